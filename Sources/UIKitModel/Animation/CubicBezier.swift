/// A CSS/Core Animation timing function: a cubic Bezier from (0, 0) to (1, 1)
/// with control points `(x1, y1)` and `(x2, y2)`.
///
/// `progress(at:)` solves `x(u) = s` for the curve parameter by Newton's method,
/// falling back to bisection, to 1e-9 (never a lookup table), then returns `y(u)`.
///
/// UIKit's three curves are solved by code specialised for each (`CubicBezier+UIKit.swift`):
/// the same operations in the same order on the same numbers, with the constants folded
/// in and the terms whose coefficient is 0 left out, so every result has the same bits.
public struct CubicBezier: Equatable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// UIKit's curve 0, `.easeInOut`.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// UIKit's curve 1, `.easeIn`.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// UIKit's curve 2, `.easeOut`.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)

    /// The eased progress at elapsed fraction `s` (clamped to 0...1).
    public func progress(at s: Double) -> Double {
        if !(s > 0) { return 0 }
        if s >= 1 { return 1 }
        switch UIKitCurve(self) {
        case .easeInOut?: return UIKitCurve.easeInOutProgress(at: s)
        case .easeIn?: return UIKitCurve.easeInProgress(at: s)
        case .easeOut?: return UIKitCurve.easeOutProgress(at: s)
        case nil: break
        }
        return Self.coordinate(solveParameter(forX: s), c1: y1, c2: y2)
    }

    /// `B(u)` for one coordinate with end points 0 and 1.
    @inline(__always)
    static func coordinate(_ u: Double, c1: Double, c2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * c1 + 3 * v * u * u * c2 + u * u * u
    }

    /// `dB/du` for one coordinate.
    @inline(__always)
    static func slope(_ u: Double, c1: Double, c2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * c1 + 6 * v * u * (c2 - c1) + 3 * u * u * (1 - c2)
    }

    /// The parameter `u` in 0...1 with `x(u) = x`, to within 1e-9.
    func solveParameter(forX x: Double) -> Double {
        Self.solveParameter(
            forX: x, coordinate: { Self.coordinate($0, c1: x1, c2: x2) }, slope: { Self.slope($0, c1: x1, c2: x2) })
    }

    /// The parameter `u` in 0...1 with `coordinate(u) = x`, to within 1e-9, for an x
    /// coordinate `coordinate` of slope `slope`: the one solver every curve uses, inlined
    /// into each so that a curve's constants are folded into its coordinate.
    @inline(__always)
    static func solveParameter(
        forX x: Double, coordinate: (Double) -> Double, slope: (Double) -> Double
    ) -> Double {
        let tolerance = 1e-9
        var u = x
        for _ in 0..<8 {
            let error = coordinate(u) - x
            if abs(error) < tolerance { return u }
            let derivative = slope(u)
            if abs(derivative) < 1e-12 { break }
            let next = u - error / derivative
            if !(next >= 0 && next <= 1) { break }
            u = next
        }
        // x(u) is monotonic on 0...1 for control x in 0...1: bisection always converges.
        var low = 0.0
        var high = 1.0
        u = x
        for _ in 0..<64 {
            let value = coordinate(u)
            if abs(value - x) < tolerance { return u }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }
}
