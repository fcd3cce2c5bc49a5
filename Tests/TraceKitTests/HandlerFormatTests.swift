import Handlers
import Testing
@testable import TraceKit
import UIKitModel

/// The format's additions for handlers: the `handler` key, per-handler `config` and event
/// types, `$schema`, and the frame header's `handler`.
struct HandlerFormatTests {
    static let chat = #""handler": "launch-chat-view""#
    static let chatKeys = "chatGap, nearBottomThreshold, defaultSafeBottom"
    static let chatTypes = "keyboardWillShow, keyboardWillHide, keyboardWillChangeFrame, keyboardDidShow, keyboardDidHide, "
        + "keyboardDidChangeFrame, geometry, contentSize, composerLayout, scrollToBottom, dragBegin, dragMove, dragEnd, tap"

    static func handlerNames() -> String { HandlerKind.builtIn.map(\.name).joined(separator: ", ") }

    @Test func theDefaultHandlerIsLaunchComposer() throws {
        #expect(try parseTrace(makeTrace()).get().handler == .launchComposer)
        #expect(try parseTrace(makeTrace(extra: Self.chat)).get().handler == .launchChatView)
    }

    @Test func anUnknownHandlerNamesTheOnesThatExist() {
        let typo = diagnostics(makeTrace(extra: #""handler": "launch-chat-veiw""#)).map(describe)
        #expect(typo == ["handler: unknown handler \"launch-chat-veiw\" (did you mean 'launch-chat-view'?); the handlers are \(Self.handlerNames())"])
        let other = diagnostics(makeTrace(extra: #""handler": "swiftui""#)).map(describe)
        #expect(other == ["handler: unknown handler \"swiftui\"; the handlers are \(Self.handlerNames())"])
        #expect(diagnostics(makeTrace(extra: #""handler": 3"#)).map(describe) == ["handler: expected a string, got 3"])
    }

    /// With no valid handler, its config keys and the event types it takes are not
    /// checked: one mistake, one error (`SpecEdgeTests` for the checks that stay).
    @Test func anUnknownHandlerIsTheOnlyError() {
        let text = makeTrace(events: [#"{"t": 1, "type": "send"}"#, #"{"t": 2, "type": "scrollToBottom"}"#], extra: #""handler": "nope", "config": {"gap": 1}"#)
        #expect(diagnostics(text).count == 1)
    }

    @Test func anotherHandlersConfigKeySaysWhoseItIs() {
        let text = makeTrace(extra: Self.chat + #", "config": {"pinToTopEnabled": true}"#)
        #expect(diagnostics(text).map(describe) == [
            "config: unknown key 'pinToTopEnabled': it is launch-composer's (set \"handler\": \"launch-composer\" to use it); "
                + "launch-chat-view's config takes \(Self.chatKeys)",
        ])
        let unknown = makeTrace(extra: Self.chat + #", "config": {"speed": 2}"#)
        #expect(diagnostics(unknown).map(describe) == ["config: unknown key 'speed' (launch-chat-view's config takes \(Self.chatKeys))"])
    }

    @Test func aHandlersOwnConfigIsReadWithItsDefaults() throws {
        let trace = try parseTrace(makeTrace(extra: Self.chat + #", "config": {"chatGap": 12}"#)).get()
        #expect(trace.scenario.config[LaunchChatView.Settings.chatGap] == 12)
        #expect(trace.scenario.config[LaunchChatView.Settings.nearBottomThreshold] == 100)
        #expect(diagnostics(makeTrace(extra: Self.chat + #", "config": {"chatGap": -1}"#)).map(describe)
            == ["config.chatGap: -1 must not be negative"])
    }

    /// `defaultSafeBottom` of the trace's handler is the screen's default safe area.
    @Test func theHandlersDefaultSafeBottomApplies() throws {
        let trace = try parseTrace(makeTrace(extra: Self.chat + #", "config": {"defaultSafeBottom": 21}"#)).get()
        #expect(trace.scenario.screen.safeBottom == 21)
    }

    @Test func anEventTypeTheHandlerDoesNotTakeListsTheOnesItDoes() {
        let text = makeTrace(events: [#"{"t": 1, "type": "send"}"#], extra: Self.chat)
        #expect(diagnostics(text).map(describe) == ["events[0].type: launch-chat-view does not take 'send' events; it takes \(Self.chatTypes)"])
        let scroll = makeTrace(events: [#"{"t": 1, "type": "scrollToBottom"}"#])
        #expect(diagnostics(scroll).map(describe).first?.hasPrefix("events[0].type: launch-composer does not take 'scrollToBottom' events; it takes keyboardWillShow") == true)
    }

    @Test func theNewEventsDecode() throws {
        let trace = try parseTrace(makeTrace(
            events: [#"{"t": 1, "type": "scrollToBottom"}"#, #"{"t": 2, "type": "scrollToBottom", "animated": false}"#],
            extra: Self.chat)).get()
        #expect(trace.events.map(\.event) == [.scrollToBottom(animated: true), .scrollToBottom(animated: false)])
        #expect(diagnostics(makeTrace(events: [#"{"t": 1, "type": "scrollToBottom", "animated": 1}"#], extra: Self.chat)).map(describe)
            == ["events[0].animated: expected true or false, got 1"])
    }

    @Test func schemaIsAcceptedAndIgnored() throws {
        let trace = try parseTrace(makeTrace(extra: #""$schema": "docs/kbtrace.schema.json""#)).get()
        #expect(trace.name == "t1")
        #expect(diagnostics(makeTrace(extra: #""$schema": 1"#)).map(describe) == ["$schema: expected a string, got 1"])
    }

    /// The header carries `handler` after `trace` only for a handler other than the default.
    @Test func theFrameHeaderNamesANonDefaultHandler() throws {
        func line(_ header: FrameHeader) -> String {
            var bytes: [UInt8] = []
            header.append(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(line(FrameHeader(trace: "a", fps: 60, frames: 2)) == #"{"kbframes":1,"trace":"a","fps":60,"frames":2}"# + "\n")
        #expect(line(FrameHeader(trace: "a", handler: "launch-chat-view", fps: 60, frames: 2))
            == #"{"kbframes":1,"trace":"a","handler":"launch-chat-view","fps":60,"frames":2}"# + "\n")
    }

    /// A golden read back names its handler, and a golden of another handler is a header
    /// difference whose frames are not compared.
    @Test func aGoldenOfAnotherHandlerIsAHeaderDifference() throws {
        let trace = try parseTrace(makeTrace(extra: Self.chat)).get()
        let bytes = FrameEncoder.encodedBytes(header: trace.frameHeader, layout: trace.frameLayout, frames: trace.makeReplay())
        let golden = try Golden.parse(bytes).get()
        #expect(golden.header.handler == "launch-chat-view")
        #expect(GoldenComparison().differences(golden: golden, header: trace.frameHeader, frames: trace.makeReplay()) == nil)
        var composer = trace
        composer.handler = .launchComposer
        composer.scenario.config = LaunchComposer.schema.defaultConfig
        let differences = try #require(GoldenComparison().differences(
            golden: golden, header: composer.frameHeader, frames: composer.makeReplay()))
        #expect(differences.formatted() == [
            #"header differs: handler expected "launch-chat-view", actual "launch-composer""#,
            "frames not compared: the handlers differ",
        ])
    }

    @Test func aGoldenOfAnUnknownHandlerIsAnError() {
        let bytes = Array((#"{"kbframes":1,"trace":"a","handler":"mine","fps":60,"frames":1}"# + "\n").utf8)
        guard case .failure(let errors) = Golden.parse(bytes) else {
            Issue.record("a golden of an unknown handler must not parse")
            return
        }
        #expect(errors.formatted(file: "a.golden.jsonl") == #"a.golden.jsonl:1: handler: unknown handler "mine""#)
    }
}

/// A built-in handler's layout is made once and shared: it must be the layout made
/// afresh, byte for byte; any other schema gets its own.
@Test func aSharedLayoutIsTheLayoutMadeAfresh() {
    for kind in HandlerKind.builtIn {
        let shared = FrameLayout.of(kind.schema.frame)
        let fresh = FrameLayout(kind.schema.frame)
        #expect(shared.schema == fresh.schema && shared.codes == fresh.codes && shared.keys == fresh.keys)
        #expect(shared.table == fresh.table && shared.keySpans == fresh.keySpans)
        #expect(shared.choiceStart == fresh.choiceStart && shared.choiceSpans == fresh.choiceSpans)
        #expect(shared.maximumLineLength == fresh.maximumLineLength)
        #expect(shared.maximumValueLength == fresh.maximumValueLength)
    }
    let own = FrameSchema([FrameField("height", .number), FrameField("mode", .choice(["a-very-long-choice-name-of-40-bytes-or-so"]))])
    let layout = FrameLayout.of(own)
    #expect(layout.schema == own && layout.keys == [Array(#","height":"#.utf8), Array(#","mode":"#.utf8)])
    // A choice literal longer than a number's room sets the room of a value.
    #expect(layout.maximumValueLength == 43)
    #expect(layout.maximumLineLength == 64 + 10 + 32 + 8 + 43)
}

/// Keys and runs of unchanged fields are copied in pieces of 32 bytes, which may read and
/// write past them: a key longer than a piece, a run longer than several, and a value at
/// the very end of a line must all come out whole, with nothing of the last line left.
@Test func longKeysAndRunsAreCopiedWhole() {
    let longName = "a-field-name-longer-than-one-piece-of-32-bytes"
    let schema = FrameSchema([
        FrameField(longName, .number), FrameField("b", .number), FrameField("c", .number),
        FrameField("mode", .choice(["a-very-long-choice-name-of-40-bytes-or-so", "short"])),
    ])
    let layout = FrameLayout(schema)
    var encoder = FrameEncoder(header: FrameHeader(trace: "x", fps: 60, frames: 3), layout: layout, emission: .allFrames)
    var bytes: [UInt8] = []
    func frame(_ index: Int, _ values: [Double]) -> Frame {
        var lanes = FrameValues()
        for (lane, value) in values.enumerated() { lanes[lane] = value }
        return Frame(index: index, time: Int64(index) * 16_666_667, values: lanes)
    }
    // Frame 1 keeps the long key's field and the choice, and changes `b` and `c`; frame 2
    // keeps `b` and `c` (a run of two after a changed field) and shortens the choice.
    encoder.append(frame(0, [123456.789, 1, 2, 0]), to: &bytes)
    encoder.append(frame(1, [123456.789, 10.5, 20.25, 0]), to: &bytes)
    encoder.append(frame(2, [7, 10.5, 20.25, 1]), to: &bytes)
    #expect(outputLines(bytes) == [
        #"{"f":0,"t":0,"a-field-name-longer-than-one-piece-of-32-bytes":123456.789,"b":1,"c":2,"mode":"a-very-long-choice-name-of-40-bytes-or-so"}"#,
        #"{"f":1,"t":0.016667,"a-field-name-longer-than-one-piece-of-32-bytes":123456.789,"b":10.5,"c":20.25,"mode":"a-very-long-choice-name-of-40-bytes-or-so"}"#,
        #"{"f":2,"t":0.033333,"a-field-name-longer-than-one-piece-of-32-bytes":7,"b":10.5,"c":20.25,"mode":"short"}"#,
        "",
    ])
}
