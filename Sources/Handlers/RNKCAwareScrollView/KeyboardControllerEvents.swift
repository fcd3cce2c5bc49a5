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
}

/// The library's native keyboard observer as a pure state machine over numbers: the handler
/// reads the world (overlaps, whether the keyboard's top animates, the overlap two frames
/// ahead on the keyboard's own curve) and hands them in; each transition returns the events
/// JavaScript hears, in order.
///
/// - It observes only `keyboardWillShow` and `keyboardWillHide` (`will(_:)`): onStart with
///   the end frame's height (a hide: 0), the display link starts, and a did-task is
///   scheduled (`Will.didTaskDelay`, a pending one cancelled: `generation`).
/// - `animation`, the observer's copy of the keyboard's animation: made at a will while the
///   keyboard's top animates, from `prevKeyboardPosition` to the will's height, lasting as
///   the newest keyboard move (0.5 s for curve 7, its duration for 0...3); else left as it
///   is; dropped by the did-task.
/// - Per frame (`tick(_:)`): see `Tick`.
/// - The did-task (`didTask(generation:)`) stops the link, drops `animation`, and calls
///   `onEnd(height)` (a show; `prevKeyboardPosition` stays) or `onEnd(0)` (a hide; it becomes 0).
/// - `interactive(overlap:)`: the center KVO (link paused, after a show's did-task) only
///   sets `prevKeyboardPosition`.
public struct KeyboardMovementObserver: Equatable, Sendable {
    /// The observer's copy of the keyboard's animation.
    public struct Copy: Equatable, Sendable {
        public var from: Double
        public var to: Double
        /// How long it lasts (ns): the newest keyboard move's length.
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
        /// The length of the newest keyboard move still in flight (ns), if any.
        public var newestMoveLength: Nanoseconds?

        public init(isShow: Bool, endHeight: Double, duration: Nanoseconds, keyboardAnimates: Bool, newestMoveLength: Nanoseconds?) {
            self.isShow = isShow
            self.endHeight = endHeight
            self.duration = duration
            self.keyboardAnimates = keyboardAnimates
            self.newestMoveLength = newestMoveLength
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
        /// The newest keyboard move's length (ns), if one is in flight.
        public var newestMoveLength: Nanoseconds?
        /// The overlap the keyboard's animations in flight give at frame `n + 2`'s time.
        public var lookAhead: Double

        public init(overlap: Double, topIsZero: Bool, keyboardAnimates: Bool, newestMoveLength: Nanoseconds?, lookAhead: Double) {
            self.overlap = overlap
            self.topIsZero = topIsZero
            self.keyboardAnimates = keyboardAnimates
            self.newestMoveLength = newestMoveLength
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
    /// The last willShow's end height.
    public private(set) var lastShowHeight: Double = 0
    /// The last will was a willShow.
    public private(set) var lastWillWasShow = false
    /// A show's did-task ran and no willHide came since: the center KVO listens.
    public private(set) var shown = false
    /// The newest did-task's generation.
    public private(set) var generation = 0

    public init() {}

    /// keyboardWillShow / keyboardWillHide.
    public mutating func will(_ will: Will) -> WillOutcome {
        let height = will.isShow ? will.endHeight : 0
        if will.isShow { lastShowHeight = will.endHeight } else { shown = false }
        lastWillHeight = height
        lastWillWasShow = will.isShow
        if will.keyboardAnimates, let length = will.newestMoveLength {
            animation = Copy(from: prevKeyboardPosition, to: height, length: length, last: prevKeyboardPosition)
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
        if animation == nil, tick.keyboardAnimates, let length = tick.newestMoveLength {
            animation = Copy(from: prevKeyboardPosition, to: lastShowHeight, length: length, last: prevKeyboardPosition)
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

    /// The center KVO (heard while the link is paused, after a show's did-task): only
    /// `prevKeyboardPosition = overlap` when not 0 (`H - model kbTop`).
    public mutating func interactive(overlap: Double) {
        guard shown, !linkRunning, overlap != 0 else { return }
        prevKeyboardPosition = overlap
    }
}
