import HandlerCore

/// A length the chat screen's checks read of a handler, as its registration declares it:
/// its value in a scenario, and how the rules' table in `docs/invariants.md` writes it.
public struct RoleTerm: Sendable {
    /// The term as the table writes it: `0`, `safeBottom`, a setting's name.
    public let text: String
    /// Its value in a scenario, in points.
    public let value: @Sendable (Scenario) -> Double

    public init(_ text: String, value: @escaping @Sendable (Scenario) -> Double) {
        self.text = text
        self.value = value
    }

    /// No length.
    public static let zero = RoleTerm("0") { _ in 0 }

    /// The bottom safe area of the handler's root view.
    public static let safeBottom = RoleTerm("safeBottom") { $0.viewSafeBottom }

    /// A setting's value in the scenario's config, written by its name.
    public static func setting(_ setting: Setting<Double>) -> RoleTerm {
        RoleTerm(setting.name) { $0.config[setting] }
    }

    /// `safeBottom` while a flag setting is on, else 0.
    public static func safeBottom(if setting: Setting<Bool>) -> RoleTerm {
        RoleTerm("safeBottom if \(setting.name), else 0") { $0.config[setting] ? $0.viewSafeBottom : 0 }
    }

    /// `safeBottom` while a choice setting holds `choice`, else 0.
    public static func safeBottom<Choice: ConfigChoice & Equatable>(if setting: Setting<Choice>, is choice: Choice) -> RoleTerm {
        RoleTerm("safeBottom if \(setting.name) is \(choice.rawValue), else 0") {
            $0.config[setting] == choice ? $0.viewSafeBottom : 0
        }
    }

    /// Where `composerY` 0 puts the composer's bottom above the view's bottom, for a
    /// composer measured from `origin`: 0, or `safeBottom`.
    public static func composerBase(_ origin: HandlerSchema.ComposerYOrigin) -> RoleTerm {
        switch origin {
        case .screenBottom: .zero
        case .aboveSafeArea: .safeBottom
        }
    }
}

/// Where a chat screen's composer and content rest, as a handler declares them: the terms
/// of `composer-rides-keyboard` and `content-not-covered`, whose rules name them and whose
/// table (`docs/invariants.md`, `table(of:)`) gives each handler's. `SceneRoles` is their
/// value in one scenario.
public struct ChatPlaces: Sendable {
    /// `composerBase`: where `composerY` 0 puts the composer's bottom above the view's
    /// bottom. Only the table reads it: the checks place the composer by the handler's
    /// `composerYOrigin(config:)`, which it must match (`ChatPlacesTests`).
    public var composerBase: RoleTerm
    /// The handler's gap: how far above a shown keyboard's top the composer's bottom rests.
    public var keyboardGap: RoleTerm
    /// How far above the view's bottom the composer's bottom rests with the keyboard
    /// hidden (its closed place is `H - closedLift`).
    public var closedLift: RoleTerm
    /// The handler's content gap: how far above the composer's top the content's bottom
    /// rests when anchored.
    public var contentGap: RoleTerm
    /// Whether the frames' `contentH` includes a footer of `padding` below the messages,
    /// which is not content.
    public var footerInContent: Bool
    /// Whether the composer's height is the scenario's `composer.height` (the frames carry
    /// no `composerH`; a later `composerLayout` is not followed).
    public var scenarioComposerHeight: Bool
    /// The flag setting that says whether a send arms a pin to the top, if any.
    public var pinToTopEnabled: Setting<Bool>?

    /// A handler's places; `composerBase` is its schema's `composerYOrigin`'s unless given
    /// (a handler whose composer's rest follows its config gives it).
    public init(
        _ schema: HandlerSchema, composerBase: RoleTerm? = nil, keyboardGap: RoleTerm = .zero, closedLift: RoleTerm,
        contentGap: RoleTerm = .zero, footerInContent: Bool = false, scenarioComposerHeight: Bool = false,
        pinToTopEnabled: Setting<Bool>? = nil
    ) {
        self.composerBase = composerBase ?? .composerBase(schema.composerYOrigin)
        self.keyboardGap = keyboardGap
        self.closedLift = closedLift
        self.contentGap = contentGap
        self.footerInContent = footerInContent
        self.scenarioComposerHeight = scenarioComposerHeight
        self.pinToTopEnabled = pinToTopEnabled
    }

    /// Their values in `scenario`.
    public func roles(in scenario: Scenario) -> SceneRoles {
        SceneRoles(
            keyboardGap: keyboardGap.value(scenario), closedLift: closedLift.value(scenario),
            contentGap: contentGap.value(scenario), footerInContent: footerInContent,
            composerHeight: scenarioComposerHeight ? scenario.composerHeight : nil,
            pinToTopEnabled: pinToTopEnabled.map { scenario.config[$0] } ?? false)
    }

    /// The table of the places of the built-in handlers that declare them (`registrations`),
    /// as `docs/invariants.md` states it under the chat screen's rules.
    public static func table(of registrations: [HandlerInvariants]) -> String {
        var rows = [
            "| handler | composerBase | gap | closed place | content gap | footer in contentH |",
            "|---|---|---|---|---|---|",
        ]
        for registration in registrations {
            guard let places = registration.places else { continue }
            let closed = places.closedLift.text == "0" ? "H" : "H - " + parenthesised(places.closedLift.text)
            let cells = [
                registration.handler, places.composerBase.text, places.keyboardGap.text, closed,
                places.contentGap.text, places.footerInContent ? "yes" : "no",
            ]
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// `text` in parentheses when it is a choice between two lengths ("..., else 0").
    private static func parenthesised(_ text: String) -> String {
        text.contains(" else ") ? "(\(text))" : text
    }
}
