import Foundation
import Testing
import TraceKit
@testable import KBReplayCLI

/// A golden cut at a line boundary (issue 46): the header's frame count was not checked
/// against the last frame line, so the lost frames were implied equal to the last line
/// left and the cut golden passed `check` (133 of the 141 goldens of `Traces/`).
@Suite("a truncated golden fails")
struct TruncatedGoldenTests {
    /// The golden without its last `count` lines (and their line breaks).
    private func cut(_ golden: String, lines count: Int) -> String {
        golden.split(separator: "\n").dropLast(count).map { $0 + "\n" }.joined()
    }

    @Test func checkSaysTheGoldenIsTruncated() throws {
        let fileSystem = try recordedTraces(["a"])
        let golden = try #require(fileSystem.text("Traces/a.golden.jsonl"))
        // The example trace lasts 1.2 s at 60 fps: 73 frames, 0...72; its last line is
        // frame 72, and the line before it the last change, as the golden says.
        let lines = golden.split(separator: "\n")
        #expect(lines.last?.hasPrefix(#"{"f":72,"#) == true)
        let before = try #require(lines.dropLast().last?.split(separator: ",").first?.dropFirst(#"{"f":"#.count))
        fileSystem.addFile("Traces/a.golden.jsonl", Array(cut(golden, lines: 1).utf8))
        let result = run(["check", "Traces/a.trace.json"], in: fileSystem)
        #expect(result.code != .success)
        let lineCount = golden.split(separator: "\n").count
        #expect(result.output.contains(
            "Traces/a.golden.jsonl:\(lineCount): the golden is truncated: its last frame line is frame \(before), "
                + "but the header's 73 frames end at frame 72"), "\(result.output)")
    }

    /// Every golden of `Traces/` without its last line, or without all but its header and
    /// first frame, is an invalid golden that says it is truncated.
    @Test func everyCorpusGoldenCutShortIsInvalid() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Traces")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".golden.jsonl") }.sorted()
        #expect(names.count >= 100)
        var cutGoldens = 0
        for name in names {
            let golden = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(Golden.parse(Array(golden.utf8)).isSuccess, "\(name) as it is")
            let lineCount = golden.split(separator: "\n").count
            for count in Set([1, lineCount - 2]) where count >= 1 && count < lineCount - 1 {
                let errors = Golden.parse(Array(cut(golden, lines: count).utf8)).failure?.errors ?? []
                #expect(errors.count == 1 && errors[0].message.hasPrefix("the golden is truncated"), "\(name) cut by \(count): \(errors)")
                cutGoldens += 1
            }
        }
        #expect(cutGoldens >= names.count)
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { true } else { false }
    }

    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
