/// The range a number in a trace must lie in, and how to say so when it does not.
///
/// Every number must also be finite: a literal that overflows a double is an error.
struct NumberRule {
    /// The lower bound.
    enum Lower {
        /// Any sign, down to `-limit`.
        case none
        /// `>= 0`.
        case nonNegative
        /// `> 0`.
        case positive
    }

    var lower: Lower
    /// The largest magnitude allowed.
    var limit: Double
    /// `limit` as messages spell it.
    var limitText: String
    /// Appended to range messages, e.g. ` seconds`.
    var unit: String = ""
    /// Whether the value must be a whole number.
    var integer = false

    /// Heights, sizes, insets, safe areas: `0...1e7`.
    static let points = NumberRule(lower: .nonNegative, limit: 1e7, limitText: "1e7")
    /// Origins, velocities, `composerLayout.height`: `-1e7...1e7`.
    static let signedPoints = NumberRule(lower: .none, limit: 1e7, limitText: "1e7")
    /// Screen sizes, `scrollView.height`, `composer.height`: `> 0`, at most 1e7.
    static let positivePoints = NumberRule(lower: .positive, limit: 1e7, limitText: "1e7")
    /// Times and durations in seconds: `0...3600`.
    static let seconds = NumberRule(
        lower: .nonNegative, limit: Limits.maximumSeconds, limitText: String(Int(Limits.maximumSeconds)), unit: " seconds")

    /// The problem with `value` (spelled `literal` in the file, spelled out only for a message), or nil if it is in range.
    func problem(with value: Double, literal: @autoclosure () -> String) -> String? {
        guard value.isFinite else { return "\(literal()) is too large for a double" }
        switch lower {
        case .positive where value <= 0:
            return "\(literal()) must be greater than 0"
        case .nonNegative where value < 0:
            return "\(literal()) must not be negative"
        default:
            break
        }
        guard abs(value) <= limit else {
            let lowerText = lower == .none ? "-\(limitText)" : "0"
            return "\(literal()) is out of range \(lowerText)...\(limitText)\(unit)"
        }
        if integer, value.rounded() != value { return "\(literal()) must be a whole number" }
        return nil
    }

    /// Whether `value` is finite and in range (`problem` is nil), without a message: the
    /// check of every valid number.
    func accepts(_ value: Double) -> Bool {
        guard value.isFinite, abs(value) <= limit, !integer || value.rounded() == value else { return false }
        switch lower {
        case .none: return true
        case .nonNegative: return value >= 0
        case .positive: return value > 0
        }
    }
}
