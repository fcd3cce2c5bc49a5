import Handlers
import Testing

/// `PinPhase.allCases` is written out by hand (see there): it must list every case, once,
/// in declaration order, since a frame's `pin` field stores the place of its case in it
/// and `FrameField.choice` writes the names in that order.
@Test func pinPhaseAllCasesListsEveryCaseInDeclarationOrder() {
    /// Each case's place in the declaration: an exhaustive switch, so adding a case
    /// without listing it here (and in `allCases`) does not compile.
    func declared(_ phase: PinPhase) -> Int {
        switch phase {
        case .idle: 0
        case .armed: 1
        case .deferred: 2
        case .animating: 3
        case .pinned: 4
        case .pinnedRelaxed: 5
        }
    }
    #expect(PinPhase.allCases.count == 6)
    for (position, phase) in PinPhase.allCases.enumerated() {
        #expect(declared(phase) == position)
    }
    #expect(PinPhase.allCases.map(\.rawValue) == ["idle", "armed", "deferred", "animating", "pinned", "pinned-relaxed"])
}
