import Handlers
import Testing
@testable import Invariants

/// The built-in checks' fast path (`CheckSet.BuiltInChecks`): every built-in invariant has
/// a slot, in catalogue order, and a check without one is refused (the checker then stops
/// in every build rather than never running it).
struct CheckSetTests {
    @Test func everyBuiltInInvariantHasASlotInCatalogueOrder() {
        #expect(CheckSet.BuiltInChecks.slottedIDs == InvariantID.allCases)
        #expect(CheckSet.BuiltInChecks.slottedIDs.count == 16)  // 15 before issue 37, and rides-floating-keyboard
    }

    /// A check claiming a built-in invariant whose type has no slot: the chain refuses it.
    struct UnslottedCheck: FrameCheck {
        static let id = InvariantID.noBlankGapAtRest
        mutating func observe(_ observation: Observation, into log: inout ViolationLog) {}
        mutating func finish(into log: inout ViolationLog) {}
    }

    @Test func aBuiltInCheckWithoutASlotIsRefused() {
        var chain = CheckSet.BuiltInChecks()
        #expect(chain.install(UnslottedCheck()) == false)
        var short = CheckSlot<FiniteNumbersCheck, NoCheckSlot>()
        #expect(short.install(FiniteNumbersCheck(.init(FrameSchema([])))) == true)
        #expect(short.install(UnslottedCheck()) == false)
    }
}
