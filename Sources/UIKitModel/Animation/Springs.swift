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
        Constants(self).progress(elapsed: elapsed)
    }

    /// The numbers a spring's progress computes before it reads the time, computed once:
    /// an animation keeps them for every frame it draws (`AnimationsInFlight`), where they
    /// were computed at each (a square root and two divisions).
    ///
    /// The same operations in the same order as written out in one function, so each
    /// progress has the same bits.
    @usableFromInline
    struct Constants: Sendable {
        let duration: Nanoseconds
        /// `z < 1`: the underdamped form.
        let underdamped: Bool
        /// The envelope's exponent per second: `-z w` (underdamped) or `-w`.
        let decay: Double
        /// `wd = w sqrt(1 - z^2)` (underdamped).
        let frequency: Double
        /// The sine's factor `b = (z w - v) / wd` (underdamped), or the time's `w - v`.
        let factor: Double

        init(_ spring: DampedSpring) {
            let z = spring.dampingRatio
            let w = Math.log(1000) / (z * Time.seconds(spring.duration))
            let v = spring.initialVelocity
            duration = spring.duration
            underdamped = z < 1
            if underdamped {
                let wd = w * (1 - z * z).squareRoot()
                decay = -z * w
                frequency = wd
                factor = (z * w - v) / wd
            } else {
                decay = -w
                frequency = 0
                factor = w - v
            }
        }

        /// Progress at `elapsed` nanoseconds after the start: underdamped,
        /// `1 - e^(-z w t) (cos(wd t) + b sin(wd t))`; critically damped,
        /// `1 - e^(-w t) (1 + (w - v) t)`.
        func progress(elapsed: Nanoseconds) -> Double {
            if elapsed <= 0 { return 0 }
            if elapsed >= duration { return 1 }
            let t = Time.seconds(elapsed)
            if underdamped {
                let x = Math.exp(decay * t) * (Math.cos(frequency * t) + factor * Math.sin(frequency * t))
                return 1 - x
            }
            let x = Math.exp(decay * t) * (1 + factor * t)
            return 1 - x
        }
    }
}
