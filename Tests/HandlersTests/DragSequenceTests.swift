import Testing
import Handlers

/// The format's drag rule, written once and used by the decoder and the shrinker.
struct DragSequenceTests {
    static func problems(_ types: [EventType]) -> [DragSequence.Problem?] {
        var drags = DragSequence()
        return types.map { drags.take($0) }
    }

    @Test func aBeginMovesAndAnEndAreFine() {
        #expect(Self.problems([.dragBegin, .dragMove, LaunchComposer.Events.send, .dragMove, .dragEnd, .dragBegin]) == [nil, nil, nil, nil, nil, nil])
    }

    @Test func aMoveOrEndWithoutABeginIsOutOfPlace() {
        #expect(Self.problems([.dragMove, .dragEnd, .dragBegin, .dragEnd, .dragEnd]) == [.withoutBegin, .withoutBegin, nil, nil, .withoutBegin])
    }

    /// A begin inside a drag opens the new one: its moves and end are judged against it.
    @Test func aBeginInsideADragStillOpensOne() {
        #expect(Self.problems([.dragBegin, .dragBegin, .dragMove, .dragEnd, .dragMove]) == [nil, .beginInsideDrag, nil, nil, .withoutBegin])
    }
}
