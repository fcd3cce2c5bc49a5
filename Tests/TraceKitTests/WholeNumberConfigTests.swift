import Handlers
import Testing
import TraceKit

/// A config number of `ValueRange.frames` (js-padding's `lagFrames`) is a whole number 0...10.
struct WholeNumberConfigTests {
    static func trace(lagFrames: String) -> [UInt8] {
        Array("""
            {"kbtrace": 1, "name": "lag", "handler": "js-padding",
             "screen": {"width": 393, "height": 852}, "scrollView": {"contentHeight": 2200},
             "config": {"lagFrames": \(lagFrames)}, "events": []}
            """.utf8)
    }

    @Test(arguments: ["0", "3", "10"])
    func aWholeNumberInRangeIsTaken(value: String) throws {
        let trace = try TraceParser.parse(Self.trace(lagFrames: value)).get()
        #expect(trace.scenario.config[JSPadding.Settings.lagFrames] == Double(value))
    }

    @Test(arguments: [("1.5", "must be a whole number"), ("11", "out of range 0...10 frames"), ("-1", "must not be negative")])
    func anythingElseIsAnErrorAtTheKey(value: String, problem: String) {
        guard case .failure(let diagnostics) = TraceParser.parse(Self.trace(lagFrames: value)) else {
            Issue.record("lagFrames \(value) was taken")
            return
        }
        let messages = diagnostics.diagnostics.map { $0.formatted(file: "lag.trace.json") }
        #expect(messages.contains { $0.contains("config.lagFrames") && $0.contains(problem) }, "\(messages)")
    }
}
