import Testing
@testable import KBReplayCLI

/// Malformed input for the safe-area-padding and form handlers exits 65 with the file and
/// the JSON path, through the command line.
@Suite struct HandlerInputExitTests {
    static func trace(handler: String, config: String = "{}", events: [String]) -> String {
        """
        {"kbtrace": 1, "name": "bad", "handler": "\(handler)", "screen": {"width": 393, "height": 852},
         "scrollView": {"contentHeight": 1200}, "config": \(config),
         "events": [\(events.joined(separator: ", "))]}
        """
    }

    static let cases: [(text: String, first: String)] = [
        (trace(handler: "form", events: [#"{"t": 0.1, "type": "focus", "y": 600}"#]),
         "Traces/bad.trace.json: events[0]: missing required key 'height'"),
        (trace(handler: "form", events: [#"{"t": 0.1, "type": "focus", "y": 600, "height": -1}"#]),
         "Traces/bad.trace.json: events[0].height: -1 must not be negative"),
        (trace(handler: "form", config: #"{"strategy": "scrollview"}"#, events: []),
         "Traces/bad.trace.json: config.strategy: unknown value \"scrollview\""),
        (trace(handler: "safe-area-padding", config: #"{"detection": "layuot"}"#, events: []),
         "Traces/bad.trace.json: config.detection: unknown value \"layuot\""),
        (trace(handler: "form", config: #"{"strategy": "frameShift"}"#, events: [#"{"t": 0.1, "type": "dragBegin", "y": 400}"#]),
         "Traces/bad.trace.json: events[0].type: form takes 'dragBegin' events only with \"strategy\": \"scrollView\""),
    ]

    @Test(arguments: cases.indices)
    func exits65AtTheLocation(_ index: Int) throws {
        let fileSystem = MemoryFileSystem(files: ["Traces/bad.trace.json": Self.cases[index].text])
        let result = run(["replay", "Traces/bad.trace.json"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.output == "")
        let first = try #require(result.errorLines.first)
        #expect(first.hasPrefix(Self.cases[index].first), "got: \(first)")
    }
}
