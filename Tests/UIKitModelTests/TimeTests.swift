import Testing
@testable import UIKitModel

struct TimeTests {
    @Test(arguments: [
        (7, 60, Nanoseconds(116_666_667)),
        (1, 60, Nanoseconds(16_666_667)),
        (2, 120, Nanoseconds(16_666_667)),
        (3, 240, Nanoseconds(12_500_000)),
        (1, 7, Nanoseconds(142_857_143)),
        (600, 60, Nanoseconds(10_000_000_000)),
    ])
    func frameTimesRoundToTheNearestNanosecond(index: Int, fps: Int, expected: Nanoseconds) {
        #expect(Time.frameTime(index: index, fps: fps) == expected)
    }

    @Test func lastFrameIsTheCeilingOfDurationTimesFPS() {
        #expect(Time.lastFrameIndex(duration: 1_200_000_000, fps: 60) == 72)
        #expect(Time.lastFrameIndex(duration: 1_200_000_001, fps: 60) == 73)
        #expect(Time.lastFrameIndex(duration: 0, fps: 60) == 0)
        #expect(Time.lastFrameIndex(duration: 1_000_000_000, fps: 7) == 7)
    }

    @Test func secondsRoundHalfAwayFromZero() {
        #expect(Time.nanoseconds(fromSeconds: 0.1) == 100_000_000)
        #expect(Time.nanoseconds(fromSeconds: 0.0000000005) == 1)
        #expect(Time.nanoseconds(fromSeconds: 3600) == 3_600_000_000_000)
    }
}
