/// UIKit's "later", as one ordered queue: animation completions and
/// `DispatchQueue.main.async` work, run by due time, then by the order queued.
///
/// Main-queue work is due at the time it was queued (after the work being run
/// now); a completion is due when its animation ends. The queue is kept sorted
/// on insert; it is short, so an array beats a heap and never allocates once
/// its capacity has grown. Work runs from a moving front (`head`): taking one
/// does not shift the rest, which are compacted only once the taken ones are
/// as many as those left.
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

    /// Taken items stay before `head` until the next compaction.
    @usableFromInline var items: [Item] = []
    @usableFromInline var head = 0
    @usableFromInline var nextSequence = 0

    @inlinable
    public init() {
        items.reserveCapacity(16)
    }

    @inlinable public var isEmpty: Bool { head == items.count }

    /// The due time of the next work, if any.
    @inlinable public var nextDue: Nanoseconds? { isEmpty ? nil : items[head].due }

    /// Queues `work` to run at `due`, after everything already queued for that time.
    @inlinable
    public mutating func schedule(_ work: Work, at due: Nanoseconds) {
        let item = Item(due: due, sequence: nextSequence, work: work)
        nextSequence += 1
        // Later items are usually due later: most go at the end.
        guard head < items.count, items[items.count - 1].due > due else {
            items.append(item)
            return
        }
        // Main-queue work while completions wait: after the last item due by `due`, found
        // by bisection (a walk from the back passed every waiting completion).
        var low = head
        var high = items.count - 1
        while low < high {
            let middle = low + (high - low) / 2
            if items[middle].due > due { high = middle } else { low = middle + 1 }
        }
        items.insert(item, at: low)
    }

    /// Whether work is due at or before `time` (or strictly before it when `inclusive` is
    /// false): what `popDue` would take something, asked without taking it.
    @inlinable @inline(__always)
    public func hasDue(_ time: Nanoseconds, inclusive: Bool) -> Bool {
        guard !isEmpty else { return false }
        let due = items[head].due
        return inclusive ? due <= time : due < time
    }

    /// Removes and returns the next work due at or before `time` (or strictly
    /// before it when `inclusive` is false), with its due time.
    @inlinable
    public mutating func popDue(_ time: Nanoseconds, inclusive: Bool) -> (due: Nanoseconds, work: Work)? {
        guard hasDue(time, inclusive: inclusive) else { return nil }
        let first = items[head]
        head += 1
        if head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return (first.due, first.work)
    }
}
