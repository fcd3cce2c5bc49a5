/// The system keyboard: where its top edge is, and whether a finger drags it.
///
/// Its top edge is an additive animated property: every will-notification moves its
/// model value to the end frame's `y` (the screen height when hidden), animated from
/// wherever it is with the notification's curve and duration, whatever the handler
/// does. The `begin` frame is informational. Did-notifications do not move it.
///
/// Interactive dismissal: while a drag is in progress and the last will-notification's
/// end frame was docked, the model top follows the finger (`clamp(fingerY, restingTop,
/// H)`, unanimated); when the finger lifts it returns to its resting top, unless a
/// will-notification at the same time moved it or a new drag took it.
public struct SystemKeyboard: Sendable {
    /// The keyboard's top edge on screen: model and drawn value.
    public internal(set) var top: AnimatedValue
    /// The last will-notification's end frame (`nil` before any, or for a `willHide`
    /// without one).
    public private(set) var lastEndFrame: Rect?
    /// What the last will-notification's end frame was: only a docked keyboard follows
    /// a finger.
    public private(set) var frameKind: KeyboardFrameKind = .hidden
    /// The last docked end frame's top: where an interactive dismissal returns to.
    public private(set) var restingTop: Double
    /// Set when the finger lifts mid-dismissal; a will-notification clears it.
    var returnPending = false
    /// The screen's height `H` (a geometry change may change it): where a hidden keyboard's
    /// top is.
    var screenHeight: Double

    init(screenHeight: Double) {
        self.screenHeight = screenHeight
        top = AnimatedValue(screenHeight)
        restingTop = screenHeight
    }

    /// Whether the keyboard is docked: a finger on the scroll view drags it.
    public var isDocked: Bool { frameKind == .docked }

    /// A will-notification: the top moves to the end frame's `y` (the screen height when
    /// hidden), animated with `animation`.
    mutating func move(to end: Rect?, animation: RunningAnimation?, at now: Nanoseconds) {
        returnPending = false
        lastEndFrame = end
        frameKind = KeyboardFrameKind(end, screenHeight: screenHeight)
        let target = frameKind == .hidden ? screenHeight : (end?.y ?? screenHeight)
        if frameKind == .docked { restingTop = target }
        top.set(target, in: animation, at: now)
    }

    /// The screen's height changed to `height`: a hidden keyboard's top moves to the new
    /// bottom edge at once; a shown keyboard keeps its frame until the next notification.
    mutating func screenChanged(height: Double, at now: Nanoseconds) {
        let wasHidden = frameKind == .hidden
        screenHeight = height
        guard wasHidden else { return }
        restingTop = height
        top.set(height, animation: nil, at: now)
    }

    /// Interactive dismissal: a docked keyboard's model top follows the finger once the
    /// finger is below its resting top (unanimated; no notification is posted).
    mutating func follow(fingerY: Double, at now: Nanoseconds) {
        guard isDocked else { return }
        top.set(min(max(fingerY, restingTop), screenHeight), animation: nil, at: now)
    }

    /// The finger lifted; decided after every trace event at the lift's time: a
    /// will-notification after the lift has moved the keyboard (it clears the pending
    /// flag); a new drag that began meanwhile (`fingerDown`) keeps the keyboard at its
    /// finger; otherwise it returns from where it is to its resting top with ease-in-out
    /// over `0.25 * distance / (H - restingTop)` s.
    mutating func returnAfterDrag(at now: Nanoseconds, fingerDown: Bool, animations: inout AnimationsInFlight) {
        guard returnPending else { return }
        returnPending = false
        guard !fingerDown else { return }
        let distance = abs(top.model - restingTop)
        let height = screenHeight - restingTop
        guard distance > 0, height > 0 else { return }
        let duration = Time.nanoseconds(fromSeconds: 0.25 * distance / height)
        let animation = AnimationSpec(curve: .easeInOut, duration: duration).map { animations.run($0, at: now) }
        top.set(restingTop, in: animation, at: now)
    }
}
