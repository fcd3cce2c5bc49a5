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
}
