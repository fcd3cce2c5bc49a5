/// What the pin state machine is doing, as the frame format names it.
public enum PinPhase: String, Equatable, Sendable, CaseIterable {
    case idle, armed, deferred, animating, pinned
    /// `pinned` with enforcement off (the user dragged).
    case pinnedRelaxed = "pinned-relaxed"
}

/// What the scroll view itself is doing.
public enum ScrollPhase: String, Equatable, Sendable, CaseIterable {
    case idle, dragging, decelerating, bouncing, animating
}

/// Side effects the engine asks the host for, in the order they happened.
public enum Effect: String, Equatable, Sendable, CaseIterable {
    /// `view.endEditing(true)`: dismiss the keyboard.
    case endEditing
}

/// The screen as drawn at one frame: presentation values for animated
/// properties, model values for the rest (`trace-format.md`, "Frames").
public struct Frame: Equatable, Sendable {
    /// The frame index `k`.
    public var index: Int
    /// `k * 1e9 / fps`, rounded to the nearest nanosecond.
    public var time: Nanoseconds
    /// Keyboard top edge on screen, as drawn.
    public var keyboardTop: Double
    /// `contentOffset.y`, as drawn.
    public var offset: Double
    /// Bottom content inset (model).
    public var inset: Double
    /// Bottom scroll indicator inset (model).
    public var indicator: Double
    public var contentHeight: Double
    public var viewportHeight: Double
    /// The content's pin-reveal shift, as drawn (0 at rest).
    public var revealY: Double
    /// The content's pin-reveal alpha, as drawn (1 at rest).
    public var revealAlpha: Double
    /// Composer translation, as drawn (negative = up).
    public var composerY: Double
    public var composerHeight: Double
    /// Scroll-to-bottom button alpha, as drawn.
    public var buttonAlpha: Double
    /// Button bottom edge relative to the wrapper bottom, as drawn (negative = up).
    public var buttonY: Double
    public var pin: PinPhase
    public var runway: Double
    /// `pinnedOffset`.
    public var pinnedOffset: Double
    public var atBottom: Bool
    public var scroll: ScrollPhase
    /// Effects that happened since the previous frame, in order.
    public var effects: EffectList

    public init(
        index: Int, time: Nanoseconds, keyboardTop: Double, offset: Double, inset: Double,
        indicator: Double, contentHeight: Double, viewportHeight: Double, revealY: Double,
        revealAlpha: Double, composerY: Double, composerHeight: Double, buttonAlpha: Double,
        buttonY: Double, pin: PinPhase, runway: Double, pinnedOffset: Double, atBottom: Bool,
        scroll: ScrollPhase, effects: EffectList = EffectList()
    ) {
        self.index = index
        self.time = time
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
        self.effects = effects
    }
}

/// An ordered list of effects that never allocates.
///
/// The engine has one kind of effect, so the list is a count; it keeps the
/// order-preserving interface so a second kind can be added without changing callers.
public struct EffectList: Equatable, Sendable, Sequence {
    public private(set) var count: Int = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    public mutating func append(_ effect: Effect) {
        switch effect {
        case .endEditing: count += 1
        }
    }

    public mutating func removeAll() { count = 0 }

    public func makeIterator() -> IndexingIterator<Repeated<Effect>> {
        repeatElement(Effect.endEditing, count: count).makeIterator()
    }
}
