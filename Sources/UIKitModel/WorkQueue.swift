/// UIKit's "later", as one ordered queue: animation completions and
/// `DispatchQueue.main.async` work, run by due time, then by the order queued.
///
/// Main-queue work is due at the time it was queued (after the work being run
/// now); a completion is due when its animation ends. The queue is kept sorted
/// on insert; it is short, so an array beats a heap and never allocates once
/// its capacity has grown.
public struct WorkQueue<Work> {
    @usableFromInline
    struct Item {
        @usableFromInline let due: Nanoseconds
        let sequence: Int
        let work: Work
    }

    @usableFromInline var items: [Item] = []
    private var nextSequence = 0

    public init() {
        items.reserveCapacity(16)
    }

    public var isEmpty: Bool { items.isEmpty }

    /// The due time of the next work, if any.
    public var nextDue: Nanoseconds? { items.first?.due }

    /// Queues `work` to run at `due`, after everything already queued for that time.
    public mutating func schedule(_ work: Work, at due: Nanoseconds) {
        let item = Item(due: due, sequence: nextSequence, work: work)
        nextSequence += 1
        // Later items are usually due later: search from the back.
        var index = items.count
        while index > 0, items[index - 1].due > due {
            index -= 1
        }
        items.insert(item, at: index)
    }

    /// Whether work is due at or before `time` (strictly before it when `inclusive` is
    /// false): inlinable, so the check made twice a frame is not a generic call.
    @inlinable
    public func hasDue(_ time: Nanoseconds, inclusive: Bool) -> Bool {
        guard let first = items.first else { return false }
        return inclusive ? first.due <= time : first.due < time
    }

    /// Removes and returns the next work due at or before `time` (or strictly
    /// before it when `inclusive` is false), with its due time.
    public mutating func popDue(_ time: Nanoseconds, inclusive: Bool) -> (due: Nanoseconds, work: Work)? {
        guard let first = items.first else { return nil }
        guard inclusive ? first.due <= time : first.due < time else { return nil }
        items.removeFirst()
        return (first.due, first.work)
    }
}
