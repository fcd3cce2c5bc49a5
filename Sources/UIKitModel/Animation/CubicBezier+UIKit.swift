/// UIKit's three Bezier curves, each solved by `CubicBezier.solveParameter` with its
/// control points as constants.
///
/// Bit for bit what the general solve gives: the operations of `CubicBezier.coordinate`
/// and `slope` in the same order, with the control points folded in. A term whose
/// coefficient is 0 is left out: on 0...1, where the solve keeps `u` (and so `v = 1 - u`),
/// every term is a product of numbers `>= 0`, so the term is `+0`, and `+0 + a` is `a`
/// for every `a >= 0` (for `a = +0` too); `a * 1` is `a`. Why: a Bezier solve was the
/// largest single cost of drawing a dense trace's frames (9% of its cycles).
enum UIKitCurve {
    case easeInOut, easeIn, easeOut

    /// The UIKit curve `curve` is, bit for bit, if it is one.
    @inline(__always)
    init?(_ curve: CubicBezier) {
        func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
        // All three start (0, 0) and end (1, 1) with y1 = 0 and y2 = 1.
        guard same(curve.y1, 0), same(curve.y2, 1) else { return nil }
        if same(curve.x1, 0.42) {
            if same(curve.x2, 0.58) {
                self = .easeInOut
            } else if same(curve.x2, 1) {
                self = .easeIn
            } else {
                return nil
            }
        } else if same(curve.x1, 0), same(curve.x2, 0.58) {
            self = .easeOut
        } else {
            return nil
        }
    }

    /// `y(u)` with `y1 = 0`, `y2 = 1` (every UIKit curve): `3 v u u + u u u`.
    @inline(__always)
    static func y(_ u: Double) -> Double {
        let v = 1 - u
        return 3 * v * u * u + u * u * u
    }

    /// `.easeInOut`'s progress at `s` in (0, 1): x1 = 0.42, x2 = 0.58, nothing left out.
    static func easeInOutProgress(at s: Double) -> Double {
        let u = CubicBezier.solveParameter(
            forX: s, coordinate: { CubicBezier.coordinate($0, c1: 0.42, c2: 0.58) },
            slope: { CubicBezier.slope($0, c1: 0.42, c2: 0.58) })
        return y(u)
    }

    /// `.easeIn`'s progress at `s` in (0, 1): x1 = 0.42, x2 = 1, so the slope's last
    /// term, `3 u u (1 - x2)`, is left out.
    static func easeInProgress(at s: Double) -> Double {
        let u = CubicBezier.solveParameter(
            forX: s, coordinate: { CubicBezier.coordinate($0, c1: 0.42, c2: 1) },
            slope: { u in
                let v = 1 - u
                return 3 * v * v * 0.42 + 6 * v * u * (1 - 0.42)
            })
        return y(u)
    }

    /// `.easeOut`'s progress at `s` in (0, 1): x1 = 0, x2 = 0.58, so the first terms of
    /// x and of its slope, `3 v v u x1` and `3 v v x1`, are left out.
    static func easeOutProgress(at s: Double) -> Double {
        let u = CubicBezier.solveParameter(
            forX: s,
            coordinate: { u in
                let v = 1 - u
                return 3 * v * u * u * 0.58 + u * u * u
            },
            slope: { u in
                let v = 1 - u
                return 6 * v * u * 0.58 + 3 * u * u * (1 - 0.58)
            })
        return y(u)
    }
}
