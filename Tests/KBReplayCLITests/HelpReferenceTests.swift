import Foundation
import Testing
@testable import KBReplayCLI

/// A clone has no `../shared/`: the help and the README send users to `docs/` instead.
@Suite struct HelpReferenceTests {
    static let outside = ["../shared", "shared/spec", "trace-format.md", "engine.md", "uikit-model.md", "handlers.md"]

    @Test func helpPointsAtTheDocsInTheRepository() {
        let root = run(["help"]).output
        #expect(root.contains("docs/formats.md"))
        for text in [root] + Command.subcommands.map({ run(["help", $0.name]).output }) {
            for name in Self.outside { #expect(!text.contains(name), "help mentions \(name)") }
        }
        #expect(run(["help", "replay"]).output.contains("docs/formats.md"))
    }

    @Test func theReadmeLinksTheReferenceAndNothingOutsideTheRepository() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        for name in Self.outside { #expect(!readme.contains(name), "README mentions \(name)") }
        for page in ["docs/formats.md", "docs/model.md", "docs/handlers/README.md", "docs/kbtrace.schema.json"] {
            #expect(readme.contains("(\(page))"), "README does not link \(page)")
        }
        #expect(readme.contains("## Use it from your tests"))
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README is read in five minutes: at most 300 lines, with a table of contents
    /// whose every entry is one of its headings.
    @Test func theReadmeIsShortWithAContentsList() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 300)
        #expect(readme.contains("## Contents\n"))
        let headings = lines.filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3) }
        for heading in headings where heading != "Contents" {
            let anchor = heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
                .replacingOccurrences(of: " ", with: "-")
            #expect(readme.contains("- [\(heading)](#\(anchor))"), "Contents does not list \(heading)")
        }
    }

    /// Every page in `docs/` (the moved sections among them) is one click from the README,
    /// and every page the README links exists.
    @Test func everyDocsPageIsOneClickFromTheReadme() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let docs = Self.root.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") && $0 != "README.md" }
        #expect(pages.count >= 12)
        for page in pages + ["handlers/README.md"] {
            #expect(readme.contains("](docs/\(page)"), "README does not link docs/\(page)")
        }
        var rest = Substring(readme)
        while let start = rest.range(of: "](docs/") {
            let tail = rest[start.upperBound...]
            let end = tail.firstIndex { $0 == ")" || $0 == "#" } ?? tail.endIndex
            let path = "docs/" + tail[..<end]
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "README links a missing \(path)")
            rest = tail[end...]
        }
    }
}
