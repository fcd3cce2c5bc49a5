import Testing
@testable import Invariants

/// `firstNonFiniteField` names the first NaN or infinite number, in frame format order,
/// and none when every number is finite, even when their sum overflows.
@Suite("SceneFrame.firstNonFiniteField")
struct SceneFrameFiniteTests {
    func frame(offset: Double = 1630, buttonY: Double = -90, contentHeight: Double = 2400) -> SceneFrame {
        SceneFrame(
            index: 0, time: 0, keyboardTop: 852, offset: offset, inset: 82, indicator: 83, contentHeight: contentHeight,
            viewportHeight: 852, composerY: -34, composerHeight: 48, buttonY: buttonY, atBottom: true, scroll: .idle)
    }

    @Test func finiteNumbersNameNone() {
        #expect(frame().firstNonFiniteField == nil)
        // Each finite, their sum not: still none.
        #expect(frame(offset: .greatestFiniteMagnitude, contentHeight: .greatestFiniteMagnitude).firstNonFiniteField == nil)
    }

    @Test func theFirstNonFiniteIsNamed() {
        #expect(frame(buttonY: .infinity).firstNonFiniteField == "btnY")
        #expect(frame(offset: .nan, buttonY: -.infinity).firstNonFiniteField == "offset")
        // Infinities of both signs sum to NaN.
        #expect(frame(offset: .infinity, buttonY: -.infinity).firstNonFiniteField == "offset")
    }

    /// The fields of the other handlers' scenes (the form's, safe-area-padding's) count
    /// too, when every chat field is finite.
    @Test func theOtherHandlersFieldsAreNamed() {
        var form = frame()
        form.viewY = .nan
        #expect(form.firstNonFiniteField == "viewY")
        var bar = frame()
        bar.safeArea = .infinity
        bar.fieldBottom = .nan
        #expect(bar.firstNonFiniteField == "safeArea")
        var field = frame()
        field.fieldBottom = -.infinity
        #expect(field.firstNonFiniteField == "fieldBottom")
    }
}
