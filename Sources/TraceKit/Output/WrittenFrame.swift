import InsetEngine

/// A frame in its written form: what a frame line says, with every number as the
/// integer count of thousandths it is written as.
///
/// Two frames have the same text (apart from `f`, `t` and `fx`) exactly when their
/// `values` are equal, so this is what sparse emission and golden comparison look at.
/// The encoder writes it; the golden reader reads it back.
public struct WrittenFrame: Equatable, Sendable {
    /// The frame index `f`.
    public var index: Int
    public var values: Values
    /// `fx`: the effects of this frame, in order.
    public var effects: EffectList

    /// Every field of a frame line except `f`, `t` and `fx`.
    public struct Values: Equatable, Sendable {
        public var keyboardTop: Int64
        public var offset: Int64
        public var inset: Int64
        public var indicator: Int64
        public var contentHeight: Int64
        public var viewportHeight: Int64
        public var revealY: Int64
        /// Clamped to `0...1` before rounding.
        public var revealAlpha: Int64
        public var composerY: Int64
        public var composerHeight: Int64
        /// Clamped to `0...1` before rounding.
        public var buttonAlpha: Int64
        public var buttonY: Int64
        public var pin: PinPhase
        public var runway: Int64
        public var pinnedOffset: Int64
        public var atBottom: Bool
        public var scroll: ScrollPhase

        public init(
            keyboardTop: Int64, offset: Int64, inset: Int64, indicator: Int64,
            contentHeight: Int64, viewportHeight: Int64, revealY: Int64, revealAlpha: Int64,
            composerY: Int64, composerHeight: Int64, buttonAlpha: Int64, buttonY: Int64,
            pin: PinPhase, runway: Int64, pinnedOffset: Int64, atBottom: Bool, scroll: ScrollPhase
        ) {
            self.keyboardTop = keyboardTop
            self.offset = offset
            self.inset = inset
            self.indicator = indicator
            self.contentHeight = contentHeight
            self.viewportHeight = viewportHeight
            self.revealY = revealY
            self.revealAlpha = revealAlpha
            self.composerY = composerY
            self.composerHeight = composerHeight
            self.buttonAlpha = buttonAlpha
            self.buttonY = buttonY
            self.pin = pin
            self.runway = runway
            self.pinnedOffset = pinnedOffset
            self.atBottom = atBottom
            self.scroll = scroll
        }

        /// The written form of `frame`'s fields.
        @inlinable
        public init(_ frame: Frame) {
            self.init(
                keyboardTop: DecimalFormat.thousandths(frame.keyboardTop),
                offset: DecimalFormat.thousandths(frame.offset),
                inset: DecimalFormat.thousandths(frame.inset),
                indicator: DecimalFormat.thousandths(frame.indicator),
                contentHeight: DecimalFormat.thousandths(frame.contentHeight),
                viewportHeight: DecimalFormat.thousandths(frame.viewportHeight),
                revealY: DecimalFormat.thousandths(frame.revealY),
                revealAlpha: Values.alphaThousandths(frame.revealAlpha),
                composerY: DecimalFormat.thousandths(frame.composerY),
                composerHeight: DecimalFormat.thousandths(frame.composerHeight),
                buttonAlpha: Values.alphaThousandths(frame.buttonAlpha),
                buttonY: DecimalFormat.thousandths(frame.buttonY),
                pin: frame.pin,
                runway: DecimalFormat.thousandths(frame.runway),
                pinnedOffset: DecimalFormat.thousandths(frame.pinnedOffset),
                atBottom: frame.atBottom,
                scroll: frame.scroll)
        }

        /// An alpha clamped to `0...1` (as Core Animation draws it), in thousandths.
        /// NaN, which the engine never produces, is written as 0.
        @inlinable
        static func alphaThousandths(_ alpha: Double) -> Int64 {
            guard alpha > 0 else { return 0 }
            return alpha < 1 ? DecimalFormat.thousandths(alpha) : 1000
        }

        /// The value of a numeric field in thousandths, or `nil` for `pin`, `atBottom`,
        /// `scroll` and `fx`.
        public func thousandths(of field: FrameField) -> Int64? {
            switch field {
            case .kbTop: keyboardTop
            case .offset: offset
            case .inset: inset
            case .indicator: indicator
            case .contentH: contentHeight
            case .viewportH: viewportHeight
            case .revealY: revealY
            case .revealAlpha: revealAlpha
            case .composerY: composerY
            case .composerH: composerHeight
            case .btnAlpha: buttonAlpha
            case .btnY: buttonY
            case .runway: runway
            case .pinned: pinnedOffset
            case .pin, .atBottom, .scroll, .fx: nil
            }
        }

        /// Sets a numeric field; does nothing for the others.
        public mutating func setThousandths(_ value: Int64, of field: FrameField) {
            switch field {
            case .kbTop: keyboardTop = value
            case .offset: offset = value
            case .inset: inset = value
            case .indicator: indicator = value
            case .contentH: contentHeight = value
            case .viewportH: viewportHeight = value
            case .revealY: revealY = value
            case .revealAlpha: revealAlpha = value
            case .composerY: composerY = value
            case .composerH: composerHeight = value
            case .btnAlpha: buttonAlpha = value
            case .btnY: buttonY = value
            case .runway: runway = value
            case .pinned: pinnedOffset = value
            case .pin, .atBottom, .scroll, .fx: break
            }
        }
    }

    public init(index: Int, values: Values, effects: EffectList = EffectList()) {
        self.index = index
        self.values = values
        self.effects = effects
    }

    /// The written form of `frame`.
    @inlinable
    public init(_ frame: Frame) {
        self.init(index: frame.index, values: Values(frame), effects: frame.effects)
    }

    /// A field as it is written: `1641.823`, `"idle"`, `true`, `["endEditing"]`
    /// (`[]` for a frame without effects, whose line has no `fx`).
    public func text(of field: FrameField) -> String {
        if let thousandths = values.thousandths(of: field) {
            return DecimalFormat.string(thousandths: thousandths)
        }
        switch field {
        case .pin: return JSONStringFormat.literal(values.pin.rawValue)
        case .scroll: return JSONStringFormat.literal(values.scroll.rawValue)
        case .atBottom: return values.atBottom ? "true" : "false"
        default: return "[" + effects.map { JSONStringFormat.literal($0.rawValue) }.joined(separator: ",") + "]"
        }
    }
}
