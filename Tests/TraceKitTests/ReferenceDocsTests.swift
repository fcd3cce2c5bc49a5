import Foundation
import Handlers
import Testing
import TraceKit

/// The generated tables in `docs/` are current: every `<!-- generated: ID -->` block
/// holds what `TraceReference` makes of the built-in handlers today.
///
/// To update them after changing a handler's schema or the format:
/// `KBREPLAY_UPDATE_DOCS=1 swift test --filter ReferenceDocsTests` (then review the diff).
@Suite struct ReferenceDocsTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs")

    static var markdownFiles: [URL] {
        let enumerator = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "md" }
            .sorted { $0.path < $1.path }
    }

    @Test func generatedTablesAreCurrent() throws {
        let update = ProcessInfo.processInfo.environment["KBREPLAY_UPDATE_DOCS"] == "1"
        var blocks = 0
        for url in Self.markdownFiles {
            let text = try String(contentsOf: url, encoding: .utf8)
            blocks += text.components(separatedBy: TraceReference.beginMarker).count - 1
            let (current, unknown) = TraceReference.regenerate(text, handlers: HandlerKind.builtIn)
            #expect(unknown.isEmpty, "\(url.lastPathComponent): unknown generated blocks \(unknown)")
            if update, current != text {
                try current.write(to: url, atomically: true, encoding: .utf8)
            } else {
                #expect(
                    current == text,
                    "\(url.lastPathComponent) is stale: run 'KBREPLAY_UPDATE_DOCS=1 swift test --filter ReferenceDocsTests'")
            }
        }
        #expect(blocks >= 10, "docs/ should hold the generated key tables")
    }

    @Test func everyHandlerHasAPageAndAnIndexRow() throws {
        let index = try String(contentsOf: Self.docs.appendingPathComponent("handlers/README.md"), encoding: .utf8)
        for handler in HandlerKind.builtIn {
            #expect(index.contains("[`\(handler.name)`](\(handler.name).md)"))
            let page = Self.docs.appendingPathComponent("handlers/\(handler.name).md")
            #expect(FileManager.default.fileExists(atPath: page.path), "no page for \(handler.name)")
        }
    }

    @Test func regeneratingReplacesOnlyTheBlocks() {
        let text = "intro\n<!-- generated: keys:composer -->\nold\n<!-- end generated -->\noutro\n"
        let (current, unknown) = TraceReference.regenerate(text, handlers: HandlerKind.builtIn)
        #expect(unknown.isEmpty)
        #expect(current == """
            intro
            <!-- generated: keys:composer -->
            | key | type | required | default | meaning |
            |---|---|---|---|---|
            | `height` | number > 0, at most 1e7 | no | `48` | The composer's height, B. |
            <!-- end generated -->
            outro

            """)
        #expect(TraceReference.regenerate(current, handlers: HandlerKind.builtIn).text == current)
        #expect(TraceReference.regenerate("<!-- generated: nope -->\n<!-- end generated -->\n", handlers: []).unknown == ["nope"])
    }
}
