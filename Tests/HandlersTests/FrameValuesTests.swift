@testable import Handlers
import Testing
import UIKitModel

/// A choice field holds its case's place in the enum's cases (`FrameField.choice` lists
/// the names in that order), and the other lanes are left as they were.
@Test func aChoiceIsStoredAsItsCasesIndex() {
    var values = FrameValues(repeating: 7)
    values.set(3, to: ScrollPhase.decelerating)
    values.set(5, to: PinPhase.pinnedRelaxed)
    values.set(6, to: ScrollPhase.idle)
    #expect(values[3] == 2)
    #expect(values[5] == 5)
    #expect(values[6] == 0)
    #expect(values[4] == 7 && values[7] == 7)
}

/// A handler's `draw` stores its values through `withLanes` as the lanes the subscript
/// reads: a number as it is, a flag as 1 or 0, a choice as its case's index; the lanes
/// it does not store are left as they were.
@Test func lanesSetThroughMemoryAreTheSubscriptsLanes() {
    var values = FrameValues(repeating: 7)
    values.withLanes { lanes in
        lanes[0] = -45.823
        lanes[1] = FrameValues.lane(true)
        lanes[2] = FrameValues.lane(false)
        lanes[3] = FrameValues.lane(PinPhase.animating)
        lanes[31] = FrameValues.lane(ScrollPhase.bouncing)
    }
    #expect(values[0] == -45.823)
    #expect(values[flag: 1] && values[1] == 1)
    #expect(!values[flag: 2] && values[2] == 0)
    #expect(values[3] == 3)
    #expect(values[31] == 3)
    #expect(values[4] == 7 && values[30] == 7)
}

/// The lanes a `draw` may write (`FrameLaneWriter`'s precondition): a frame's 32, no other.
@Test func aFrameHas32LanesToWrite() {
    #expect(FrameLaneWriter.isLane(0) && FrameLaneWriter.isLane(31))
    #expect(!FrameLaneWriter.isLane(32) && !FrameLaneWriter.isLane(-1) && !FrameLaneWriter.isLane(Int.min))
}
