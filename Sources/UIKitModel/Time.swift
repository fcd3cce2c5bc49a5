/// Engine time: integer nanoseconds since the trace's start.
///
/// All timing inside the engine is integer, so a replay never accumulates
/// floating-point drift and gives the same frames on every platform.
public typealias Nanoseconds = Int64

/// Conversions between seconds (as traces spell them) and engine time.
public enum Time {
    /// One second in nanoseconds.
    public static let second: Nanoseconds = 1_000_000_000

    /// Converts seconds to nanoseconds as the spec says: `(t * 1e9).rounded()`,
    /// half away from zero, on the double product.
    ///
    /// The caller guarantees `|seconds| <= 3600` (the parser enforces it), so the
    /// result always fits.
    @inlinable
    public static func nanoseconds(fromSeconds seconds: Double) -> Nanoseconds {
        Nanoseconds((seconds * 1e9).rounded(.toNearestOrAwayFromZero))
    }

    /// Nanoseconds back to seconds (for curve evaluation).
    @inlinable
    public static func seconds(_ nanoseconds: Nanoseconds) -> Double {
        Double(nanoseconds) / 1e9
    }

    /// The time of frame `index` at `fps`: `index * 1e9 / fps` rounded to the
    /// nearest nanosecond (halves up), computed fresh, never accumulated.
    @inlinable
    public static func frameTime(index: Int, fps: Int) -> Nanoseconds {
        let numerator = Int64(index) * second
        let divisor = Int64(fps)
        return (numerator * 2 + divisor) / (divisor * 2)
    }

    /// The index of the last frame for a duration: `ceil(duration * fps / 1e9)`,
    /// in integers. Frames run from 0 through this index.
    @inlinable
    public static func lastFrameIndex(duration: Nanoseconds, fps: Int) -> Int {
        let product = duration * Int64(fps)
        return Int((product + second - 1) / second)
    }
}
