import Handlers
import Invariants
import Testing
import UIKitModel

/// The checks a handler's declared parts allow, with no registration of its own
/// (`HandlerInvariants.declared(by:)`): the table in its doc comment.
@Suite struct DeclaredInvariantsTests {
    static func schema(_ fields: [FrameField], _ parts: [FramePart]) -> HandlerSchema {
        HandlerSchema(
            name: "mine", summary: "a test's own handler", configKeys: [], eventTypes: EventType.keyboard,
            frame: FrameSchema(fields)
        ).drawn(as: parts)
    }

    static func ids(_ fields: [FrameField], _ parts: [FramePart]) -> [InvariantID] {
        HandlerInvariants.declared(by: schema(fields, parts)).checks.map(\.id)
    }

    @Test func noPartNoCheckButFiniteNumbers() {
        #expect(Self.ids([.kbTop], []).isEmpty)
        #expect(Self.ids([.kbTop], [.keyboard(top: .kbTop)]).isEmpty)
    }

    @Test func aComposerRidesTheKeyboard() {
        #expect(Self.ids([.kbTop, .composerY], [.composer(y: .composerY, height: nil)]) == [.composerRidesKeyboard])
    }

    @Test func aComposerOverAListIsAChatScreen() {
        let ids = Self.ids(
            [.kbTop, .offset, .inset, .contentH, .viewportH, .composerY, .composerH],
            [.list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH), .composer(y: .composerY, height: .composerH)])
        #expect(ids == [.composerRidesKeyboard, .contentNotCovered, .noTwoPhaseMotion, .noBlankGapAtRest, .ridesFloatingKeyboard])
        // A list whose range the frames do not carry (the scenario's content height) brings none.
        #expect(Self.ids(
            [.kbTop, .offset, .composerY],
            [.list(offset: .offset, contentHeight: nil, inset: nil, viewportHeight: nil), .composer(y: .composerY, height: nil)])
            == [.composerRidesKeyboard])
    }

    /// A composer placed by a field of the handler's own: no built-in check knows it.
    @Test func aComposerOfItsOwnFieldsGetsNone() {
        let lift = FrameField("lift", .number)
        #expect(Self.ids([.kbTop, lift], [.composer(y: lift, height: nil)]).isEmpty)
    }

    @Test func aBarMovesWithTheKeyboard() {
        #expect(Self.ids([.kbTop, .barBottom], [.bar(bottom: .barBottom, height: nil)]) == [.barMovesWithKeyboard])
    }

    @Test func anActiveFieldIsNotCoveredNorSnapsBack() {
        #expect(Self.ids([.kbTop, .fieldTop, .fieldBottom], [.activeField(top: .fieldTop, bottom: .fieldBottom)])
            == [.fieldNotCovered, .noSnapBack])
    }

    @Test func aHandlerLeavesOutAndAdds() {
        let chat = Self.schema(
            [.kbTop, .offset, .inset, .contentH, .viewportH, .composerY],
            [.list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH), .composer(y: .composerY, height: nil)])
        let ids = HandlerInvariants.declared(
            by: chat, adding: [HandlerInvariants.Check { _ in NeverFails() }], without: [.noTwoPhaseMotion, .contentNotCovered]
        ).checks.map(\.id)
        #expect(ids == [.composerRidesKeyboard, .noBlankGapAtRest, .ridesFloatingKeyboard, InvariantID("never")])
    }

    /// A check of a test's own that never fails.
    struct NeverFails: FrameCheck {
        static let id = InvariantID("never")
        mutating func observe(_ observation: Observation, into log: inout ViolationLog) {}
        mutating func finish(into log: inout ViolationLog) {}
    }
}
