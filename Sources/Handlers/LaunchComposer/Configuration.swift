import UIKitModel

/// What happens to the offset when the keyboard opens and the user is not near the bottom.
public enum KeyboardPolicy: String, Equatable, Sendable, CaseIterable {
    /// The keyboard covers content; the offset is kept (LINE).
    case overlay
    /// The content moves with the keyboard (WhatsApp).
    case push
}

/// The constants of `docs/handlers/launch-composer.md`, Configthe trace's policies.
///
/// Every number is overridable per trace under its own name in the trace's `config`.
/// Seconds-valued constants are kept as seconds here; the engine converts them.
public struct Configuration: Equatable, Sendable {
    public var composerKeyboardGap: Double = 10
    public var minBottomPadding: Double = 16
    public var indicatorGap: Double = 1
    public var keyboardNearBottomThreshold: Double = 80
    public var nearBottomThreshold: Double = 100
    public var pinnedNearBottomSlack: Double = 60
    public var pinTopPadding: Double = 16
    /// Points per second.
    public var pinVelocity: Double = 1800
    /// Seconds.
    public var pinMinDuration: Double = 0.16
    /// Seconds.
    public var pinMaxDuration: Double = 0.26
    public var pinnedDriftThreshold: Double = 3
    /// Seconds.
    public var pinnedCorrectionInterval: Double = 1.0 / 30.0
    /// Points per millisecond (negative = finger moving down).
    public var dismissVelocity: Double = -1.2
    public var buttonGap: Double = 8
    public var buttonSize: Double = 32
    public var buttonRise: Double = 12
    public var revealAlpha: Double = 0.96
    public var revealShift: Double = 6
    public var defaultSafeBottom: Double = 34

    public var pinToTopEnabled: Bool = false
    public var deferPinWhileKeyboardHides: Bool = false
    public var keyboardPolicy: KeyboardPolicy = .overlay

    public init() {}

    /// The configuration a trace's `config` gives (defaults for the keys it leaves out).
    public init(_ config: HandlerConfig) {
        self.init()
        pinToTopEnabled = config.flag("pinToTopEnabled")
        deferPinWhileKeyboardHides = config.flag("deferPinWhileKeyboardHides")
        keyboardPolicy = KeyboardPolicy(rawValue: config.choice("keyboardPolicy")) ?? .overlay
        for constant in Self.numericConstants {
            self[keyPath: constant.keyPath] = config.number(constant.name, or: self[keyPath: constant.keyPath])
        }
    }

    /// `max(safeBottom, minBottomPadding)`: the composer's lift above the screen bottom
    /// when the keyboard is closed.
    public func closedLift(safeBottom: Double) -> Double { max(safeBottom, minBottomPadding) }

    /// `closedLift(safeBottom:)` of the configuration `config` gives, reading from it only
    /// the constant the lift depends on: the invariant checker asks this of every trace,
    /// and reading the whole configuration (`init(_:)`) cost it 30,000 instructions.
    public static func closedLift(safeBottom: Double, in config: HandlerConfig) -> Double {
        var configuration = Configuration()
        configuration.minBottomPadding = config.number("minBottomPadding", or: configuration.minBottomPadding)
        return configuration.closedLift(safeBottom: safeBottom)
    }

    /// This configuration as `config` values.
    public var handlerConfig: HandlerConfig {
        var config = HandlerConfig(keys: Self.keys)
        config.set("pinToTopEnabled", to: .flag(pinToTopEnabled))
        config.set("deferPinWhileKeyboardHides", to: .flag(deferPinWhileKeyboardHides))
        config.set("keyboardPolicy", to: .choice(keyboardPolicy.rawValue))
        for constant in Self.numericConstants {
            config.set(constant.name, to: .number(self[keyPath: constant.keyPath]))
        }
        return config
    }

    /// The handler's `config` keys: the policies, then the constants in `docs/handlers/launch-composer.md` order.
    public static let keys: [ConfigKey] = {
        let defaults = Configuration()
        let policies = [
            ConfigKey("pinToTopEnabled", .flag(default: defaults.pinToTopEnabled),
                summary: "Whether a send arms a pin-to-top (the JS prop's start value)."),
            ConfigKey("deferPinWhileKeyboardHides", .flag(default: defaults.deferPinWhileKeyboardHides),
                summary: "Hold a pin back until the keyboard has hidden (the behaviour the library's notes describe)."),
            ConfigKey("keyboardPolicy", .choice(KeyboardPolicy.allCases.map(\.rawValue), default: defaults.keyboardPolicy.rawValue),
                summary: "What opening the keyboard does when the user is not near the bottom: overlay keeps the offset, push moves the content."),
        ]
        return policies + numericConstants.map { constant in
            ConfigKey(
                constant.name, .number(range(of: constant.name, isSeconds: constant.isSeconds),
                default: defaults[keyPath: constant.keyPath]), summary: constant.summary)
        }
    }()

    /// The range of a numeric constant: none is negative but `dismissVelocity`;
    /// `pinVelocity` is positive; `revealAlpha` is an opacity.
    private static func range(of name: String, isSeconds: Bool) -> ValueRange {
        switch name {
        case "dismissVelocity": .signedPoints
        case "pinVelocity": .positivePoints
        case "revealAlpha": .unit
        default: isSeconds ? .seconds : .points
        }
    }

    /// The names of the numeric constants, in `docs/handlers/launch-composer.md` order, with a key path to each.
    ///
    /// The parser uses this table to read `config`; it is the one list of them.
    public static var numericConstants: [(name: String, keyPath: WritableKeyPath<Configuration, Double>, isSeconds: Bool, summary: String)] {
        [
        ("composerKeyboardGap", \.composerKeyboardGap, false,
         "Gap between the composer and the keyboard's top while the keyboard is open."),
        ("minBottomPadding", \.minBottomPadding, false,
         "The composer's lift with the keyboard closed is max(safeBottom, this)."),
        ("indicatorGap", \.indicatorGap, false,
         "The scroll indicator's inset stops this far above the composer."),
        ("keyboardNearBottomThreshold", \.keyboardNearBottomThreshold, false,
         "Within this many points of the bottom, opening or closing the keyboard follows with the content."),
        ("nearBottomThreshold", \.nearBottomThreshold, false,
         "Within this many points of the bottom counts as at the bottom for the button and composer growth."),
        ("pinnedNearBottomSlack", \.pinnedNearBottomSlack, false,
         "While pinned, at the bottom means an offset at least the pinned offset minus this."),
        ("pinTopPadding", \.pinTopPadding, false,
         "The gap above a message pinned to the top."),
        ("pinVelocity", \.pinVelocity, false,
         "Points per second of the pin scroll, which sets its duration."),
        ("pinMinDuration", \.pinMinDuration, true,
         "The shortest pin scroll, in seconds (not greater than pinMaxDuration)."),
        ("pinMaxDuration", \.pinMaxDuration, true,
         "The longest pin scroll, in seconds."),
        ("pinnedDriftThreshold", \.pinnedDriftThreshold, false,
         "A pinned offset is corrected only when it drifted further than this."),
        ("pinnedCorrectionInterval", \.pinnedCorrectionInterval, true,
         "At most one pin correction per this many seconds."),
        ("dismissVelocity", \.dismissVelocity, false,
         "Points per millisecond (negative = finger moving down): a drag released at or below it dismisses the keyboard."),
        ("buttonGap", \.buttonGap, false,
         "The scroll-to-bottom button sits this far above the composer."),
        ("buttonSize", \.buttonSize, false,
         "The scroll-to-bottom button's side."),
        ("buttonRise", \.buttonRise, false,
         "The button slides in from this many points lower."),
        ("revealAlpha", \.revealAlpha, false,
         "The content's alpha at the start of a pin reveal."),
        ("revealShift", \.revealShift, false,
         "The content's downward shift at the start of a pin reveal."),
        ("defaultSafeBottom", \.defaultSafeBottom, false,
         "The bottom safe area when the trace's screen gives none."),
        ]
    }
}

extension Scenario {
    /// A launch-composer scenario with a typed configuration.
    public init(
        screen: Screen, viewportHeight: Double? = nil, topInset: Double = 0, contentHeight: Double,
        initialOffset: InitialOffset = .bottom, composerHeight: Double = Scenario.defaultComposerHeight, configuration: Configuration
    ) {
        self.init(
            screen: screen, viewportHeight: viewportHeight, topInset: topInset, contentHeight: contentHeight,
            initialOffset: initialOffset, composerHeight: composerHeight, config: configuration.handlerConfig)
    }

    /// The launch-composer configuration of this scenario's `config`.
    public var configuration: Configuration {
        get { Configuration(config) }
        set { config = newValue.handlerConfig }
    }
}
