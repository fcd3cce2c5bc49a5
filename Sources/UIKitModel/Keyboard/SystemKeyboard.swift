/// The system keyboard: a rectangle in screen coordinates, and whether a finger drags it.
///
/// Its frame is kept twice: as notified (`lastEndFrame`, the last will-notification's end
/// frame, informational) and as drawn: its top edge, `x`, `width` and `height`, each an
/// additive animated property (`drawnFrame`). Every will-notification moves its model top
/// to the end frame's `y` (the screen height when hidden), animated from wherever it is
/// with the notification's curve and duration, whatever the handler does; a frame that has
/// a size moves `x`, `width` and `height` there too, with the same animation, or at once
/// when the keyboard was hidden (it slides in at its new size); a hidden frame of zero size,
/// or none, keeps them. The `begin` frame is informational. Did-notifications do not move
/// it, except on an iPad one whose end frame is floating when the model frame is not that
/// frame (`settle(at:)`: a floating keyboard shown, dragged or resized may post only
/// didChangeFrame): it moves there at once.
///
/// Its **mode** (`frameKind`) is the class of the end frame that moved it last
/// (`KeyboardFrameKind`, the one rule): docked, a hardware keyboard's bar, hidden or
/// floating. While it is floating, a will-notification other than willHide whose end
/// frame has zero size leaves it where it is (`docs/model.md`: dragging a floating keyboard
/// posts such frames).
///
/// Interactive dismissal: while a drag is in progress and the keyboard is docked, the
/// model top follows the finger (`clamp(fingerY, restingTop, H)`, unanimated); when the
/// finger lifts it returns to its resting top, unless a will-notification at the same time
/// moved it or a new drag took it.
public struct SystemKeyboard: Sendable {
    /// The keyboard's top edge on screen: model and drawn value.
    public internal(set) var top: AnimatedValue
    /// Its left edge on screen (`x`): model and drawn value.
    public internal(set) var x: AnimatedValue
    /// Its width: model and drawn value.
    public internal(set) var width: AnimatedValue
    /// Its height: model and drawn value.
    public internal(set) var height: AnimatedValue
    /// The last will-notification's end frame, as notified (`nil` before any, or for a
    /// `willHide` without one).
    public private(set) var lastEndFrame: Rect?
    /// The keyboard's mode: the class of the end frame that moved it last, on the screen
    /// in force then. Only a docked keyboard follows a finger.
    public private(set) var frameKind: KeyboardFrameKind = .hidden
    /// The last docked end frame's top: where an interactive dismissal returns to.
    public private(set) var restingTop: Double
    /// Set when the finger lifts mid-dismissal; a will-notification clears it.
    var returnPending = false
    /// The screen's height `H` (a geometry change may change it): where a hidden keyboard's
    /// top is.
    var screenHeight: Double
    /// The screen's width: what a floating frame must overlap (`KeyboardFrameKind`).
    var screenWidth: Double
    /// Whether the screen is an iPad's, where a floating did-notification moves the keyboard.
    var isPad: Bool

    /// A hidden keyboard below `screen`, as wide as it and of no height.
    init(screen: Screen) {
        screenHeight = screen.height
        screenWidth = screen.width
        isPad = screen.idiom == .pad
        top = AnimatedValue(screen.height)
        x = AnimatedValue(rarelyAnimated: 0)
        width = AnimatedValue(rarelyAnimated: screen.width)
        height = AnimatedValue(rarelyAnimated: 0)
        restingTop = screen.height
    }

    /// Whether the keyboard is docked: a finger on the scroll view drags it.
    public var isDocked: Bool { frameKind == .docked }

    /// The keyboard's frame as its model values say (where it is going).
    public var modelFrame: Rect { Rect(x: x.model, y: top.model, width: width.model, height: height.model) }

    /// A will-notification of `kind`: the top moves to the end frame's `y` (the screen
    /// height when hidden), and x, width and height to the frame's when it has a size,
    /// animated with `animation` (at once from hidden).
    mutating func move(
        to end: Rect?, kind: KeyboardNotification.Kind = .willChangeFrame, animation: RunningAnimation?,
        at now: Nanoseconds
    ) {
        let hasSize = end.map { $0.width != 0 || $0.height != 0 } ?? false
        if frameKind == .floating, kind != .willHide, !hasSize { return }
        returnPending = false
        lastEndFrame = end
        let wasHidden = frameKind == .hidden
        frameKind = KeyboardFrameKind(end, screenHeight: screenHeight, screenWidth: screenWidth)
        let target = frameKind == .hidden ? screenHeight : (end?.y ?? screenHeight)
        if frameKind == .docked { restingTop = target }
        top.set(target, in: animation, at: now)
        guard let end, hasSize else { return }
        let sizeAnimation = wasHidden ? nil : animation
        x.set(end.x, in: sizeAnimation, at: now)
        width.set(end.width, in: sizeAnimation, at: now)
        height.set(end.height, in: sizeAnimation, at: now)
    }

    /// A did-notification with end frame `end`: on an iPad, a floating frame other than the
    /// model frame moves the keyboard there at once (its mode floating); anything else
    /// moves nothing.
    ///
    /// - Returns: whether the keyboard moved.
    mutating func settle(at end: Rect?, at now: Nanoseconds) -> Bool {
        guard isPad, let end, KeyboardFrameKind(end, screenHeight: screenHeight, screenWidth: screenWidth) == .floating,
              end != modelFrame || frameKind != .floating
        else { return false }
        move(to: end, animation: nil, at: now)
        return true
    }

    /// The screen changed to `screen`: its width is kept, and its height moves the
    /// keyboard (`screenChanged(height:animation:at:)`).
    mutating func screenChanged(to screen: Screen, animation: RunningAnimation?, at now: Nanoseconds) {
        screenWidth = screen.width
        isPad = screen.idiom == .pad
        screenChanged(height: screen.height, animation: animation, at: now)
    }

    /// The screen's height changed to `newHeight` (`docs/model.md`, "A screen that
    /// changes"): the keyboard moves with the screen's bottom edge. A hidden keyboard stays
    /// just below it (at once); a docked keyboard and a bar keep their distance from it,
    /// animated with `animation` (docked stays docked); a floating keyboard keeps its
    /// frame. The system's own notifications follow (a trace records them).
    private mutating func screenChanged(height newHeight: Double, animation: RunningAnimation?, at now: Nanoseconds) {
        let change = newHeight - screenHeight
        screenHeight = newHeight
        switch frameKind {
        case .hidden:
            restingTop = newHeight
            top.set(newHeight, animation: nil, at: now)
        case .docked, .partlyOffScreen:
            guard change != 0 else { return }
            restingTop += change
            top.set(top.model + change, in: animation, at: now)
        case .floating:
            break
        }
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
