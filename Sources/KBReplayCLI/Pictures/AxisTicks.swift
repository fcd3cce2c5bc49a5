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
    init(_ lower: Double, _ upper: Double, target: Int = 6, widen: Bool = true) {
        var low = lower
        var high = upper
        if !(high > low) {
            low -= 1
            high += 1
        }
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

    /// A tick's label.
    func label(_ value: Double) -> String { FixedDecimal.string(value, decimals: decimals) }
}
