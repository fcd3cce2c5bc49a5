/// Numbers for pictures: a fixed number of decimals, rounded half away from zero, trailing
/// zeros dropped, never `-0`, never an exponent, whatever the locale.
///
/// SVG coordinates and axis labels go through it, so the same plot is the same bytes
/// everywhere (`String(describing:)` of a `Double` is shortest-round-trip, not fixed).
enum FixedDecimal {
    /// The largest magnitude written as is; larger ones (far off any plot) are clamped.
    static let limit = 1e12

    /// `x` with at most `decimals` decimals (0...6): `12.5`, `-3`, `0.25`.
    static func string(_ x: Double, decimals: Int = 1) -> String {
        let decimals = min(max(decimals, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let clamped = x.isNaN ? 0 : min(max(x, -limit), limit)
        let scaled = Int64((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = magnitude % UInt64(scale)
        var digits = decimals
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var text = scaled < 0 ? "-" : ""
        text += String(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
