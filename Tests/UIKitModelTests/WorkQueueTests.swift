import Testing
@testable import UIKitModel

struct WorkQueueTests {
    @Test func runsByDueTimeThenByTheOrderQueued() {
        var queue = WorkQueue<String>()
        queue.schedule("late", at: 30)
        queue.schedule("first at 10", at: 10)
        queue.schedule("second at 10", at: 10)
        queue.schedule("early", at: 5)
        var order: [String] = []
        while let item = queue.popDue(100, inclusive: true) { order.append(item.work) }
        #expect(order == ["early", "first at 10", "second at 10", "late"])
    }

    @Test func strictPopLeavesWorkDueAtTheBoundary() {
        var queue = WorkQueue<Int>()
        queue.schedule(1, at: 10)
        #expect(queue.popDue(10, inclusive: false) == nil)
        #expect(queue.popDue(10, inclusive: true)?.work == 1)
        #expect(queue.isEmpty)
    }
}
