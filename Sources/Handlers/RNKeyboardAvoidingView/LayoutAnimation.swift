import UIKitModel

/// Fabric's `LayoutAnimation` as React Native 0.86.2 runs it on iOS (New Architecture,
/// `renderer/animations/`): a config that JS sets with `configureNext` and the next mount
/// with mutations takes, and each mutated view's value animated over the config's
/// duration.
enum LayoutAnimation {
    /// The `type` of a config's `update`, as `calculateAnimationProgress` (`utils.cpp`)
    /// interpolates it: "keyboard" has no branch there, so it is linear, like "linear".
    enum Easing: Equatable, Sendable {
        case linear, easeIn, easeOut, easeInEaseOut

        /// The easing JS passes for a notification's curve (`KeyboardAvoidingView.js`: the
        /// event's `easing`), as Fabric interpolates it.
        init(_ curve: AnimationCurve) {
            switch curve {
            case .easeInOut: self = .easeInEaseOut
            case .easeIn: self = .easeIn
            case .easeOut: self = .easeOut
            case .linear, .keyboard: self = .linear
            }
        }

        /// The progress at linear time `p` (0...1).
        func progress(_ p: Double) -> Double {
            switch self {
            case .linear: p
            case .easeIn: p * p
            case .easeOut: 1 - (1 - p) * (1 - p)
            case .easeInEaseOut: cosine((p + 1) * Double.pi) / 2 + 0.5
            }
        }
    }

    /// A pending config: `{duration: max', update: {duration: max', type: easing}}`.
    struct Config: Equatable, Sendable {
        /// `floor(max')` ms (`(uint64_t)duration`), in nanoseconds.
        let duration: Nanoseconds
        let easing: Easing

        /// The config `_updateBottomIfNecessary` sets for a notification's duration (ns)
        /// and curve: none when the duration is 0 ms (`duration &&` is false); else `max' =
        /// duration > 10 ? duration : 10` ms, truncated to whole ms by the C++ side.
        init?(notificationDuration: Nanoseconds, curve: AnimationCurve) {
            let milliseconds = Double(notificationDuration) / 1_000_000
            guard milliseconds != 0 else { return nil }
            let clamped = milliseconds > 10 ? milliseconds : 10
            duration = Nanoseconds(clamped.rounded(.down)) * 1_000_000
            easing = Easing(curve)
        }
    }

    /// One view's animated value (a list's height, a composer's or an inner view's `y`).
    struct View: Equatable, Sendable {
        /// An animation in flight: from `from` at `start` over the config.
        private struct Running: Equatable, Sendable {
            let from: Double
            let start: Nanoseconds
            let config: Config
        }

        /// `viewPrev`: the value applied at the last tick or mount (what is drawn).
        private(set) var applied: Double
        /// The value the last mount gave the view (its layout's).
        private(set) var target: Double
        private var running: Running?

        init(_ value: Double) {
            applied = value
            target = value
        }

        /// The value at `time`: the target unless an animation is in flight.
        func value(at time: Nanoseconds) -> Double {
            guard let running else { return target }
            let elapsed = Double(time - running.start) / Double(running.config.duration)
            let p = min(1, max(0, elapsed))
            return running.from + (target - running.from) * running.config.easing.progress(p)
        }

        /// A tick at `time` (a frame or a mount): the value there is applied; a finished
        /// animation ends.
        mutating func tick(at time: Nanoseconds) {
            applied = value(at: time)
            if let running, time - running.start >= running.config.duration { self.running = nil }
        }

        /// The view is mutated to `value` by a mount at `time`: with a config it restarts
        /// from `viewPrev` (`applied`, the last tick's or mount's value: a commit at frame
        /// k starts from frame k-1's value); without one its animation is finalized and it
        /// jumps (`LayoutAnimationKeyFrameManager.cpp` :918-931).
        mutating func mount(_ value: Double, config: Config?, at time: Nanoseconds) {
            target = value
            if let config, config.duration > 0 {
                running = Running(from: applied, start: time, config: config)
            } else {
                running = nil
                applied = value
            }
        }
    }
}
