import TraceModel

/// Collects violations, keeping at most `limit` per invariant and counting the rest.
public struct ViolationLog {
    let limit: Int
    private(set) var violations: [Violation] = []
    /// Per built-in invariant, in catalogue order (empty until the first violation: most
    /// replays have none, and a log is made for each).
    private var counts: [Int] = []
    /// The checks of a handler's own, in the order they first failed, with their counts.
    private var ownCounts: [(id: InvariantID, count: Int)] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a violation of `id` over `frames`, whose values at `frame` say `text` (made
    /// only when the violation is kept): what a check of a handler's own reports.
    public mutating func add(_ id: InvariantID, frames: ClosedRange<Int>, frame: Int, text: @autoclosure () -> String) {
        guard count(id) <= limit else { return }
        violations.append(Violation(invariant: id, frames: frames, frame: frame, message: text()))
    }

    /// Adds a violation of `id`; `message` is made only when the violation is kept.
    mutating func add(_ id: InvariantID, frames: ClosedRange<Int>, frame: Int, message: @autoclosure () -> MessageText) {
        guard count(id) <= limit else { return }
        violations.append(Violation(invariant: id, frames: frames, frame: frame, message: message().description))
    }

    /// Counts one more violation of `id`; returns how many there are.
    private mutating func count(_ id: InvariantID) -> Int {
        let index = id.index
        if index < InvariantID.allCases.count {
            if counts.isEmpty { counts = [Int](repeating: 0, count: InvariantID.allCases.count) }
            counts[index] += 1
            return counts[index]
        }
        if let own = ownCounts.firstIndex(where: { $0.id == id }) {
            ownCounts[own].count += 1
            return ownCounts[own].count
        }
        ownCounts.append((id, 1))
        return 1
    }

    /// The counts beyond the limit, in catalogue order (then the handler's own checks by name).
    var omitted: [OmittedViolations] {
        (zip(InvariantID.allCases, counts).map { ($0, $1) } + ownCounts.sorted { $0.id < $1.id }.map { ($0.id, $0.count) })
            .compactMap { id, count in count > limit ? OmittedViolations(invariant: id, count: count - limit) : nil }
    }
}
