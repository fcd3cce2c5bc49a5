/// How an animation's progress runs from 0 to 1.
public enum Timing: Equatable, Sendable {
    case bezier(CubicBezier)
    case linear
    case keyboard
    case spring(DampedSpring)

    /// The timing UIKit uses for a notification or `UIView.animate` curve.
    public init(curve: AnimationCurve) {
        switch curve {
        case .easeInOut: self = .bezier(.easeInOut)
        case .easeIn: self = .bezier(.easeIn)
        case .easeOut: self = .bezier(.easeOut)
        case .linear: self = .linear
        case .keyboard: self = .keyboard
        }
    }

    /// Progress after `elapsed` of an animation that lasts `length`.
    ///
    /// Always inlined: its callers are the few places that draw a record, where a call
    /// would copy the timing out of the record or animation entry to pass it.
    @inline(__always)
    public func progress(elapsed: Nanoseconds, length: Nanoseconds) -> Double {
        if elapsed >= length { return 1 }
        if elapsed <= 0 { return 0 }
        switch self {
        case .bezier(let curve):
            return curve.progress(at: Double(elapsed) / Double(length))
        case .linear:
            return Double(elapsed) / Double(length)
        case .keyboard:
            return KeyboardSpring.progress(elapsed: elapsed)
        case .spring(let spring):
            return spring.progress(elapsed: elapsed)
        }
    }
}

/// An animation as a `UIView.animate` call describes it: a timing and how long it runs.
public struct AnimationSpec: Equatable, Sendable {
    public let timing: Timing
    /// How long the animation really runs (0.5 s for the keyboard spring).
    public let length: Nanoseconds

    /// The animation for a curve and requested duration, or `nil` when it is not
    /// animated (a duration that rounds to 0 ns).
    public init?(curve: AnimationCurve, duration: Nanoseconds) {
        guard duration > 0 else { return nil }
        self.timing = Timing(curve: curve)
        self.length = curve == .keyboard ? KeyboardSpring.length : duration
    }

    public init?(timing: Timing, duration: Nanoseconds) {
        guard duration > 0 else { return nil }
        self.timing = timing
        self.length = duration
    }
}
