import Foundation
import Handlers
@testable import KBReplayCLI
import Testing
import TraceKit
import UIKitModel

/// A log holds only the keyboard's side: `--handler` and `--like` give the rest.
@Suite("kbreplay import console --handler, --like")
struct ConsoleImportBaseTests {
    /// A launch-chat-view screen on an iPhone SE, typed for this test: 375x667, no home
    /// indicator, 900 pt of content at the top, a 52 pt composer.
    static let like = """
        {"kbtrace": 1, "name": "se-chat", "handler": "launch-chat-view",
         "screen": {"width": 375, "height": 667, "safeTop": 20, "safeBottom": 0},
         "scrollView": {"contentHeight": 900, "offset": "top"},
         "composer": {"height": 52},
         "events": []}
        """

    static func importSE(_ options: [String]) throws -> (CLIRun, MemoryFileSystem) {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("logs/se.log", try fixtureBytes("swift-print-date.log"))
        fileSystem.addFile("logs/se-chat.trace.json", Array(Self.like.utf8))
        let result = run(["import", "console", "logs/se.log", "-o", "logs/imported.trace.json"] + options, in: fileSystem)
        return (result, fileSystem)
    }

    @Test func likeGivesTheRest() throws {
        let (result, fileSystem) = try Self.importSE(["--like", "logs/se-chat.trace.json"])
        #expect(result.code == .success, "\(result.errors)")
        // No screen note: the screen came from the trace.
        #expect(result.errors == "imported 2 keyboard notifications into logs/imported.trace.json\n")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("logs/imported.trace.json")).utf8)).get()
        #expect(trace.handler.name == "launch-chat-view")
        #expect(trace.scenario.screen == Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0))
        #expect(trace.scenario.contentHeight == 900)
        #expect(trace.scenario.initialOffset == .value(0))
        #expect(trace.scenario.composerHeight == 52)
        #expect(trace.events.count == 2)
        #expect(trace.description?.hasSuffix(
            "Handler launch-chat-view, screen, safe areas, scroll view, composer and config from se-chat.trace.json (--like).") == true)
        #expect(run(["record", "logs"], in: fileSystem).code == .success)
    }

    @Test func handlerGivesItsDefaults() throws {
        let (result, fileSystem) = try Self.importSE(["--handler", "safe-area-padding"])
        #expect(result.code == .success, "\(result.errors)")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("logs/imported.trace.json")).utf8)).get()
        #expect(trace.handler.name == "safe-area-padding")
        #expect(trace.description?.contains("Handler safe-area-padding from --handler, with its default config.") == true)
    }

    /// The like trace's screen is what frames are checked against, and named.
    @Test func framesAreCheckedAgainstTheLikeTracesScreen() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("logs/x.log", try fixtureBytes("iphone15-xcode.log"))
        fileSystem.addFile("logs/se-chat.trace.json", Array(Self.like.utf8))
        let result = run(["import", "console", "logs/x.log", "--like", "logs/se-chat.trace.json"], in: fileSystem)
        #expect(result.code == .dataError)
        // Line 10: the first begin frame, 393 wide, on the 375-wide screen.
        #expect(result.errors.hasPrefix(
            "logs/x.log:10: UIKeyboardWillChangeFrameNotification: begin frame (x 0, y 852, width 393, height 336) is wider "
                + "than the screen (the screen, from --like se-chat.trace.json, is 375x667)"), "\(result.errors)")
    }

    @Test func usage() {
        #expect(run(["import", "console", "a.log", "--handler", "nope"]).code == .usage)
        #expect(run(["import", "console", "a.log", "--handler", "form", "--like", "a.trace.json"]).code == .usage)
        #expect(run(["import", "console", "a.log", "--spacing", "0"]).code == .usage)
    }
}
