import UIKitModel

extension ConstraintResize {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, offset, viewportH, contentH, composerY, composerH, scroll
    }

    /// The values of `pinnedTo`, as traces spell them.
    public enum PinnedTo: String, CaseIterable, Sendable, ConfigChoice {
        /// The seed's outlet: the content view's bottom on its superview's bottom (`Hb = H`).
        case superview
        /// A modern port: the content view's bottom on the safe area's (`Hb = H - safeBottom`).
        case safeArea

        /// Where `composerY` is measured from: the composer rests with its bottom at `Hb`.
        public var composerYOrigin: HandlerSchema.ComposerYOrigin {
            switch self {
            case .superview: .screenBottom
            case .safeArea: .aboveSafeArea
            }
        }
    }

    /// Its `config` keys, typed.
    public enum Settings {
        public static let pinnedTo = Setting(
            "pinnedTo", default: PinnedTo.superview,
            summary: "What the content view's bottom constraint is pinned to: \"superview\" (the seed) or \"safeArea\" (a modern port).")
    }

    public static let schema = HandlerSchema(
        name: "constraint-resize",
        summary: "seed 002: a bottom constraint shrinks the message table's frame by the keyboard's overlap; the offset moves by the height's change",
        configKeys: [Settings.pinnedTo.key, .defaultSafeBottom],
        eventTypes: EventType.keyboard + [.geometry, .contentSize, .composerLayout, .dragBegin, .dragMove, .dragEnd, .tap],
        frame: FrameSchema(Field.self),
        composerYOrigin: PinnedTo.superview.composerYOrigin)
        .drawn(as: [
            .list(offset: .offset, contentHeight: .contentH, inset: nil, viewportHeight: .viewportH),
            .composer(y: .composerY, height: .composerH),
            .keyboard(top: .kbTop),
        ])

    /// Where the composer's `composerY` is measured from under `config`: `pinnedTo` decides
    /// (the schema's `composerYOrigin` is the default's, `"superview"`).
    public static func composerYOrigin(config: HandlerConfig) -> HandlerSchema.ComposerYOrigin {
        config[Settings.pinnedTo].composerYOrigin
    }
}

extension HandlerKind {
    /// Seed 002's chat screen: a bottom constraint resizes the message table.
    public static let constraintResize = HandlerKind(ConstraintResize.self)
}
