/// The keyboard's own curve (UIKit's private curve 7), as `docs/model.md` models it.
///
/// A spring with mass 3 and stiffness 1000 that, as measured on devices, behaves
/// critically damped: `p(t) = 1 - (1 + w t) e^(-w t)` with `w = sqrt(1000 / 3)`.
/// It lasts 0.5 s whatever duration the notification carries; from 0.5 s on the
/// progress is exactly 1.
public enum KeyboardSpring {
    /// `sqrt(1000 / 3)`, per second: the double nearest it, written out so that it is a
    /// constant (computed, it would be initialized lazily and checked at every read).
    public static let omega = 18.257418583505537
    /// The spring always runs this long (when the notification's duration is > 0).
    public static let length: Nanoseconds = 500_000_000

    /// Progress at `elapsed` nanoseconds after the start.
    public static func progress(elapsed: Nanoseconds) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= length { return 1 }
        let wt = omega * Time.seconds(elapsed)
        return 1 - (1 + wt) * Math.exp(-wt)
    }
}

/// UIKit's `usingSpringWithDamping:initialSpringVelocity:` spring, as reverse-engineered.
///
/// Mass 1; the stiffness is chosen so that the envelope `e^(-z w t)` falls to 0.001
/// at the given duration: `w = ln(1000) / (z * duration)`. The displacement
/// `x(t)` is the underdamped solution with `x(0) = 1`, `x'(0) = -v` (`v` in whole
/// distances per second) and the progress is `1 - x(t)`; it ends exactly on the
/// target at `duration`. Damping ratios of 1 or more use the critically damped form.
public struct DampedSpring: Equatable, Sendable {
    public let dampingRatio: Double
    public let initialVelocity: Double
    public let duration: Nanoseconds

    public init(dampingRatio: Double, initialVelocity: Double, duration: Nanoseconds) {
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
        self.duration = duration
    }

    /// Progress at `elapsed` nanoseconds after the start.
    public func progress(elapsed: Nanoseconds) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        let t = Time.seconds(elapsed)
        let z = dampingRatio
        let w = Math.log(1000) / (z * Time.seconds(duration))
        let v = initialVelocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (z * w - v) / wd
            let x = Math.exp(-z * w * t) * (Math.cos(wd * t) + b * Math.sin(wd * t))
            return 1 - x
        }
        let x = Math.exp(-w * t) * (1 + (w - v) * t)
        return 1 - x
    }
}
