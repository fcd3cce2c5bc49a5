import Foundation
import KBReplayTesting
import StickyButton
import Testing

/// The example's traces replayed from its tests, as an app's tests replay theirs.
struct StickyButtonTests {
    static let handlers = [HandlerKind(StickyButton.self)]
    static let traces = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Traces")

    @Test(arguments: ["keyboard-opens-at-bottom", "scroll-up-then-tap"])
    func itsTracesMatchTheirGoldens(name: String) {
        assertReplay(
            of: Self.traces.appendingPathComponent("\(name).trace.json"), handlers: Self.handlers,
            program: "swift run sticky-replay")
    }

    /// Screen 852, safe bottom 34, gap 12, button 44: at rest the button's top is at
    /// `852 - 34 - 12 - 44 = 762`. With a 336 pt keyboard it rides `336 - 34 = 302` up, to
    /// 460; content 2400 in a viewport of 852 ends at offset 1548, 1884 with the inset.
    @Test func theButtonRidesTheKeyboard() throws {
        let trace = try Trace.build(name: "rides", handler: HandlerKind(StickyButton.self), contentHeight: 2400) {
            keyboardWillShow(at: 0.1, height: 336, duration: 0)
        }
        let frames = Array(trace.makeReplay())
        let layout = trace.handler.schema.frame
        let last = try #require(frames.last)
        #expect(last.values[layout.index(named: "buttonY")!] == 460)
        #expect(last.values[layout.index(named: "offset")!] == 1884)
        #expect(frames.first!.values[layout.index(named: "buttonY")!] == 762)
    }
}
