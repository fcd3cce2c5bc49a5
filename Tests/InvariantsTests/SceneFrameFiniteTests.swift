import Handlers
import Testing
import UIKitModel
@testable import Invariants

/// `finite-numbers` names the first NaN or infinite number of a frame, in frame format
/// order (the handler's schema's), and none when every number is finite, even when their
/// sum overflows; an alpha is read clamped to 0...1, so only a NaN alpha counts.
@Suite("finite-numbers names the first non-finite field")
struct SceneFrameFiniteTests {
    /// The message of the one `finite-numbers` violation of a 1-frame replay of `frame`
    /// by `handler`, if any.
    func nonFinite(_ handler: HandlerKind = .launchComposer, _ change: (inout HandFrame) -> Void) -> String? {
        var frame = HandFrame(
            index: 0, time: 0, keyboardTop: 852, offset: 1630, inset: 82, indicator: 83, contentHeight: 2400,
            viewportHeight: 852, composerY: -34, composerHeight: 48, buttonY: -90, atBottom: true, scroll: .idle)
        change(&frame)
        let scenario = Scenario(screen: Fixture.screen, contentHeight: 2400, config: handler.schema.defaultConfig)
        let report = InvariantChecker.check([frame], handler: handler, scenario: scenario, events: [])
        return report.violations(of: .finiteNumbers).first?.message
    }

    @Test func finiteNumbersNameNone() {
        #expect(nonFinite { _ in } == nil)
        // Each finite, their sum not: still none.
        #expect(nonFinite { $0.offset = .greatestFiniteMagnitude; $0.contentHeight = .greatestFiniteMagnitude } == nil)
        // An infinite alpha is drawn at 1.
        #expect(nonFinite { $0.buttonAlpha = .infinity } == nil)
    }

    @Test func theFirstNonFiniteIsNamed() {
        #expect(nonFinite { $0.buttonY = .infinity } == "btnY is not finite")
        #expect(nonFinite { $0.offset = .nan; $0.buttonY = -.infinity } == "offset is not finite")
        // Infinities of both signs sum to NaN.
        #expect(nonFinite { $0.offset = .infinity; $0.buttonY = -.infinity } == "offset is not finite")
        #expect(nonFinite { $0.revealAlpha = .nan } == "revealAlpha is not finite")
    }

    /// The other handlers' fields count too, in their schema's order: safe-area-padding
    /// writes `kbTop, safeArea, padding, barBottom, barGap, composerH`, the form
    /// `kbTop, viewY, offset, ...`; a field the handler does not write is not read.
    @Test func theOtherHandlersFieldsAreNamedInTheirOrder() {
        #expect(nonFinite(.form) { $0.viewY = .nan } == "viewY is not finite")
        #expect(nonFinite(.form) { $0.offset = .nan; $0.viewY = .nan } == "viewY is not finite")
        #expect(nonFinite(.safeAreaPadding) { $0.barBottom = .nan; $0.composerHeight = .infinity } == "barBottom is not finite")
        #expect(nonFinite(.safeAreaPadding) { $0.safeArea = .infinity; $0.barBottom = .nan } == "safeArea is not finite")
        #expect(nonFinite(.form) { $0.fieldBottom = -.infinity } == "fieldBottom is not finite")
        #expect(nonFinite(.form) { $0.buttonY = .nan } == nil)
    }
}
