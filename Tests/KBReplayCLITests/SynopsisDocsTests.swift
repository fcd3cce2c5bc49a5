import Foundation
import Testing
@testable import KBReplayCLI

/// The README's and docs/commands.md's command synopses are the commands' specs: a
/// stale one fails. To update them after changing a command's options:
/// `KBREPLAY_UPDATE_DOCS=1 swift test --filter SynopsisDocsTests` (then review the diff).
@Suite struct SynopsisDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["README.md", "docs/commands.md"])
    func theSynopsisIsCurrent(file: String) throws {
        let url = Self.root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(Synopsis.beginMarker), "\(file) has no synopsis block")
        let current = Synopsis.regenerate(text)
        if ProcessInfo.processInfo.environment["KBREPLAY_UPDATE_DOCS"] == "1", current != text {
            try current.write(to: url, atomically: true, encoding: .utf8)
        } else {
            #expect(current == text, "\(file)'s synopsis is stale: run 'KBREPLAY_UPDATE_DOCS=1 swift test --filter SynopsisDocsTests'")
        }
    }

    /// Every option of every command is in the synopsis, `import`'s included.
    @Test func everyOptionIsListed() {
        let text = Synopsis.text()
        for spec in Command.registered.map(\.spec) {
            for option in spec.options { #expect(text.contains(option.long), "\(spec.name): \(option.long)") }
        }
        #expect(text.contains("kbreplay import <source> <file> [--output <trace>]"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 92 })
    }

    /// A block is replaced whole, and the text around it kept.
    @Test func regeneratingReplacesOnlyTheBlock() {
        let text = "intro\n\(Synopsis.beginMarker)\nold\n\(Synopsis.endMarker)\noutro\n"
        #expect(Synopsis.regenerate(text) == "intro\n\(Synopsis.beginMarker)\n```\n\(Synopsis.text())\n```\n\(Synopsis.endMarker)\noutro\n")
    }
}
