import Handlers
import UIKitModel
import TestSupport
import Testing
@testable import TraceKit


@Suite struct TraceRobustnessTests {
    /// Bytes that make interesting JSON and trace mistakes when spliced in.
    private static let fragments: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD800", "-", "0", "1e999", "-1e999", "1e308", "4e9",
        "9999999999999999999999", "0.0000001", "null", "true", "NaN", "\u{FEFF}", "é", "😀", "\n", "x-", "3600.0000001",
        "\"keyboardWillShow\"", "\"dragBegin\"", "\"dragEnd\"", "\"end\"", "{\"x\":0,\"y\":0,\"width\":0,\"height\":0}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00]]

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func mutatedTracesNeverTrap(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let base = Array(TraceDecodingTests.fullTrace.utf8)
        var accepted = 0
        for _ in 0..<600 {
            var bytes = base
            for _ in 0...Int.random(in: 0...3, using: &generator) {
                let index = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0...3, using: &generator) {
                case 0:
                    bytes.insert(contentsOf: Self.fragments.randomElement(using: &generator) ?? [], at: index)
                case 1 where index < bytes.count:
                    bytes.remove(at: index)
                case 2 where index < bytes.count:
                    bytes[index] = UInt8.random(in: 0...255, using: &generator)
                default:
                    bytes.removeLast(Int.random(in: 0...min(8, bytes.count), using: &generator))
                }
            }
            switch TraceParser.parse(bytes) {
            case .success(let trace):
                accepted += 1
                #expect(trace.frameCount >= 1, "seed \(seed)")
            case .failure(let failure):
                #expect(!failure.diagnostics.isEmpty, "seed \(seed): a failure must say why")
            }
        }
        #expect(accepted < 600, "seed \(seed): the mutations should break most traces")
    }

    @Test func deepNestingInsideAnIgnoredKey() {
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(diagnostics(makeTrace(extra: "\"x-deep\": \(deep)")) == [])
        let tooDeep = String(repeating: "[", count: 10_000)
        let errors = diagnostics(makeTrace(extra: "\"x-deep\": \(tooDeep)"))
        #expect(errors.count == 1)
        #expect(errors.first?.message == "nesting is deeper than 512 levels")
    }

    @Test func manyEventsDecodeInOrder() throws {
        let events = (0..<20_000).map { #"{"t": \#(Double($0) / 1000), "type": "contentSize", "height": \#($0)}"# }
        let trace = try parseTrace(makeTrace(events: events)).get()
        #expect(trace.events.count == 20_000)
        #expect(trace.events.last == TimedEvent(time: 19_999_000_000, event: .contentSize(height: 19_999)))
        #expect(trace.duration == 20_999_000_000)
    }

    @Test func everyErrorInALargeFileIsReported() {
        let events = (0..<1000).map { #"{"t": 1, "type": "contentSize", "height": -\#($0 + 1)}"# }
        let errors = diagnostics(makeTrace(events: events))
        #expect(errors.count == 1000)
        #expect(errors.last.map(describe) == "events[999].height: -1000 must not be negative")
    }
}
