import Handlers
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
