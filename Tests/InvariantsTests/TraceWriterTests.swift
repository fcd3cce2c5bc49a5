import Foundation
import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit
@testable import Invariants

private func parse(_ text: String) -> Trace? {
    if case .success(let trace) = TraceParser.parse(Array(text.utf8)) { return trace }
    return nil
}

@Test(arguments: [UInt64(1), 2, 3, 1234])
func generatedTracesRoundTrip(seed: UInt64) {
    let generator = TraceGenerator()
    for run in 0..<200 {
        let trace = generator.trace(seed: seed, run: run)
        let text = TraceWriter.json(trace)
        let parsed = parse(text)
        #expect(parsed == trace, "seed \(seed) run \(run):\n\(text)")
    }
}

@Test func repositoryTracesRoundTrip() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Traces")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".trace.json") }
    #expect(!files.isEmpty)
    for file in files.sorted() {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(file)))
        guard case .success(let trace) = TraceParser.parse(bytes) else { continue }
        #expect(parse(TraceWriter.json(trace)) == trace, "\(file)")
    }
}

@Test func writesTheCompactStyle() {
    let notification = KeyboardNotification(
        kind: .willShow, end: Rect(x: 0, y: 516, width: 393, height: 336), duration: 250_000_000, curve: .keyboard)
    var configuration = Configuration()
    configuration.pinToTopEnabled = true
    configuration.pinTopPadding = 20
    let trace = Trace(
        name: "example", description: "A \"quoted\" note.", fps: 120, duration: 2_000_000_000,
        scenario: Scenario(screen: Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34), topInset: 12.5,
                           contentHeight: 2400, initialOffset: .top, composerHeight: 60, configuration: configuration),
        events: [TimedEvent(time: 100_000_000, event: .keyboard(notification)),
                 TimedEvent(time: 1_000_000_000, event: .dragBegin(y: 300)),
                 TimedEvent(time: 1_000_000_001, event: .dragEnd(y: 400, velocity: -0.5))],
        expectedViolations: ["no-blank-gap-at-rest"])
    #expect(TraceWriter.json(trace) == """
        {
          "kbtrace": 1,
          "name": "example",
          "description": "A \\"quoted\\" note.",
          "fps": 120,
          "duration": 2.0,
          "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
          "scrollView": {"topInset": 12.5, "contentHeight": 2400, "offset": "top"},
          "composer": {"height": 60},
          "config": {"pinToTopEnabled": true, "pinTopPadding": 20},
          "expect": {"violations": ["no-blank-gap-at-rest"]},
          "events": [
            {"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0.25, "curve": 7},
            {"t": 1.0, "type": "dragBegin", "y": 300},
            {"t": 1.000000001, "type": "dragEnd", "y": 400, "velocity": -0.5}
          ]
        }

        """)
    #expect(parse(TraceWriter.json(trace)) == trace)
}

@Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (336, "336"), (336.5, "336.5"), (0.1, "0.1"), (-12.25, "-12.25"), (1e-5, "1e-05"),
])
func numbersInShortestForm(value: Double, text: String) {
    #expect(TraceWriter.number(value) == text)
}

@Test(arguments: [
    (Int64(0), "0.0"), (2_000_000_000, "2.0"), (250_000_000, "0.25"), (1, "0.000000001"), (3_600_000_000_000, "3600.0"),
])
func secondsAsExactDecimals(nanoseconds: Int64, text: String) {
    #expect(TraceWriter.seconds(nanoseconds) == text)
}

@Test func stringsEscapeOnlyWhatTheyMust() {
    #expect(TraceWriter.string("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
}
