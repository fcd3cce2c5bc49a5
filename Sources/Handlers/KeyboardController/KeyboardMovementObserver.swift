import UIKitModel

/// What react-native-keyboard-controller 1.22.4's JavaScript handlers hear from its native
/// display-link observer (`ios/observers/movement/observer/KeyboardMovementObserver+*.swift`,
/// commit af130ca4), per keyboard move and per frame.
public enum KeyboardControllerEvent: Equatable, Sendable {
    /// `onStart(height)`: at a will, the END height at once (0 for a hide).
    case start(Double)
    /// `onMove(height)`: at a display-link tick, while the overlap changes.
    case move(Double)
    /// `onEnd(height)`: from the observer's own did-task.
    case end(Double)
    /// `onInteractive(position)`: the center KVO, the link paused after a show's did-task.
    case interactive(Double)
}

/// The library's native keyboard observer as a pure state machine over numbers, shared by
/// every handler built on react-native-keyboard-controller (`Sources/Handlers/KeyboardController/`
/// holds the library's native side; its JS components are the handlers' own folders). The
/// host reads the world (`KeyboardControllerLink`) and hands the numbers in; each transition
/// returns the event JavaScript hears.
///
/// - It observes only `keyboardWillShow` and `keyboardWillHide` (`will(_:)`): onStart with
///   the end frame's height (a hide: 0), the display link starts, and a did-task is
///   scheduled (`WillOutcome.didTaskDelay`, a pending one cancelled: `generation`).
/// - `animation`, the observer's copy of the keyboard's animation: made at a will while the
///   keyboard's top animates, from `prevKeyboardPosition` to the will's height, lasting as
///   the newest keyboard animation (`keyboardMoved(length:)`; the spring's 0.5 s before
///   any); else left as it is; dropped by the did-task.
/// - Per frame (`tick(_:)`): see `Tick`.
/// - The did-task (`didTask(generation:)`) stops the link, drops `animation`, and calls
///   `onEnd(height)` (a show; `prevKeyboardPosition` stays; the center KVO starts) or
///   `onEnd(0)` (a hide; it becomes 0).
/// - The center KVO (`center(position:)`): see there.
///
/// Spec choices: "the newest such animation" is the newest animation that moved the
/// keyboard's top, whichever notification started it (the host reports it; a drag's return
/// is not one: the world starts it without a notification); a will's copy is made only
/// while the top animates (a duration-0 move makes none and waits the notification's
/// duration in whole ms).
public struct KeyboardMovementObserver: Equatable, Sendable {
    /// The observer's copy of the keyboard's animation.
    public struct Copy: Equatable, Sendable {
        public var from: Double
        public var to: Double
        /// How long it lasts (ns): the newest keyboard animation's length.
        public var length: Nanoseconds
        /// The last value onMove sent from it (`from` at first).
        public var last: Double
        /// It rises: it starts below its end.
        public var rises: Bool { from < to }
        /// Its last value is its end (`isFinished`).
        public var isFinished: Bool { last == to }
    }

    /// A will-notification as the observer reads it.
    public struct Will: Equatable, Sendable {
        /// `true` for keyboardWillShow, `false` for keyboardWillHide.
        public var isShow: Bool
        /// The end frame's height (a show's onStart value).
        public var endHeight: Double
        /// The notification's duration (ns).
        public var duration: Nanoseconds
        /// The keyboard's top animates after the will (its move or an earlier one).
        public var keyboardAnimates: Bool

        public init(isShow: Bool, endHeight: Double, duration: Nanoseconds, keyboardAnimates: Bool) {
            self.isShow = isShow
            self.endHeight = endHeight
            self.duration = duration
            self.keyboardAnimates = keyboardAnimates
        }
    }

    /// What a will does: its onStart, and when its did-task is due.
    public struct WillOutcome: Equatable, Sendable {
        public var event: KeyboardControllerEvent
        /// `animation?.duration ?? duration` (a will that does not move the keyboard waits its
        /// own duration in whole ms, `Int(duration * 1000)`; 0: the next main-queue turn).
        public var didTaskDelay: Nanoseconds
        /// The did-task's generation (`didTask(generation:)` ignores older ones).
        public var generation: Int
    }

    /// A display-link tick as the observer reads it, at frame `n` after the world's tick.
    public struct Tick: Equatable, Sendable {
        /// `H - kbTop` drawn at frame `n` (not clamped).
        public var overlap: Double
        /// The drawn keyboard top is 0.
        public var topIsZero: Bool
        /// The keyboard's top animates at frame `n`.
        public var keyboardAnimates: Bool
        /// The overlap the keyboard's animations in flight give at frame `n + 2`'s time.
        public var lookAhead: Double

        public init(overlap: Double, topIsZero: Bool, keyboardAnimates: Bool, lookAhead: Double) {
            self.overlap = overlap
            self.topIsZero = topIsZero
            self.keyboardAnimates = keyboardAnimates
            self.lookAhead = lookAhead
        }
    }

    /// The last overlap a tick read (`prevKeyboardPosition`).
    public private(set) var prevKeyboardPosition: Double = 0
    /// The observer's copy of the keyboard's animation.
    public private(set) var animation: Copy?
    /// The display link runs (between a will and its did-task).
    public private(set) var linkRunning = false
    /// The last will's height (a show's end height, 0 for a hide).
    public private(set) var lastWillHeight: Double = 0
    /// The last willShow's end height (a copy made at a tick runs to it).
    public private(set) var lastShowHeight: Double = 0
    /// The last will was a willShow.
    public private(set) var lastWillWasShow = false
    /// A show's did-task ran and no willHide came since: the center KVO listens.
    public private(set) var shown = false
    /// The newest did-task's generation.
    public private(set) var generation = 0
    /// The newest keyboard animation's length (the spring's before any).
    public private(set) var newestMoveLength: Nanoseconds = KeyboardSpring.length
    /// The keyboard's model position the center KVO last heard.
    private var heardPosition: Double?

    public init() {}

    /// An animation moved the keyboard's top: a copy made from now on lasts `length`.
    public mutating func keyboardMoved(length: Nanoseconds) {
        newestMoveLength = length
    }

    /// keyboardWillShow / keyboardWillHide.
    public mutating func will(_ will: Will) -> WillOutcome {
        let height = will.isShow ? will.endHeight : 0
        if will.isShow { lastShowHeight = will.endHeight } else { shown = false }
        lastWillHeight = height
        lastWillWasShow = will.isShow
        if will.keyboardAnimates {
            animation = Copy(from: prevKeyboardPosition, to: height, length: newestMoveLength, last: prevKeyboardPosition)
        }
        linkRunning = true
        generation += 1
        let delay = animation?.length ?? Nanoseconds(Int(Time.seconds(will.duration) * 1000)) * 1_000_000
        return WillOutcome(event: .start(height), didTaskDelay: delay, generation: generation)
    }

    /// `updateKeyboardFrame` at a display-link tick: nothing if the link is paused, the
    /// overlap did not change or the drawn top is 0; with no copy while the keyboard's top
    /// animates, one is made as at a will (to the last willShow's height);
    /// `prevKeyboardPosition = o`; a finished copy sends nothing; another sends the
    /// look-ahead not behind `o` (`max` if it rises, else `min`), which becomes its last
    /// value; with none, `onMove(o)`.
    public mutating func tick(_ tick: Tick) -> KeyboardControllerEvent? {
        let o = tick.overlap
        guard linkRunning, o != prevKeyboardPosition, !tick.topIsZero else { return nil }
        if animation == nil, tick.keyboardAnimates {
            animation = Copy(from: prevKeyboardPosition, to: lastShowHeight, length: newestMoveLength, last: prevKeyboardPosition)
        }
        prevKeyboardPosition = o
        guard var copy = animation else { return .move(o) }
        if copy.isFinished { return nil }
        let value = copy.rises ? max(tick.lookAhead, o) : min(tick.lookAhead, o)
        copy.last = value
        animation = copy
        return .move(value)
    }

    /// The did-task of `generation`: stops the link, drops the copy, onEnd. An older
    /// generation's (cancelled) does nothing.
    public mutating func didTask(generation: Int) -> KeyboardControllerEvent? {
        guard generation == self.generation, linkRunning else { return nil }
        linkRunning = false
        animation = nil
        if lastWillWasShow {
            shown = true
            return .end(lastWillHeight)
        }
        prevKeyboardPosition = 0
        return .end(0)
    }

    /// The center KVO with the keyboard's model position `H - model top`, which the host
    /// reports wherever it may have changed. It fires only when the position changed since
    /// it was last reported (a drag that leaves the keyboard where it was is not heard), to
    /// one other than 0, after a show's did-task with the link paused (a will's own move is
    /// heard while the link runs: nothing): `prevKeyboardPosition` becomes it and JS hears
    /// `onInteractive`.
    public mutating func center(position: Double) -> KeyboardControllerEvent? {
        defer { heardPosition = position }
        guard let heard = heardPosition, heard != position, shown, !linkRunning, position != 0 else { return nil }
        prevKeyboardPosition = position
        return .interactive(position)
    }
}
