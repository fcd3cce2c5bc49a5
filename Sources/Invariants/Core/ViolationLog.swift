import TraceKit

/// Collects violations, keeping at most `limit` per invariant and counting the rest.
struct ViolationLog {
    let limit: Int
    private(set) var violations: [Violation] = []
    private var counts = [Int](repeating: 0, count: InvariantID.allCases.count)

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a violation of `id`; `message` is made only when the violation is kept.
    mutating func add(_ id: InvariantID, frames: ClosedRange<Int>, frame: Int, message: @autoclosure () -> MessageText) {
        let index = InvariantID.allCases.firstIndex(of: id) ?? 0
        counts[index] += 1
        guard counts[index] <= limit else { return }
        violations.append(Violation(invariant: id, frames: frames, frame: frame, message: message().description))
    }

    /// The counts beyond the limit, in catalogue order.
    var omitted: [OmittedViolations] {
        zip(InvariantID.allCases, counts).compactMap { id, count in
            count > limit ? OmittedViolations(invariant: id, count: count - limit) : nil
        }
    }
}
