/// Round tick values for an axis: steps of 1, 2, 2.5 or 5 times a power of ten.
struct AxisTicks: Equatable {
    let values: [Double]
    /// Decimals that show every tick exactly.
    let decimals: Int
    /// The range the ticks cover: the data's, widened to whole steps.
    let lower: Double
    let upper: Double

    /// From `target` to about one and a half times as many ticks over `lower...upper`
    /// (widened to whole steps when `widen`).
    ///
    /// Every range gives ticks in a bounded number of steps, a finite range or not
    /// (`tickable(_:_:)` says what each becomes).
    init(_ lower: Double, _ upper: Double, target: Int = 6, widen: Bool = true) {
        var (low, high) = Self.tickable(lower, upper)
        let raw = (high - low) / (Double(max(1, target)) * 1.5)
        var power = 1.0
        var decimals = 0
        while power > raw { power /= 10; decimals += 1 }
        while power * 10 <= raw { power *= 10; decimals = max(0, decimals - 1) }
        var step = power
        var stepDecimals = decimals
        for (factor, extra) in [(1.0, 0), (2.0, 0), (2.5, 1), (5.0, 0), (10.0, 0)] where power * factor >= raw {
            step = power * factor
            stepDecimals = factor == 10 ? max(0, decimals - 1) : decimals + extra
            break
        }
        if widen {
            low = (low / step).rounded(.down) * step
            high = (high / step).rounded(.up) * step
        }
        var values: [Double] = []
        var index = (low / step).rounded(.up)
        while index * step <= high + step * 1e-9, values.count < 100 {
            values.append(index * step)
            index += 1
        }
        self.values = values
        self.decimals = stepDecimals
        self.lower = low
        self.upper = high
    }

    /// The largest magnitude an axis reaches; the values of a plot are far inside it
    /// (`FixedDecimal` writes at most 1e12), and within it no tick arithmetic overflows.
    static let largestMagnitude = 1e300

    /// The narrowest half span an axis shows, in absolute terms: a range narrower than
    /// 2e-9 would have equal labels anyway (they show at most 6 decimals).
    static let narrowestHalfSpan = 1e-9

    /// The narrowest half span an axis shows, relative to the magnitude of its ends:
    /// 2^-40 (about 12 significant digits), so that the tick index (the end over the step)
    /// stays below 2^53, where adding 1 to a `Double` still counts.
    static let narrowestRelativeHalfSpan = 0x1p-40

    /// The range the ticks are worked out over: `lower...upper` clamped to
    /// `±largestMagnitude` (NaN is 0); a range narrower than the narrowest half spans
    /// (above), equal ends among them, is widened about its middle by 1 either side, or
    /// by 2^-40 of its magnitude when that is more. Without it a range below about
    /// 4.5e-323 (a subnormal step that underflows to 0) or one whose ends differ by 1
    /// beyond 2^53 made the step search loop forever.
    static func tickable(_ lower: Double, _ upper: Double) -> (lower: Double, upper: Double) {
        func clamped(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, -largestMagnitude), largestMagnitude) }
        let low = clamped(min(lower, upper))
        let high = clamped(max(lower, upper))
        let magnitude = max(abs(low), abs(high))
        let halfSpan = high / 2 - low / 2
        if halfSpan >= narrowestHalfSpan, halfSpan >= magnitude * narrowestRelativeHalfSpan {
            return (low, high)
        }
        let middle = low / 2 + high / 2
        let widening = max(1, magnitude * narrowestRelativeHalfSpan)
        return (middle - widening, middle + widening)
    }

    /// A tick's label.
    func label(_ value: Double) -> String { FixedDecimal.string(value, decimals: decimals) }
}
