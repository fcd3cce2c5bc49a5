/// UIKit's "later", as one ordered queue: animation completions and
/// `DispatchQueue.main.async` work, run by due time, then by the order queued.
///
/// Main-queue work is due at the time it was queued (after the work being run
/// now); a completion is due when its animation ends. The queue is kept sorted
/// on insert; it is short, so an array beats a heap and never allocates once
/// its capacity has grown.
@frozen
public struct WorkQueue<Work> {
    @usableFromInline
    struct Item {
        @usableFromInline let due: Nanoseconds
        @usableFromInline let sequence: Int
        @usableFromInline let work: Work

        @usableFromInline
        init(due: Nanoseconds, sequence: Int, work: Work) {
            self.due = due
            self.sequence = sequence
            self.work = work
        }
    }

    @usableFromInline var items: [Item] = []
    @usableFromInline var nextSequence = 0

    @inlinable
    public init() {
        items.reserveCapacity(16)
    }

    @inlinable public var isEmpty: Bool { items.isEmpty }

    /// The due time of the next work, if any.
    @inlinable public var nextDue: Nanoseconds? { items.first?.due }

    /// Queues `work` to run at `due`, after everything already queued for that time.
    @inlinable
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

    /// Removes and returns the next work due at or before `time` (or strictly
    /// before it when `inclusive` is false), with its due time.
    @inlinable
    public mutating func popDue(_ time: Nanoseconds, inclusive: Bool) -> (due: Nanoseconds, work: Work)? {
        guard let first = items.first else { return nil }
        guard inclusive ? first.due <= time : first.due < time else { return nil }
        items.removeFirst()
        return (first.due, first.work)
    }
}
