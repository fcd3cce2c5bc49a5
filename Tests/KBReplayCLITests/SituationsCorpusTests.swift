import Foundation
import Handlers
import Testing
import TraceKit
@testable import KBReplayCLI

/// The situations corpus, `Situations/` (issue 42): one world-only trace per situation that
/// developers report, each citing its public reports, taken by every chat handler, listed in
/// the folder's README, its golden (the default handler's) passing `check`.
struct SituationsCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Situations")

    /// The traces' names (`NAME.trace.json`), sorted.
    static func traceNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".trace.json") }
            .map { String($0.dropLast(".trace.json".count)) }
            .sorted()
    }

    static func bytes(_ file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(file)))
    }

    static func trace(_ name: String) throws -> Trace {
        try TraceParser.parse(try bytes("\(name).trace.json")).get()
    }

    /// The chat handlers: those that take both a list's `contentSize` and a composer's
    /// `composerLayout` (a handler added later joins by declaring them).
    static let chatHandlers = HandlerKind.builtIn.filter { $0.schema.takes(.contentSize) && $0.schema.takes(.composerLayout) }

    /// The public reports `text` cites, as `owner/repository#number`, in order.
    static func citations(_ text: String) throws -> [String] {
        try text.matches(of: Regex(#"[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+#[0-9]+"#)).map { String(text[$0.range]) }
    }

    /// The traces the README's table lists (its links to `NAME.trace.json`), in order, with
    /// the reports each row cites.
    static func readmeRows() throws -> [(trace: String, citations: [String])] {
        let readme = String(decoding: try bytes("README.md"), as: UTF8.self)
        return try readme.split(separator: "\n").filter { $0.hasPrefix("| ") }.compactMap { line in
            let row = String(line)
            guard let link = try row.firstMatch(of: Regex(#"\]\(([A-Za-z0-9_.-]+)\.trace\.json\)"#)),
                  let name = link.output[1].substring else { return nil }
            return (String(name), try citations(row))
        }
    }

    @Test func theChatHandlersAreTheOnesThatTakeAListAndAComposer() {
        let names = Self.chatHandlers.map(\.name)
        for chat in ["launch-composer", "launch-chat-view", "constraint-resize", "js-padding",
                     "rn-keyboard-avoiding-view", "keyboard-layout-guide", "messagekit"] {
            #expect(names.contains(chat))
        }
        #expect(!names.contains("form") && !names.contains("iqkeyboardmanager"))
    }

    /// Sixteen situations in the issue; the keyboard changing height has two traces (the
    /// emoji keyboard, a third-party keyboard's three willShow).
    @Test func everyTraceDecodesAndCitesAReportInItsDescription() throws {
        let names = try Self.traceNames()
        #expect(names.count == 17)
        for name in names {
            let trace = try Self.trace(name)
            #expect(trace.name == name)
            let description = try #require(trace.description, "\(name) has no description")
            #expect(try !Self.citations(description).isEmpty, "\(name) cites no report (owner/repository#number)")
        }
    }

    /// No `handler` and no `config`: nothing that would narrow a trace to one handler.
    @Test func everyTraceIsWorldOnly() throws {
        for name in try Self.traceNames() {
            let object = try #require(JSONSerialization.jsonObject(with: Data(try Self.bytes("\(name).trace.json"))) as? [String: Any])
            #expect(object["handler"] == nil, "\(name) names a handler")
            #expect(object["config"] == nil, "\(name) has a config")
        }
    }

    /// Every chat handler takes every event of every trace (and its default config takes
    /// them), except `geometry`, which the library handlers do not take yet
    /// (`docs/formats.md`): the two traces that need it (a detent change, a rotation) are
    /// the only ones that have it, and the handlers that take it are the ones `compare` runs.
    @Test func everyChatHandlerTakesEveryTrace() throws {
        var withGeometry: [String] = []
        for name in try Self.traceNames() {
            let trace = try Self.trace(name)
            if trace.events.contains(where: { $0.event.type == .geometry }) { withGeometry.append(name) }
            for handler in Self.chatHandlers {
                for timed in trace.events where timed.event.type != .geometry {
                    let type = timed.event.type
                    #expect(handler.schema.takes(type), "\(handler.name) does not take \(name)'s '\(type.name)'")
                    #expect(handler.schema.problem(with: type, config: handler.schema.defaultConfig) == nil)
                }
            }
        }
        #expect(withGeometry == ["rotation-keyboard-up", "sheet-detent-change"])
        let rotation = Comparison(try Self.trace("rotation-keyboard-up"), handlers: Self.chatHandlers)
        #expect(rotation.entries.map(\.handler) == Self.chatHandlers.filter { $0.schema.takes(.geometry) }.map(\.name))
        #expect(rotation.leftOut.map(\.reason).allSatisfy { $0 == "does not take 'geometry' events" })
        #expect(Comparison(try Self.trace("tab-bar"), handlers: Self.chatHandlers).leftOut.isEmpty)
    }

    @Test func theReadmeListsExactlyTheFoldersTracesWithTheirReports() throws {
        let rows = try Self.readmeRows()
        #expect(rows.map(\.trace).sorted() == (try Self.traceNames()))
        #expect(Set(rows.map(\.trace)).count == rows.count, "a trace is listed twice")
        for row in rows {
            let description = try #require(try Self.trace(row.trace).description)
            #expect(row.citations == (try Self.citations(description)), "\(row.trace): the README cites other reports than the trace")
        }
    }

    /// `kbreplay check Situations`: every golden (launch-composer's) and every `expect`.
    @Test func theGoldensAndExpectationsPass() throws {
        let fileSystem = MemoryFileSystem()
        let names = try Self.traceNames()
        for name in names {
            for file in ["\(name).trace.json", "\(name).golden.jsonl"] {
                fileSystem.addFile("Situations/\(file)", try Self.bytes(file))
            }
        }
        let result = run(["check", "Situations"], in: fileSystem)
        #expect(result.code == .success, "\(result.output)\(result.errors)")
        #expect(result.outputLines.last == "\(names.count) passed, 0 failed")
    }
}
