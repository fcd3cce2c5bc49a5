import Testing
@testable import Invariants

/// `FrameLanes`' preconditions as pure functions: a frame has 32 value lanes and two
/// resting ones (0 and 1), 34 in all.
struct FrameLanesTests {
    @Test func aLaneIsInsideAFramesLanes() {
        #expect(FrameLanes.isLane(0))
        #expect(FrameLanes.isLane(33))
        #expect(!FrameLanes.isLane(34))
        #expect(!FrameLanes.isLane(-1))
        #expect(!FrameLanes.isLane(Int.min))
    }

    @Test func onlyAValueLaneIsClamped() {
        #expect(FrameLanes.isValueLane(31))
        #expect(!FrameLanes.isValueLane(32))
        #expect(!FrameLanes.isValueLane(-1))
    }

    /// New lanes read 0, and 1 at the resting `one` lane; a store moves this frame's
    /// lanes to the frame before and clamps the alphas.
    @Test func storeAndRead() {
        var lanes = FrameLanes()
        // Read into values first: `#expect` cannot take a noncopyable value apart.
        let fresh = [lanes[now: 0], lanes[now: 33], lanes[before: 33]]
        #expect(fresh == [0, 1, 1])
        var values = SIMD32<Double>(repeating: 2)
        values[5] = -3
        lanes.store(values, clamping: [5, 6])
        let stored = [lanes[now: 4], lanes[now: 5], lanes[now: 6], lanes[now: 33], lanes[before: 4]]
        #expect(stored == [2, 0, 1, 1, 0])
        let finite = !lanes.mayHoldNonFinite
        #expect(finite)
        values[7] = .nan
        lanes.store(values, clamping: [])
        let moved = [lanes[before: 6], lanes[now: 6]]
        #expect(moved == [1, 2])
        let nonFinite = lanes.mayHoldNonFinite
        #expect(nonFinite)
    }
}
