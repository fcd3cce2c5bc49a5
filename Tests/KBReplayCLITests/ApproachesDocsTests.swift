import Foundation
import Handlers
import Testing
import TraceKit
@testable import KBReplayCLI

/// `docs/approaches.md`'s generated blocks are `kbreplay compare Situations --format
/// markdown` over every built-in handler, and seed 000's table with that matrix's
/// measured columns beside the seed's words; the README's small table is the chat
/// handlers' verdicts in a few situations: a stale block fails. To update them after a
/// handler or a situation changes:
/// `KBREPLAY_UPDATE_DOCS=1 swift test --filter ApproachesDocsTests` (then review the diff).
@Suite struct ApproachesDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The matrix over the repository's `Situations/`, as the command prints it.
    static func matrix(format: String) -> CLIRun {
        runOnDisk(["compare", root.appendingPathComponent("Situations").path, "--format", format])
    }

    /// Seed 000's "Complexity Comparison", row by row in its words, with the built-in
    /// handler that models each approach. The seed's `inputAccessoryView` has no handler
    /// of its own (messagekit's bar is a subview, not an accessory view): the nearest is
    /// `keyboard-layout-guide`, where the system moves the composer with the keyboard,
    /// as it moves an accessory view.
    static let seedRows: [(approach: String, lines: String, quality: String, effort: String, handler: String)] = [
        ("JS with padding", "~50", "Good (slight lag)", "Low", "js-padding"),
        ("Native module (simple)", "~300", "Great", "Medium", "launch-chat-view"),
        ("Native module (full)", "~1000+", "Perfect (v0 level)", "High", "launch-composer"),
        ("inputAccessoryView", "~500", "Perfect", "Very High", "keyboard-layout-guide"),
    ]

    /// Seed 000's table with, for each approach's handler over the situations: how many of
    /// those it takes it comes through breaking no invariant, its largest gap error, and
    /// the frames of content it leaves covered in all.
    static func seedTable(_ json: String) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let situations = try #require(object["situations"] as? [[String: Any]])
        var lines = [
            "| approach (seed 000) | lines of code | animation quality | effort | handler | situations with no invariant broken | largest gap error (pt) | frames of content covered |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for row in seedRows {
            let cells = situations.compactMap { situation in
                (situation["cells"] as? [[String: Any]])?.first { $0["handler"] as? String == row.handler }
            }.filter { $0["leftOut"] == nil }
            let clean = cells.filter { ($0["violations"] as? [Any])?.isEmpty ?? false }.count
            let gap = cells.compactMap { $0["largestGapError"] as? Double }.max()
            let covered = cells.compactMap { $0["coveredFrames"] as? Int }.reduce(0, +)
            lines.append(
                "| \(row.approach) | \(row.lines) | \(row.quality) | \(row.effort) | `\(row.handler)` | \(clean) of \(cells.count) | "
                    + (gap.map(DecimalFormat.string) ?? "-") + " | \(covered) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The README's small table: the chat handlers (rows) in a few situations (columns),
    /// `✓` (no invariant broken), `✗` or `–` (left out).
    static let readmeHandlers = [
        "launch-composer", "launch-chat-view", "constraint-resize", "js-padding", "rn-keyboard-avoiding-view",
        "keyboard-layout-guide", "messagekit",
    ]
    static let readmeSituations = [
        "tab-bar", "page-sheet", "interactive-dismissal", "emoji-keyboard-resize", "hardware-keyboard-bar",
        "ipad-floating-keyboard", "rotation-keyboard-up",
    ]

    static func readmeTable(_ json: String) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let situations = try #require(object["situations"] as? [[String: Any]])
        var lines = [
            "| handler | " + readmeSituations.joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: readmeSituations.count),
        ]
        for handler in readmeHandlers {
            let cells = try readmeSituations.map { name in
                let situation = try #require(situations.first { $0["trace"] as? String == name }, "no situation \(name)")
                let cell = try #require((situation["cells"] as? [[String: Any]])?.first { $0["handler"] as? String == handler })
                if cell["leftOut"] != nil { return "–" }
                return (cell["violations"] as? [Any])?.isEmpty ?? false ? "✓" : "✗"
            }
            lines.append("| `\(handler)` | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with the block after `<!-- approaches: ID -->` up to `<!-- end approaches -->`
    /// replaced by `content`.
    static func replacingBlock(_ id: String, in text: String, with content: String) throws -> String {
        let begin = "<!-- approaches: \(id) -->\n"
        let end = "<!-- end approaches -->"
        let start = try #require(text.range(of: begin), "no block '\(id)'")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), "block '\(id)' is not closed")
        return String(text[..<start.upperBound]) + content + String(text[stop.lowerBound...])
    }

    @Test func theGeneratedBlocksAreCurrent() throws {
        let markdown = Self.matrix(format: "markdown")
        let json = Self.matrix(format: "json")
        #expect(markdown.code == .success, "\(markdown.errors)")
        #expect(json.code == .success, "\(json.errors)")
        let url = Self.root.appendingPathComponent("docs/approaches.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var current = try Self.replacingBlock("matrix", in: text, with: markdown.output)
        current = try Self.replacingBlock("seed-000", in: current, with: try Self.seedTable(json.output))
        let readmeURL = Self.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let currentReadme = try Self.replacingBlock("readme", in: readme, with: try Self.readmeTable(json.output))
        for (url, text, current) in [(url, text, current), (readmeURL, readme, currentReadme)] {
            if ProcessInfo.processInfo.environment["KBREPLAY_UPDATE_DOCS"] == "1", current != text {
                try current.write(to: url, atomically: true, encoding: .utf8)
            } else {
                #expect(current == text, "\(url.lastPathComponent) is stale: run 'KBREPLAY_UPDATE_DOCS=1 swift test --filter ApproachesDocsTests'")
            }
        }
    }

    /// Every built-in handler has a column and a paragraph of its own.
    @Test func everyHandlerHasAColumnAndAParagraph() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/approaches.md"), encoding: .utf8)
        for handler in HandlerKind.builtIn {
            #expect(text.contains("| `\(handler.name)` "), "no column for \(handler.name)")
            #expect(text.contains("### `\(handler.name)`"), "no paragraph for \(handler.name)")
        }
    }

    @Test func aBlockIsReplacedWholeAndTheTextAroundItKept() throws {
        let text = "intro\n<!-- approaches: matrix -->\nold\n<!-- end approaches -->\noutro\n"
        #expect(try Self.replacingBlock("matrix", in: text, with: "new\n") == "intro\n<!-- approaches: matrix -->\nnew\n<!-- end approaches -->\noutro\n")
    }
}
