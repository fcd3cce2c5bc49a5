import UIKitModel

/// What JS hears from react-native-keyboard-controller 1.22.4's native observer
/// (`ios/observers/movement/observer/KeyboardMovementObserver+*.swift`), per frame: a small
/// state machine fed by the host handler with what UIKit tells the observer.
///
/// - A will (`keyboardWillShow` / `keyboardWillHide` only) gives `onStart` with the END
///   height at once (`end.height`, not the overlap; 0 for a hide), starts the display link
///   and schedules the did-task, cancelling a pending one, `animation?.duration ?? duration`
///   later. `animation`, the observer's copy of the keyboard's animation, is made at a will
///   while the keyboard's top animates: from `prevKeyboardPosition` to the will's height,
///   lasting as the newest keyboard animation; else it stays as it is (none after a
///   did-task), and the did-task waits the notification's duration in whole ms.
/// - The did-task stops the link, drops `animation` and gives `onEnd` with the will's height
///   (a hide also sets `prevKeyboardPosition` to 0; a show starts the center KVO).
/// - Each frame while the link runs (`frame`): the drawn overlap `o`; nothing if it did not
///   change or the drawn top is 0; an `animation` made if the top animates without one;
///   `onMove` with the keyboard's own curve two display-link periods ahead, never behind
///   `o`, only while the copy is not finished.
/// - The center KVO, while the link is paused after a show's did-task until the next
///   willHide: a model position that changed and is not 0 gives `onInteractive`.
///
/// Model choices: "the newest keyboard animation" is the newest will that moved the
/// keyboard's top (its length; the keyboard spring's 0.5 s before any); the look-ahead
/// value is computed by the host on the world's keyboard curve and passed in.
public struct KeyboardControllerEvents: Equatable, Sendable {
    /// One callback JS receives.
    public enum Event: Equatable, Sendable {
        case start(height: Double)
        case move(height: Double)
        case end(height: Double)
        case interactive(position: Double)
    }

    /// The observer's copy of the keyboard's animation.
    public struct Copy: Equatable, Sendable {
        public let from: Double
        public let to: Double
        public let length: Nanoseconds
        /// The last value `onMove` was given from it (`from` at first).
        public var lastValue: Double

        /// Whether it rises: starts below its end.
        public var rises: Bool { from < to }
        /// Reanimated's `isFinished`: the last value is its end.
        public var isFinished: Bool { lastValue == to }
    }

    /// What a will does: JS's `onStart`, and the did-task to queue.
    public struct Will: Equatable, Sendable {
        public let event: Event
        /// The did-task's token (`didTask(token:)` ignores an older one: it was cancelled).
        public let token: Int
        /// How long after the will the did-task runs.
        public let delay: Nanoseconds
    }

    public private(set) var prevKeyboardPosition: Double = 0
    public private(set) var animation: Copy?
    /// Whether the display link runs (between a will and its did-task).
    public private(set) var linkRunning = false
    /// Whether the center KVO is heard: from a show's did-task to the next willHide.
    public private(set) var observingCenter = false
    /// The height the pending did-task hands `onEnd`, and whether it ends a show.
    private var pendingEnd = 0.0
    private var pendingShow = false
    private var token = 0
    /// The newest keyboard-moving will's animation length.
    private var newestLength: Nanoseconds
    /// The model position the center KVO last saw.
    private var lastCenterPosition: Double?

    /// The length of the keyboard's spring (curve 7).
    public static let springLength = AnimationSpec(curve: .keyboard, duration: 250_000_000)!.length

    public init() { newestLength = Self.springLength }

    /// A `keyboardWillShow` (`show` with its end frame's height) or `keyboardWillHide`
    /// (`show` nil).
    ///
    /// - Parameters:
    ///   - keyboardMove: this will's animation length when it moved the keyboard's top.
    ///   - topAnimating: whether the keyboard's top animates now (this move or an earlier one).
    ///   - duration: the notification's own duration.
    public mutating func will(
        show height: Double?, keyboardMove: Nanoseconds?, topAnimating: Bool, duration: Nanoseconds
    ) -> Will {
        let e = height ?? 0
        if let keyboardMove { newestLength = keyboardMove }
        if topAnimating || keyboardMove != nil {
            animation = Copy(from: prevKeyboardPosition, to: e, length: newestLength, lastValue: prevKeyboardPosition)
        }
        if height == nil {
            observingCenter = false
            lastCenterPosition = nil
        }
        token += 1
        linkRunning = true
        pendingEnd = e
        pendingShow = height != nil
        // `Int(duration * 1000)` ms.
        let delay = animation?.length ?? duration / 1_000_000 * 1_000_000
        return Will(event: .start(height: e), token: token, delay: delay)
    }

    /// The did-task: `onEnd`, unless a newer will cancelled it.
    public mutating func didTask(token: Int) -> Event? {
        guard token == self.token, linkRunning else { return nil }
        linkRunning = false
        animation = nil
        if pendingShow {
            observingCenter = true
        } else {
            prevKeyboardPosition = 0
        }
        return .end(height: pendingEnd)
    }

    /// `updateKeyboardFrame` at a frame while the link runs, after the world's tick.
    ///
    /// - Parameters:
    ///   - overlap: `H - kbTop` drawn now (not clamped).
    ///   - drawnTop: the keyboard's drawn top.
    ///   - lookAhead: the overlap the keyboard's animations in flight give two link periods on.
    ///   - topAnimating: whether the keyboard's top animates now.
    ///   - lastShowHeight: the last willShow's height (for a copy made here).
    public mutating func frame(
        overlap o: Double, drawnTop: Double, lookAhead: Double, topAnimating: Bool, lastShowHeight: Double
    ) -> Event? {
        guard linkRunning, o != prevKeyboardPosition, drawnTop != 0 else { return nil }
        if animation == nil, topAnimating {
            animation = Copy(from: prevKeyboardPosition, to: lastShowHeight, length: newestLength, lastValue: prevKeyboardPosition)
        }
        prevKeyboardPosition = o
        guard var copy = animation else { return .move(height: o) }
        guard !copy.isFinished else { return nil }
        let v = copy.rises ? max(lookAhead, o) : min(lookAhead, o)
        copy.lastValue = v
        animation = copy
        return .move(height: v)
    }

    /// The center KVO: the keyboard's model position `H - model top`, heard only while the
    /// link is paused after a show's did-task; a change to a position other than 0 is an
    /// `onInteractive`.
    public mutating func center(position: Double) -> Event? {
        guard observingCenter else { return nil }
        defer { lastCenterPosition = position }
        guard !linkRunning, let last = lastCenterPosition, last != position, position != 0 else { return nil }
        return .interactive(position: position)
    }
}
