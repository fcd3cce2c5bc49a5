/// A keyboard notification as the system posts it.
public struct KeyboardNotification: Equatable, Sendable {
    /// Which notification this is.
    public enum Kind: Equatable, Sendable, CaseIterable {
        case willShow, willHide, willChangeFrame
        case didShow, didHide, didChangeFrame

        /// The three `will` notifications drive the engine; `did` ones are recorded only.
        public var isWill: Bool {
            switch self {
            case .willShow, .willHide, .willChangeFrame: true
            case .didShow, .didHide, .didChangeFrame: false
            }
        }
    }

    public var kind: Kind
    /// The frame the keyboard starts from: informational only.
    public var begin: Rect?
    /// The frame the keyboard ends at; `nil` only for `willHide` / `didHide`.
    public var end: Rect?
    /// The animation duration.
    public var duration: Nanoseconds
    public var curve: AnimationCurve

    public init(kind: Kind, begin: Rect? = nil, end: Rect?, duration: Nanoseconds, curve: AnimationCurve) {
        self.kind = kind
        self.begin = begin
        self.end = end
        self.duration = duration
        self.curve = curve
    }
}

/// Something the system or the user told the app, as a trace records it.
public enum Event: Equatable, Sendable {
    case keyboard(KeyboardNotification)
    /// The scroll view's content height after a layout pass.
    case contentSize(height: Double)
    /// The composer measured at a new height.
    case composerLayout(height: Double)
    /// The JS `extraBottomInset` prop changed.
    case extraBottomInset(value: Double)
    /// The composer's send button.
    case send
    /// The JS trigger prop changed (arms a pin).
    case scrollToTopTrigger
    /// The JS `pinToTopEnabled` prop changed.
    case pinToTopEnabled(Bool)
    /// A pan on the scroll view began, with the finger at `y` (screen points).
    case dragBegin(y: Double)
    case dragMove(y: Double)
    /// The finger lifted; `velocity` is finger pt/s (+ = downward), or `nil` to derive it.
    case dragEnd(y: Double, velocity: Double?)
    /// A tap on the scroll view.
    case tap(y: Double?)
    /// A tap on the scroll-to-bottom button.
    case tapScrollToBottom
}

/// An event and the time it happened.
public struct TimedEvent: Equatable, Sendable {
    public var time: Nanoseconds
    public var event: Event

    public init(time: Nanoseconds, event: Event) {
        self.time = time
        self.event = event
    }
}
