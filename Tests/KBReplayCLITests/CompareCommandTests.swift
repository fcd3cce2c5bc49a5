import Handlers
import Testing
import TraceKit
@testable import KBReplayCLI

/// `kbreplay compare`: which handlers run, what each measures (values by hand), the
/// printers' bytes, and its usage errors.
struct CompareCommandTests {
    /// 2,200 pt of messages at the bottom of a 393 x 852 phone, an instant 336 pt keyboard at 0.1 s.
    static func instantTrace(config: String = "", extraEvent: String = "") -> String {
        """
        {"kbtrace": 1, "name": "instant", "handler": "launch-chat-view", "duration": 0.5,
         "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
         "scrollView": {"contentHeight": 2200}, \(config)
         "expect": {"violations": ["composer-rides-keyboard"]},
         "events": [\(extraEvent)
          {"t": 0.1, "type": "keyboardWillChangeFrame", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0, "curve": 7}
         ]}
        """
    }

    static func comparison(_ text: String, handlers: [HandlerKind] = HandlerKind.builtIn) throws -> Comparison {
        Comparison(try TraceParser.parse(Array(text.utf8)).get(), handlers: handlers)
    }

    static func entry(_ comparison: Comparison, _ name: String) throws -> Comparison.Entry {
        try #require(comparison.entries.first { $0.handler == name })
    }

    @Test func aTraceOfWorldEventsRunsOnEveryChatHandler() throws {
        let comparison = try Self.comparison(Self.instantTrace())
        let names = comparison.entries.map(\.handler)
        for chat in ["launch-composer", "launch-chat-view", "constraint-resize", "js-padding", "messagekit"] {
            #expect(names.contains(chat))
        }
        #expect(comparison.leftOut.isEmpty)
    }

    /// At rest after the keyboard: constraint-resize `1396 + 336 = 1732`; js-padding as
    /// written `2200 - 852 = 1348` (the footer shrinks to 0 and the clamp pulls the offset).
    @Test func theOffsetsAtRestAreTheHandlersOwn() throws {
        let comparison = try Self.comparison(Self.instantTrace())
        #expect(try Self.entry(comparison, "constraint-resize").restOffsets == [1732])
        #expect(try Self.entry(comparison, "js-padding").restOffsets == [1348])
        // messagekit moves no offset for the keyboard: `2200 - 852 + 82 = 1430` stays.
        #expect(try Self.entry(comparison, "messagekit").restOffsets == [1430])
    }

    /// An instant keyboard: the gap `kbTop - composer bottom` is 34 before (852 - 818) and
    /// after (516 - 482) for js-padding, whose composer is a frame late: at the keyboard's
    /// frame it is still at 818, a gap of `516 - 818 = -302`, 336 from the 34 expected.
    /// constraint-resize's composer moves in the same frame: no error.
    @Test func theGapErrorIsTheComposersLag() throws {
        let comparison = try Self.comparison(Self.instantTrace())
        #expect(try Self.entry(comparison, "js-padding").largestGapError == 336)
        #expect(try Self.entry(comparison, "constraint-resize").largestGapError == 0)
        #expect(try Self.entry(comparison, "form").largestGapError == nil)
    }

    @Test func configKeysAHandlerDoesNotTakeAreDroppedAndListed() throws {
        let comparison = try Self.comparison(Self.instantTrace(config: #""config": {"chatGap": 12, "nearBottomThreshold": 50},"#))
        #expect(try Self.entry(comparison, "js-padding").droppedConfig == ["nearBottomThreshold"])
        #expect(try Self.entry(comparison, "constraint-resize").droppedConfig == ["chatGap", "nearBottomThreshold"])
        #expect(try Self.entry(comparison, "js-padding").trace.scenario.config[JSPadding.Settings.chatGap] == 12)
        #expect(try Self.comparison(Self.instantTrace(config: #""config": {"chatGap": 12},"#)).text
            .contains("config dropped for constraint-resize: chatGap"))
    }

    @Test func aHandlerThatDoesNotTakeAnEventTypeIsLeftOutWithTheReason() throws {
        let comparison = try Self.comparison(Self.instantTrace(extraEvent: #"{"t": 0.05, "type": "scrollToBottom"},"#))
        #expect(comparison.entries.map(\.handler) == ["launch-chat-view", "messagekit"])
        #expect(comparison.leftOut.contains(.init(handler: "js-padding", reason: "does not take 'scrollToBottom' events")))
    }

    /// A form trace runs through `form` and `iqkeyboardmanager` side by side, with the other
    /// handlers that take `focus` (messagekit, rnkc-aware-scroll-view); the other chat
    /// handlers are left out. The field at 600...640 with the 336 pt keyboard (top 516):
    /// form scrolls to `640 + 20 - 516 + 20 = 164`; IQKeyboardManager by
    /// `640 - (852 - (336 + 10 + 34)) + 34 = 202`, and its hide stops at `1200 - 852 = 348`
    /// (not below 202: it stays at 202), form's goes back to 0.
    @Test func aFormTraceRunsThroughFormAndIQKeyboardManager() throws {
        let text = """
            {"kbtrace": 1, "name": "f", "handler": "form", "duration": 2,
             "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
             "scrollView": {"contentHeight": 1200, "offset": "top"},
             "events": [
              {"t": 0, "type": "focus", "y": 600, "height": 40},
              {"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0.25, "curve": 7},
              {"t": 1.0, "type": "keyboardWillHide", "end": {"x": 0, "y": 852, "width": 393, "height": 336}, "duration": 0.25, "curve": 7}
             ]}
            """
        let comparison = try Self.comparison(text)
        #expect(comparison.entries.map(\.handler) == ["form", "messagekit", "iqkeyboardmanager", "rnkc-aware-scroll-view"])
        #expect(try Self.entry(comparison, "form").restOffsets == [164, 0])
        #expect(try Self.entry(comparison, "iqkeyboardmanager").restOffsets == [202, 202])
    }

    @Test func theSameTraceGivesTheSameBytes() {
        let fileSystem = MemoryFileSystem(files: ["t.trace.json": Self.instantTrace()])
        fileSystem.addFile("out/.keep", [])
        let first = run(["compare", "t.trace.json", "-o", "out"], in: fileSystem)
        let page = fileSystem.files["out/instant.compare.html"]
        let second = run(["compare", "t.trace.json", "-o", "out"], in: fileSystem)
        #expect(first.code == .success)
        #expect(first.output == second.output)
        #expect(page != nil && page == fileSystem.files["out/instant.compare.html"])
        let json = run(["compare", "t.trace.json", "--format", "json"], in: fileSystem)
        #expect(json.output == run(["compare", "t.trace.json", "--format", "json"], in: fileSystem).output)
        #expect(json.output.hasPrefix(#"{"kbcompare":1,"trace":"instant""#))
    }

    /// `-o DIR` makes the folder, as `check --report` does; a file in its way is exit 74.
    @Test func aMissingOutputDirectoryIsCreated() {
        let fileSystem = MemoryFileSystem(files: ["t.trace.json": Self.instantTrace()])
        let made = run(["compare", "t.trace.json", "-o", "pages/new"], in: fileSystem)
        #expect(made.code == .success)
        #expect(fileSystem.files["pages/new/instant.compare.html"] != nil)
        fileSystem.addFile("taken", [])
        #expect(run(["compare", "t.trace.json", "-o", "taken"], in: fileSystem).code == .ioError)
    }

    @Test func anUnknownHandlerIsAUsageErrorListingTheHandlers() {
        let fileSystem = MemoryFileSystem(files: ["t.trace.json": Self.instantTrace()])
        let result = run(["compare", "t.trace.json", "--handlers", "js-padding,nope"], in: fileSystem)
        #expect(result.code == .usage)
        #expect(result.errors.contains("unknown handler 'nope'"))
        #expect(result.errors.contains(HandlerKind.builtIn.map(\.name).joined(separator: ", ")))
    }

    @Test func theHandlersOptionChoosesAndOrders() throws {
        let fileSystem = MemoryFileSystem(files: ["t.trace.json": Self.instantTrace()])
        let result = run(["compare", "t.trace.json", "--handlers", "js-padding,constraint-resize"], in: fileSystem)
        let rows = result.outputLines.dropFirst(2).map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(rows == ["js-padding", "constraint-resize"])
    }
}
