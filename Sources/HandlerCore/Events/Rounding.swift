/// Rounder versions of a number, the shrinker's simplest edit of a value: declared here so
/// that a world input's declaration can offer them (`WorldInputCoding.simplifications`).
public enum Rounding {
    /// Rounder versions of `value`: to 1, 10 and 100 (those that differ from it).
    public static func rounder(_ value: Double) -> [Double] {
        var results: [Double] = []
        for step in [1.0, 10, 100] {
            let rounded = (value / step).rounded() * step
            if rounded != value, !results.contains(rounded) { results.append(rounded) }
        }
        return results
    }
}
