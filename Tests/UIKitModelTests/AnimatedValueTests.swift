import Foundation
import Testing
@testable import UIKitModel

/// Additive animation composition (`docs/model.md`, "Additive animations").
struct AnimatedValueTests {
    let linear1s = AnimationSpec(curve: .linear, duration: 1_000_000_000)
    let linear500 = AnimationSpec(curve: .linear, duration: 500_000_000)

    @Test func modelChangesAtOnceAndTheDifferenceDecays() {
        var value = AnimatedValue(0)
        value.set(100, animation: linear1s, at: 0)
        #expect(value.model == 100)
        #expect(value.presentation(at: 0) == 0)
        #expect(value.presentation(at: 250_000_000) == 25)
        #expect(value.presentation(at: 1_000_000_000) == 100)
    }

    @Test func twoOverlappingAnimationsAdd() {
        var value = AnimatedValue(0)
        value.set(100, animation: linear1s, at: 0)          // delta -100 over 0...1 s
        value.set(40, animation: linear500, at: 500_000_000) // delta +60 over 0.5...1 s
        // At 0.75 s: 40 + (-100)(1 - 0.75) + 60(1 - 0.5) = 40 - 25 + 30.
        #expect(close(value.presentation(at: 750_000_000), 45))
        // At 0.5 s the second has not moved yet: 40 - 50 + 60 = 50, where the first alone was.
        var probe = value
        #expect(close(probe.presentation(at: 500_000_000), 50))
        #expect(value.presentation(at: 1_000_000_000) == 40)
    }

    @Test func anUnanimatedSetLeavesRecordsDecaying() {
        var value = AnimatedValue(0)
        value.set(100, animation: linear1s, at: 0)
        value.set(200, animation: nil, at: 500_000_000)
        #expect(close(value.presentation(at: 500_000_000), 200 - 50))
        #expect(value.presentation(at: 1_000_000_000) == 200)
    }

    /// A record that finishes before an older one is dropped from between the others,
    /// which keep their order.
    @Test func aRecordFinishedBetweenOthersIsDropped() {
        var value = AnimatedValue(0)
        value.set(100, animation: linear1s, at: 0)  // delta -100 over 0...1 s
        value.set(40, animation: AnimationSpec(curve: .linear, duration: 200_000_000), at: 100_000_000)  // +60 over 0.1...0.3 s
        value.set(10, animation: linear1s, at: 200_000_000)  // delta +30 over 0.2...1.2 s
        // At 0.5 s the second has finished: 10 + (-100)(1 - 0.5) + 30(1 - 0.3) = 10 - 50 + 21.
        #expect(close(value.presentation(at: 500_000_000), -19))
        #expect(value.records.map(\.delta) == [-100, 30])
        // At 1.1 s only the last is left: 10 + 30(1 - 0.9).
        #expect(close(value.presentation(at: 1_100_000_000), 13))
        #expect(value.records.map(\.delta) == [30])
    }

    @Test func aZeroDeltaAddsNoRecord() {
        var value = AnimatedValue(7)
        value.set(7, animation: linear1s, at: 0)
        #expect(!value.isAnimating(at: 0))
        #expect(value.presentation(at: 100) == 7)
    }

    @Test func theKeyboardCurveDrawnAgainstItsClosedForm() {
        var top = AnimatedValue(852)
        top.set(516, animation: AnimationSpec(curve: .keyboard, duration: 250_000_000), at: 100_000_000)
        let w = (1000.0 / 3.0).squareRoot()
        let t = 0.1
        let expected = 516 + 336 * (1 + w * t) * exp(-w * t)
        #expect(close(top.presentation(at: 200_000_000), expected, within: 1e-9))
    }
}
