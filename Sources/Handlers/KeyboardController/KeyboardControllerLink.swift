import UIKitModel

/// The library's native observer (`KeyboardMovementObserver`) with its view of the world,
/// declared once for every handler built on react-native-keyboard-controller: what it reads
/// at a keyboard notification, at each display-link frame and at a drag.
///
/// - The newest keyboard animation: a will-notification of any kind after which the
///   keyboard's model top differs from the one last seen (at a frame or a will) with an
///   animation running is one (`KeyboardMovementObserver.keyboardMoved(length:)`).
/// - Frame `n + 2`'s time is `(n + 2) / fps`, the rate read from frame 1's time (60 before
///   it): `link.duration` is the display's period, and frames fall on the display's clock.
/// - The center KVO hears the model position `H - model top` after each observed will
///   (the link runs: nothing), at each frame and at each drag event.
public struct KeyboardControllerLink: Equatable, Sendable {
    /// The native observer.
    public private(set) var observer = KeyboardMovementObserver()
    /// The keyboard's model top when last seen (to tell a will that moves it).
    private var knownTop: Double
    /// Frames drawn so far (the next frame's index).
    private var framesDrawn = 0
    /// The display's rate, read from frame 1's time (60 before it).
    private var fps = 60

    public init<Work>(world: World<Work>) {
        knownTop = world.keyboard.top.model
    }

    /// A keyboard notification: notes a keyboard move; a willShow or willHide is the
    /// observer's will (its onStart and when its did-task is due), other kinds give nil.
    public mutating func keyboard<Work>(_ notification: KeyboardNotification, world: World<Work>) -> KeyboardMovementObserver.WillOutcome? {
        guard notification.kind.isWill else { return nil }
        noteMove(world)
        guard notification.kind == .willShow || notification.kind == .willHide else { return nil }
        let outcome = observer.will(
            KeyboardMovementObserver.Will(
                isShow: notification.kind == .willShow, endHeight: notification.end?.height ?? 0,
                duration: notification.duration, keyboardAnimates: world.keyboard.top.isAnimating(at: world.now)))
        _ = observer.center(position: world.screen.height - world.keyboard.top.model)
        return outcome
    }

    /// The did-task of `generation` (its onEnd; nil when cancelled).
    public mutating func didTask(generation: Int) -> KeyboardControllerEvent? {
        observer.didTask(generation: generation)
    }

    /// The display link's frame, after the world's tick: the observer's onMove (while the
    /// link runs), then what the center KVO hears; the events in that order.
    public mutating func frame<Work>(world: inout World<Work>) -> [KeyboardControllerEvent] {
        let frame = framesDrawn
        if frame == 1, world.now > 0 { fps = Int((Double(Time.second) / Double(world.now)).rounded()) }
        framesDrawn += 1
        var events: [KeyboardControllerEvent] = []
        if observer.linkRunning {
            let height = world.screen.height
            let top = world.drawnKeyboardTop()
            var ahead = world.keyboard.top
            let lookAhead = height - ahead.presentation(at: Time.frameTime(index: frame + 2, fps: fps))
            let tick = KeyboardMovementObserver.Tick(
                overlap: height - top, topIsZero: top == 0,
                keyboardAnimates: world.keyboard.top.isAnimating(at: world.now), lookAhead: lookAhead)
            if let event = observer.tick(tick) { events.append(event) }
        }
        if let event = center(world) { events.append(event) }
        return events
    }

    /// The center KVO with the keyboard's model position now (a drag event, a frame).
    public mutating func center<Work>(_ world: World<Work>) -> KeyboardControllerEvent? {
        knownTop = world.keyboard.top.model
        return observer.center(position: world.screen.height - knownTop)
    }

    /// A will moved the keyboard's model top with an animation: the newest keyboard animation.
    private mutating func noteMove<Work>(_ world: World<Work>) {
        let top = world.keyboard.top.model
        if top != knownTop, let animation = world.animation { observer.keyboardMoved(length: animation.length) }
        knownTop = top
    }
}
