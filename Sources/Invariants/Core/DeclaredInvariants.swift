import HandlerCore
import UIKitModel

/// The checks a handler's declared parts allow (`HandlerSchema.drawn(as:)`): what checks a
/// handler with no registration of its own (`CheckedHandler`), and what a registration of
/// your own may start from, adding checks or leaving some out.
///
/// Each built-in check reads the common frame fields (`FrameField.composerY`,
/// `.barBottom`, `.fieldBottom`, ...), so a part brings its checks when it is placed by
/// them (a part placed by fields of the handler's own brings none: no built-in check
/// knows what they mean):
///
/// | part | checks |
/// |---|---|
/// | `.composer(y: .composerY, ...)` | `composer-rides-keyboard` |
/// | that composer and `.list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH)` | `content-not-covered`, `no-two-phase-motion`, `no-blank-gap-at-rest`, `rides-floating-keyboard` (the chat screen's checks) |
/// | `.bar(bottom: .barBottom, ...)` | `bar-moves-with-keyboard` |
/// | `.activeField(top: _, bottom: .fieldBottom)` | `field-not-covered`, `no-snap-back` |
///
/// The rests these checks assume, with nothing in the handler's config to say otherwise
/// (spec choice, the smallest one): the composer's bottom rests on a shown keyboard's top
/// (no gap) and, with the keyboard hidden, where `composerY` 0 puts it (the view's
/// bottom, or `safeBottom` above it for `ComposerYOrigin.aboveSafeArea`); the content
/// rests right on the composer's top (no gap). The button's, the pin's and a field's
/// padding (`field-not-over-lifted`) depend on settings a handler names itself: those
/// checks need a registration of its own.
extension HandlerInvariants {
    /// The registration `schema`'s parts allow, with `adding`'s checks after them and
    /// without the invariants in `without` (`finite-numbers` checks every handler).
    ///
    /// ```swift
    /// extension MyBar: CheckedHandler {
    ///     static let invariants = HandlerInvariants.declared(by: schema, without: [.noTwoPhaseMotion])
    /// }
    /// ```
    public static func declared(
        by schema: HandlerSchema, adding: [Check] = [], without: Set<InvariantID> = []
    ) -> HandlerInvariants {
        let parts = DeclaredParts(schema.parts)
        var checks: [Check] = []
        var rest = (model: [FrameField](), drawn: [FrameField]())
        if parts.composer {
            checks.append(Check { _ in ComposerRidesKeyboardCheck() })
            rest.model.append(.composerH)
            rest.drawn.append(.composerY)
        }
        if parts.composer, parts.list {
            checks += chatScreen.filter { $0.id != .composerRidesKeyboard }
        }
        if parts.bar {
            checks.append(Check(reading: BarMovesWithKeyboardCheck.init) { _, check in check })
            rest.model += [.composerH, .safeArea]
            rest.drawn.append(.barBottom)
        }
        if parts.field {
            checks.append(Check(reading: FormLanes.init) { _, form in FieldNotCoveredCheck(form) })
            checks.append(Check(reading: FormLanes.init) { _, form in NoSnapBackCheck(form) })
            rest.drawn += [.viewY, .fieldBottom]
        }
        checks = checks.filter { !without.contains($0.id) } + adding
        return HandlerInvariants(
            handler: schema, checks: checks, rest: RestFields(model: rest.model, drawn: rest.drawn),
            places: ChatPlaces(
                schema, closedLift: .composerBase(schema.composerYOrigin), scenarioComposerHeight: !parts.composerHeight))
    }

    /// The invariants that check `handler`'s frames, in the order they run: `finite-numbers`,
    /// then its registration's (the one of its name among `registrations`, else its own,
    /// else the one its parts allow, `declared(by:)`).
    public static func ran(for handler: HandlerKind, among registrations: [HandlerInvariants] = []) -> [InvariantID] {
        everyHandler.map(\.id) + of(handler, among: registrations).checks.map(\.id)
    }
}

/// What the built-in checks can read of a handler's declared parts.
private struct DeclaredParts {
    /// A composer placed by `composerY`.
    var composer = false
    /// Whether that composer's height is the frames' `composerH` (else the scenario's).
    var composerHeight = false
    /// A scroll view's content placed by `offset`, `contentH`, `inset` and `viewportH`.
    var list = false
    /// An input bar whose bottom edge is `barBottom`.
    var bar = false
    /// An active text field whose bottom edge is `fieldBottom`.
    var field = false

    init(_ parts: [FramePart]) {
        for part in parts {
            switch part {
            case .composer(let y, let height) where y == .composerY:
                composer = true
                composerHeight = height == .composerH
            // The chat screen's checks read the scroll range from these fields of the frames.
            case .list(let offset, let contentHeight, let inset, let viewportHeight)
            where offset == .offset && contentHeight == .contentH && inset == .inset && viewportHeight == .viewportH:
                list = true
            case .bar(let bottom, _) where bottom == .barBottom: bar = true
            case .activeField(_, let bottom) where bottom == .fieldBottom: field = true
            default: break
            }
        }
    }
}
