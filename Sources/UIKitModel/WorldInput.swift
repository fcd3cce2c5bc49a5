/// What the system and the finger do to the world: its own inputs, each applied by
/// `World.apply(_:)`, which returns what happened (`WorldOutcome`).
///
/// A new UIKit behaviour is a case here (and in `Kind`), its rule in `World.apply(_:)` (and
/// `WorldCore`), and its one declaration in the trace format (`EventType`, in the Handlers
/// module), which maps the input to its fields' values and back.
public enum WorldInput: Equatable, Sendable {
    /// A keyboard notification as the system posts it.
    case keyboard(KeyboardNotification)
    /// The scroll view's content height after a layout pass.
    case contentSize(height: Double)
    /// A pan on the scroll view began, with the finger at `y` (screen points).
    case dragBegin(y: Double)
    /// The finger moved to `y`.
    case dragMove(y: Double)
    /// The finger lifted; `velocity` is finger pt/s (+ = downward), or `nil` to derive it.
    case dragEnd(y: Double, velocity: Double?)
    /// A tap on the scroll view, at `y` if known.
    case tap(y: Double?)
    /// The screen, its safe areas or the handler's root view changed (`Geometry`): a
    /// rotation, a sheet's detent, a push that hides the tab bar. What the world and the
    /// handler change in response is animated with `duration` and `curve` (UIKit's
    /// transition curve, ease-in-out, by default; a duration of 0 is at once).
    case geometry(Geometry, duration: Nanoseconds = 0, curve: AnimationCurve = .easeInOut)

    /// Which input this is, without its values.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case keyboard(KeyboardNotification.Kind)
        case contentSize, dragBegin, dragMove, dragEnd, tap, geometry

        /// Every kind: each has its declaration in the trace format (a test checks it).
        public static var allCases: [Kind] {
            KeyboardNotification.Kind.allCases.map(Kind.keyboard) + [.contentSize, .dragBegin, .dragMove, .dragEnd, .tap, .geometry]
        }

        /// Whether this is part of a drag (`dragBegin`, `dragMove`, `dragEnd`).
        public var isDrag: Bool {
            switch self {
            case .dragBegin, .dragMove, .dragEnd: true
            default: false
            }
        }
    }

    public var kind: Kind {
        switch self {
        case .keyboard(let notification): .keyboard(notification.kind)
        case .contentSize: .contentSize
        case .dragBegin: .dragBegin
        case .dragMove: .dragMove
        case .dragEnd: .dragEnd
        case .tap: .tap
        case .geometry: .geometry
        }
    }
}

/// What applying a `WorldInput` did, for the host to tell the handler: a plain value, as
/// swift-nio's state machines return their actions.
public enum WorldOutcome: Equatable, Sendable {
    /// Nothing a handler hears about (a content height that did not change, the lift of
    /// a finger that was not down).
    case none
    /// A keyboard notification was posted; a will-notification has moved the keyboard.
    /// Handle it inside `animation`, the keyboard's animation context (`nil` for
    /// did-notifications and instant ones).
    case keyboardNotified(KeyboardNotification, animation: AnimationSpec?)
    /// The content height changed from `old`; `offsetMoved` when the clamp moved the offset.
    case contentSizeChanged(from: Double, offsetMoved: Bool)
    /// A finger touched down on the scroll view: its motions stopped, the drag anchored.
    case dragBegan
    /// The finger moved; `offsetMoved` when the offset followed.
    case dragMoved(offsetMoved: Bool)
    /// The finger lifted with a release `velocity` in scroll pt/s (the negative of the
    /// finger's); any deceleration or bounce has started. The host tells the handler,
    /// then calls `World.dragEndHandled()`.
    case dragEnded(offsetMoved: Bool, velocity: Double)
    /// A tap on the scroll view.
    case tapped(y: Double?)
    /// The geometry changed: the keyboard has moved with the screen's bottom edge and the
    /// scroll view's frame with the view's height (`World.apply(_:)`). Run the handler's
    /// layout pass inside `animation`, the change's animation context (`nil` when it is
    /// at once).
    case geometryChanged(animation: AnimationSpec?)
}
