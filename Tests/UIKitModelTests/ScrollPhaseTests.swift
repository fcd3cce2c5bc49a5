import Testing
import UIKitModel

/// `ScrollPhase.allCases` is written out by hand (see there): it must list every case,
/// once, in declaration order, since a frame's `scroll` field stores the place of its
/// case in it and `FrameField.choice` writes the names in that order.
@Test func scrollPhaseAllCasesListsEveryCaseInDeclarationOrder() {
    /// Each case's place in the declaration: an exhaustive switch, so adding a case
    /// without listing it here (and in `allCases`) does not compile.
    func declared(_ phase: ScrollPhase) -> Int {
        switch phase {
        case .idle: 0
        case .dragging: 1
        case .decelerating: 2
        case .bouncing: 3
        case .animating: 4
        }
    }
    #expect(ScrollPhase.allCases.count == 5)
    for (position, phase) in ScrollPhase.allCases.enumerated() {
        #expect(declared(phase) == position)
    }
    #expect(ScrollPhase.allCases.map(\.rawValue) == ["idle", "dragging", "decelerating", "bouncing", "animating"])
}
