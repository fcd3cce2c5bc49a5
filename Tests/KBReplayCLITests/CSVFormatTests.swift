import Foundation
import Testing
@testable import KBReplayCLI

/// The rows of a CSV file without quoted cells (the frames never need quoting).
private func csvRows(_ text: String) -> [[String]] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
        $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}

/// The frame lines of a JSON Lines output, parsed, header dropped.
private func jsonFrames(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").dropFirst().map { line in
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
}

@Suite("replay --format csv")
struct CSVFormatTests {
    @Test func hasAHeaderRowAndOneRowPerFrame() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let result = run(["replay", "case1.trace.json", "--format", "csv"], in: fileSystem)
        #expect(result.code == .success)
        let rows = csvRows(result.output)
        #expect(rows[0] == [
            "f", "t", "kbTop", "offset", "inset", "indicator", "contentH", "viewportH", "revealY", "revealAlpha",
            "composerY", "composerH", "btnAlpha", "btnY", "pin", "runway", "pinned", "atBottom", "scroll", "fx",
        ])
        #expect(rows.count == 1 + 73)
        // Frame 0 of the spec's example, field by field, as docs/formats.md shows it.
        #expect(rows[1] == ["0", "0", "852", "1630", "82", "83", "2400", "852", "0", "1", "-34", "48", "0", "-90", "idle", "0", "0", "true", "idle", ""])
        #expect(rows[8][0...3] == ["7", "0.116667", "839.267", "1641.823"])
        #expect(rows.allSatisfy { $0.count == rows[0].count })
    }

    @Test func roundTripsTheNumbersOfTheJSONLines() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let csv = csvRows(run(["replay", "case1.trace.json", "--format", "csv"], in: fileSystem).output)
        let frames = try jsonFrames(run(["replay", "case1.trace.json", "--all-frames"], in: fileSystem).output)
        let names = csv[0]
        #expect(frames.count == csv.count - 1)
        for (row, frame) in zip(csv.dropFirst(), frames) {
            for (name, cell) in zip(names, row) where name != "fx" {
                let value = try #require(frame[name], "\(name) missing from frame \(row[0])")
                if let number = Double(cell) {
                    #expect((value as? NSNumber)?.doubleValue == number, "\(name) of frame \(row[0])")
                } else if cell == "true" || cell == "false" {
                    #expect((value as? NSNumber)?.boolValue == (cell == "true"))
                } else {
                    #expect(cell == value as? String)
                }
            }
        }
    }

    @Test func writesEffectsAsNames() throws {
        let trace = exampleTrace().replacingOccurrences(
            of: #""events": ["#, with: #""events": [ { "t": 0.05, "type": "tap", "y": 300 },"#)
        let fileSystem = MemoryFileSystem(files: ["tap.trace.json": trace])
        let rows = csvRows(run(["replay", "tap.trace.json", "--format", "csv"], in: fileSystem).output)
        let withEffects = rows.dropFirst().filter { !$0.last!.isEmpty }
        #expect(withEffects.map { $0[0] } == ["3"])
        #expect(withEffects.first?.last == "endEditing")
    }

    @Test func quotesCellsThatNeedIt() {
        #expect(CSVText.field("idle") == "idle")
        #expect(CSVText.field("a,b") == "\"a,b\"")
        #expect(CSVText.field("say \"x\"") == "\"say \"\"x\"\"\"")
    }

    @Test func anUnknownFormatIsAUsageErrorWithASuggestion() {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let result = run(["replay", "case1.trace.json", "--format", "cvs"], in: fileSystem)
        #expect(result.code == .usage)
        #expect(result.errorLines.prefix(2) == ["error: unknown format 'cvs'", "Did you mean 'csv'?"])
        #expect(result.output == "")
    }
}
