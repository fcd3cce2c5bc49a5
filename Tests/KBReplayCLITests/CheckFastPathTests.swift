import Testing
import TraceKit
@testable import KBReplayCLI

/// `check` compares the replay's bytes with the golden's first and parses the golden only
/// when they differ: these are the cases where the bytes differ.
@Suite("check: the byte fast path and the semantic comparison")
struct CheckFastPathTests {
    /// The report the comparison gives against a fresh replay of the trace (the route
    /// `check` took before it compared bytes), with the golden's path in front.
    func reportAgainstReplay(_ traceText: String, golden bytes: [UInt8]) throws -> [String] {
        let trace = try TraceParser.parse(Array(traceText.utf8)).get()
        let golden = try Golden.parse(bytes).get()
        let differences = try #require(GoldenComparison().differences(
            golden: golden, header: trace.frameHeader, frames: trace.makeReplay()))
        var lines = differences.formatted()
        lines[0] = "Traces/a.golden.jsonl: " + lines[0]
        return lines
    }

    @Test func aGoldenWrittenDifferentlyButEqualWithinTheTolerancePasses() throws {
        let fileSystem = try recordedTraces(["a"])
        let golden = try #require(fileSystem.text("Traces/a.golden.jsonl"))
        // Another writer: spaces after separators, CRLF line ends, the keys of the header
        // reordered, and one number written 0.004 off (within the default 0.01).
        var lines = golden.split(separator: "\n").map { String($0) }
        lines[0] = #"{"frames":73,"fps":60,"trace":"a","kbframes":1}"#
        let text = lines.joined(separator: "\r\n").replacingOccurrences(of: #","#, with: ", ")
            .replacingOccurrences(of: #""offset": 1630,"#, with: #""offset": 1630.004,"#) + "\r\n"
        #expect(text != golden)
        fileSystem.addFile("Traces/a.golden.jsonl", Array(text.utf8))
        let before = fileSystem.files
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.outputLines == ["ok              Traces/a.trace.json", launchComposerInvariants, "1 passed, 0 failed"])
        #expect(fileSystem.files == before)
    }

    @Test func oneFieldOffFailsWithTheReportOfAReplay() throws {
        let fileSystem = try recordedTraces(["a"])
        let golden = try #require(fileSystem.text("Traces/a.golden.jsonl"))
        // The last frame's composerH, 48, off by 1.
        var lines = golden.split(separator: "\n").map { String($0) }
        lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(of: #""composerH":48,"#, with: #""composerH":49,"#)
        let changed = Array((lines.joined(separator: "\n") + "\n").utf8)
        #expect(changed != Array(golden.utf8))
        fileSystem.addFile("Traces/a.golden.jsonl", changed)
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        let expected = try reportAgainstReplay(exampleTrace(name: "a"), golden: changed)
        #expect(expected[0] == "Traces/a.golden.jsonl: frame 72 (t 1.2) differs: composerH expected 49, actual 48 (tolerance 0.01)")
        #expect(Array(result.outputLines.dropFirst().prefix(expected.count)) == expected.map { "  " + $0 })
        // The .new holds the replay's bytes, as `replay` writes them.
        #expect(fileSystem.text("Traces/a.golden.jsonl.new") == golden)
    }

    @Test func aGoldenOverTheSizeLimitIsInvalidWithItsSize() throws {
        let fileSystem = try recordedTraces(["a"])
        let golden = try #require(fileSystem.files["Traces/a.golden.jsonl"])
        var command = CheckCommand(paths: ["Traces"])
        command.maximumGoldenBytes = golden.count - 1
        let output = MemoryOutput()
        let errors = MemoryOutput()
        let code = command.run(in: Environment(standardOutput: output, standardError: errors, fileSystem: fileSystem))
        #expect(code == .dataError)
        let size = Limits.grouped(golden.count)
        let limit = Limits.grouped(golden.count - 1)
        #expect(output.text.hasPrefix("""
            INVALID GOLDEN  Traces/a.trace.json
              Traces/a.golden.jsonl: the file is \(size) bytes, more than the limit of \(limit) bytes (0 MiB)
              actual output saved to Traces/a.golden.jsonl.new;
            """))
        #expect(Limits.maximumGoldenBytes == 536_870_912)
    }

    @Test func theGoldensBytesAreTheReplaysOutput() throws {
        // The fast path is taken for a golden `record` wrote: same bytes as `replay`.
        let fileSystem = try recordedTraces(["a"])
        let replayed = run(["replay", "Traces/a.trace.json"], in: fileSystem)
        #expect(replayed.output == fileSystem.text("Traces/a.golden.jsonl"))
        #expect(run(["check", "Traces"], in: fileSystem).code == .success)
    }
}

/// `check` compares the output with the golden line by line as it is written, the golden
/// read in pieces alongside: whatever the sizes of both, the output is complete exactly
/// when its bytes are the golden's.
@Suite("The output compared with the golden as both come")
struct OutputMatchTests {
    func complete(_ chunks: [String], golden: String?, pieceBytes: Int, buffer: [UInt8] = []) -> Bool {
        // Reads of at most `pieceBytes` (a file may give less than asked), into a buffer
        // that must grow for an output line longer than a piece.
        var remaining = golden.map { Array($0.utf8)[...] }
        var match = OutputMatch(golden: remaining == nil ? nil : { room in
            let piece = remaining!.prefix(min(pieceBytes, room.remaining))
            room.append(piece)
            remaining = remaining!.dropFirst(piece.count)
        }, buffer: buffer, pieceBytes: pieceBytes)
        for chunk in chunks { Array(chunk.utf8).withUnsafeBufferPointer { match.append($0) } }
        return match.isComplete()
    }

    @Test(arguments: [
        (["abc", "def", ""], "abcdef", true),
        (["abcdef"], "abcdef", true),
        ([], "", true),
        (["abc", "dXf", "ghi"], "abcdefghi", false),
        (["Xbc", "def"], "abcdef", false),
        (["abc", "def"], "abcdefg", false),
        (["abc", "defg"], "abcdef", false),
        (["abc", "de"], "abcdef", false),
        (["abc"], "", false),
    ])
    func isCompleteExactlyWhenTheBytesAreTheGoldens(chunks: [String], golden: String, complete: Bool) {
        for pieceBytes in [1, 2, 4, 100] {
            #expect(self.complete(chunks, golden: golden, pieceBytes: pieceBytes) == complete, "pieces of \(pieceBytes)")
            // A buffer handed on from an earlier trace: what it holds is written over.
            let used = Array("abcdefXYZ".utf8)
            #expect(self.complete(chunks, golden: golden, pieceBytes: pieceBytes, buffer: used) == complete, "pieces of \(pieceBytes), a used buffer")
        }
    }

    @Test func withoutAGoldenNothingMatches() {
        #expect(!complete(["abc", "def"], golden: nil, pieceBytes: 4))
        #expect(!complete([], golden: nil, pieceBytes: 4))
    }
}
