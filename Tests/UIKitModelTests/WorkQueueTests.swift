import Testing
@testable import UIKitModel

struct WorkQueueTests {
    /// The order a queue runs `scheduled` (work and due time, queued in this order) in.
    func runOrder(_ scheduled: [(work: String, due: Nanoseconds)]) -> [String] {
        var queue = WorkQueue<String>()
        for item in scheduled { queue.schedule(item.work, at: item.due) }
        var order: [String] = []
        while let item = queue.popDue(.max, inclusive: true) { order.append(item.work) }
        return order
    }

    @Test func runsByDueTimeThenByTheOrderQueued() {
        let order = runOrder([("late", 30), ("first at 10", 10), ("second at 10", 10), ("early", 5)])
        #expect(order == ["early", "first at 10", "second at 10", "late"])
    }

    /// Work due before the last waiting item goes after every item due at or before its
    /// time, before those due later (the bisection's ties and ends).
    @Test func workQueuedBeforeTheLastGoesAfterItsTies() {
        let order = runOrder([
            ("a", 100), ("b", 200), ("c", 200), ("d", 300), ("e", 400),
            ("tie at 200", 200), ("first", 50), ("tie at 300", 300), ("tie at 100", 100),
        ])
        #expect(order == ["first", "a", "tie at 100", "b", "c", "tie at 200", "d", "tie at 300", "e"])
    }

    @Test func strictPopLeavesWorkDueAtTheBoundary() {
        var queue = WorkQueue<Int>()
        queue.schedule(1, at: 10)
        #expect(queue.popDue(10, inclusive: false) == nil)
        #expect(queue.popDue(10, inclusive: true)?.work == 1)
        #expect(queue.isEmpty)
    }

    /// `hasDue` answers what `popDue` would do, without taking anything: nothing when
    /// empty, work due at the boundary only when inclusive, and work due earlier either way.
    @Test func hasDueTellsWhetherPopDueWouldTakeWork() {
        var queue = WorkQueue<Int>()
        #expect(!queue.hasDue(.max, inclusive: true))
        queue.schedule(1, at: 10)
        #expect(!queue.hasDue(9, inclusive: true))
        #expect(!queue.hasDue(10, inclusive: false))
        #expect(queue.hasDue(10, inclusive: true))
        #expect(queue.hasDue(11, inclusive: false))
        #expect(queue.popDue(11, inclusive: false)?.work == 1)
        #expect(!queue.hasDue(.max, inclusive: true))
    }

    /// Scheduling and taking interleaved, many items in flight (the front moves and is
    /// compacted): the order is the one a sorted list gives, by due time then by the order
    /// queued.
    @Test func interleavedWorkKeepsItsOrder() {
        var queue = WorkQueue<Int>()
        var pending: [(due: Nanoseconds, work: Int)] = []
        var taken: [Int] = []
        var expected: [Int] = []
        var state: UInt64 = 3
        for step in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let now = Nanoseconds(step) * 10
            // Due within the next 0...630: several dozen items are waiting at any time.
            let due = now + Nanoseconds(state >> 54)
            queue.schedule(step, at: due)
            pending.append((due, step))
            while let item = queue.popDue(now, inclusive: true) { taken.append(item.work) }
            let ready = pending.filter { $0.due <= now }.sorted { a, b in
                a.due != b.due ? a.due < b.due : a.work < b.work
            }
            expected += ready.map { $0.work }
            pending.removeAll { $0.due <= now }
        }
        #expect(taken == expected)
        #expect(queue.nextDue == pending.map(\.due).min())
    }
}
