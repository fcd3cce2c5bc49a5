import Handlers
import Testing
import TraceKit

/// rn-keyboard-avoiding-view's config: `behavior` one of three, `lagFrames` 0...10,
/// `enabled` a boolean, each an error at its key naming what is allowed; a negative
/// `keyboardVerticalOffset` is taken, as the library takes it.
struct RNKeyboardAvoidingViewConfigTests {
    static func trace(config: String) -> [UInt8] {
        Array("""
            {"kbtrace": 1, "name": "kav", "handler": "rn-keyboard-avoiding-view",
             "screen": {"width": 393, "height": 852}, "scrollView": {"contentHeight": 2200},
             "config": {\(config)}, "events": []}
            """.utf8)
    }

    @Test(arguments: [
        (#""behavior": "sideways""#, "config.behavior", #"use "padding" or "height" or "position""#),
        (#""lagFrames": 11"#, "config.lagFrames", "out of range 0...10 frames"),
        (#""lagFrames": -1"#, "config.lagFrames", "must not be negative"),
        (#""enabled": "yes""#, "config.enabled", "expected true or false"),
    ])
    func aBadValueIsAnErrorAtItsKey(config: String, key: String, problem: String) {
        guard case .failure(let diagnostics) = TraceParser.parse(Self.trace(config: config)) else {
            Issue.record("\(config) was taken")
            return
        }
        let messages = diagnostics.diagnostics.map { $0.formatted(file: "kav.trace.json") }
        #expect(messages.contains { $0.contains(key) && $0.contains(problem) }, "\(messages)")
    }

    @Test func aNegativeOffsetIsTaken() throws {
        let trace = try TraceParser.parse(Self.trace(config: #""keyboardVerticalOffset": -40, "behavior": "position""#)).get()
        #expect(trace.scenario.config[RNKeyboardAvoidingView.Settings.keyboardVerticalOffset] == -40)
        #expect(trace.scenario.config[RNKeyboardAvoidingView.Settings.behavior] == .position)
    }
}
