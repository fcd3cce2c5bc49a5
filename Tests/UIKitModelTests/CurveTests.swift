import Foundation
import Testing
@testable import UIKitModel

/// The timing curves against values computed here from their closed forms.
struct CurveTests {
    /// x(u) and y(u) of a cubic Bezier from (0,0) to (1,1), written out independently.
    static func bezierPoint(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 - u
        return 3 * a * a * u * p1 + 3 * a * u * u * p2 + u * u * u
    }

    /// Progress at `s` by plain bisection on x(u) (an independent solver).
    static func bezierReference(_ curve: (Double, Double, Double, Double), at s: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezierPoint(mid, curve.0, curve.2) < s { low = mid } else { high = mid }
        }
        return bezierPoint((low + high) / 2, curve.1, curve.3)
    }

    static let samples: [Double] = [0, 0.01, 0.1, 0.25, 0.3333, 0.5, 0.66, 0.75, 0.9, 0.999, 1]

    @Test(arguments: [
        (CubicBezier.easeInOut, (0.42, 0.0, 0.58, 1.0)),
        (CubicBezier.easeIn, (0.42, 0.0, 1.0, 1.0)),
        (CubicBezier.easeOut, (0.0, 0.0, 0.58, 1.0)),
    ])
    func bezierMatchesReference(curve: CubicBezier, points: (Double, Double, Double, Double)) {
        for s in Self.samples {
            #expect(close(curve.progress(at: s), Self.bezierReference(points, at: s), within: 1e-8), "s = \(s)")
        }
    }

    @Test func easeInOutIsSymmetricAndHalfAtHalf() {
        #expect(close(CubicBezier.easeInOut.progress(at: 0.5), 0.5, within: 1e-9))
        for s in Self.samples {
            let sum = CubicBezier.easeInOut.progress(at: s) + CubicBezier.easeInOut.progress(at: 1 - s)
            #expect(close(sum, 1, within: 1e-8))
        }
    }

    @Test func linearIsTheElapsedFraction() {
        #expect(Timing.linear.progress(elapsed: 25, length: 100) == 0.25)
        #expect(Timing.linear.progress(elapsed: 100, length: 100) == 1)
    }

    /// `docs/model.md`'s check values for the keyboard curve.
    @Test func keyboardSpringCheckValues() {
        let w = (1000.0 / 3.0).squareRoot()
        func p(_ t: Double) -> Double { 1 - (1 + w * t) * exp(-w * t) }
        #expect(close(KeyboardSpring.progress(elapsed: 100_000_000), 0.54478, within: 5e-6))
        #expect(close(KeyboardSpring.progress(elapsed: 250_000_000), 0.94204, within: 5e-6))
        #expect(close(KeyboardSpring.progress(elapsed: 499_999_999), 0.99890, within: 5e-6))
        #expect(KeyboardSpring.progress(elapsed: 500_000_000) == 1)
        for ms in stride(from: 0, to: 500, by: 7) {
            let ns = Nanoseconds(ms) * 1_000_000
            #expect(close(KeyboardSpring.progress(elapsed: ns), p(Double(ms) / 1000), within: 1e-12))
        }
        // The measured device trace: 0 to 336 pt.
        #expect(abs(336 * KeyboardSpring.progress(elapsed: 80_000_000) - 144.11) < 0.01)
        #expect(abs(336 * KeyboardSpring.progress(elapsed: 250_000_000) - 316.52) < 0.01)
    }

    /// The written-out constant is the double nearest `sqrt(1000 / 3)`, bit for bit.
    @Test func keyboardSpringOmegaIsTheSquareRoot() {
        #expect(KeyboardSpring.omega.bitPattern == (1000.0 / 3.0).squareRoot().bitPattern)
    }

    @Test func keyboardCurveRunsHalfASecondWhateverTheDuration() {
        #expect(AnimationSpec(curve: .keyboard, duration: 250_000_000)?.length == 500_000_000)
        #expect(AnimationSpec(curve: .keyboard, duration: 1_000_000_000)?.length == 500_000_000)
        #expect(AnimationSpec(curve: .keyboard, duration: 0) == nil)
        #expect(AnimationSpec(curve: .easeIn, duration: 180_000_000)?.length == 180_000_000)
    }

    /// The button's show spring: damping ratio 0.8, velocity 0.5, 0.25 s.
    @Test func dampedSpringClosedForm() {
        let spring = DampedSpring(dampingRatio: 0.8, initialVelocity: 0.5, duration: 250_000_000)
        let z = 0.8, v = 0.5
        let w = log(1000.0) / (z * 0.25)
        let wd = w * (1 - z * z).squareRoot()
        func p(_ t: Double) -> Double {
            1 - exp(-z * w * t) * (cos(wd * t) + (z * w - v) / wd * sin(wd * t))
        }
        for ms in [1, 10, 50, 100, 150, 200, 249] {
            let t = Double(ms) / 1000
            #expect(close(spring.progress(elapsed: Nanoseconds(ms) * 1_000_000), p(t), within: 1e-12))
        }
        #expect(spring.progress(elapsed: 250_000_000) == 1)
        // It starts with the given velocity: p'(0) = v.
        let slope = spring.progress(elapsed: 1_000) / 1e-6
        #expect(close(slope, v, within: 1e-3))
    }

    /// Elapsed fractions for the bit-for-bit comparisons: a fine grid, the ends of (0, 1),
    /// and seeded random ones.
    static let manyFractions: [Double] = {
        var fractions = (1..<20_000).map { Double($0) / 20_000 }
        fractions += [Double.leastNonzeroMagnitude, 1e-12, 1e-9, 1e-6, 1 - 1e-6, 1 - 1e-9, 1.0.nextDown]
        // A 64-bit LCG's top 53 bits, as a fraction in [0, 1).
        var state: UInt64 = 0x5EED_0032
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            fractions.append(Double(state >> 11) / 0x1p53)
        }
        return fractions
    }()

    /// UIKit's curves are solved by code specialised for each; it gives, bit for bit,
    /// what the general solve gives from the control points.
    @Test(arguments: [CubicBezier.easeInOut, .easeIn, .easeOut])
    func uikitCurvesSolveBitForBitAsTheGeneralSolve(curve: CubicBezier) {
        var differences = 0
        for s in Self.manyFractions {
            let general = CubicBezier.coordinate(curve.solveParameter(forX: s), c1: curve.y1, c2: curve.y2)
            if curve.progress(at: s).bitPattern != general.bitPattern { differences += 1 }
        }
        #expect(differences == 0)
    }

    /// Only a curve with UIKit's control points, bit for bit, takes the specialised solve.
    @Test func onlyUIKitsControlPointsAreSpecialised() {
        #expect(UIKitCurve(CubicBezier(0.42, 0, 0.58, 1)) == .easeInOut)
        #expect(UIKitCurve(CubicBezier(0.42, 0, 1, 1)) == .easeIn)
        #expect(UIKitCurve(CubicBezier(0, 0, 0.58, 1)) == .easeOut)
        #expect(UIKitCurve(CubicBezier(0.42, 0, 0.58, 0.999)) == nil)
        #expect(UIKitCurve(CubicBezier(0.42, -0.0, 0.58, 1)) == nil)
        #expect(UIKitCurve(CubicBezier(-0.0, 0, 0.58, 1)) == nil)
        #expect(UIKitCurve(CubicBezier(0.25, 0.1, 0.25, 1)) == nil)
    }

    /// A damped spring's progress, with its constants computed once, is bit for bit the
    /// closed form computed here in the order the spec writes it, for the underdamped
    /// and the critically damped forms.
    @Test(arguments: [(0.8, 0.5), (0.3, -2.0), (1.0, 0.5), (1.5, 3.0)])
    func dampedSpringIsTheClosedFormBitForBit(dampingRatio: Double, velocity: Double) {
        let duration: Nanoseconds = 250_000_000
        let spring = DampedSpring(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
        let z = dampingRatio, v = velocity
        let w = log(1000.0) / (z * 0.25)
        func p(_ t: Double) -> Double {
            if z < 1 {
                let wd = w * (1 - z * z).squareRoot()
                let b = (z * w - v) / wd
                return 1 - exp(-z * w * t) * (cos(wd * t) + b * sin(wd * t))
            }
            return 1 - exp(-w * t) * (1 + (w - v) * t)
        }
        var differences = 0
        for elapsed in stride(from: 1 as Nanoseconds, to: duration, by: 99_991) {
            if spring.progress(elapsed: elapsed).bitPattern != p(Double(elapsed) / 1e9).bitPattern { differences += 1 }
        }
        #expect(differences == 0)
        #expect(spring.progress(elapsed: 0) == 0)
        #expect(spring.progress(elapsed: duration) == 1)
    }
}
