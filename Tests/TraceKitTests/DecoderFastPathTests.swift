import Testing
import TestSupport
import Handlers
import UIKitModel
@testable import TraceKit

/// The decoder's fast paths read what the general checks would, and leave everything
/// else to them.
@Suite("Trace decoder fast paths")
struct DecoderFastPathTests {
    /// The frame of `text` as the one-walk reader sees it.
    private func plainRect(_ text: String) throws -> Rect? {
        try JSONParser.withDocument(Array(text.utf8)) { TraceDecoder.plainRect($0.root) }.get()
    }

    /// A frame of the four keys, in any order and with any sign its rules allow, is read
    /// in one walk.
    @Test func aPlainFrameIsReadInOneWalk() throws {
        #expect(try plainRect(#"{"x": 0, "y": 516, "width": 393, "height": 336}"#) == Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(try plainRect(#"{"height":336.5,"width":0,"y":-20.25,"x":-2}"#) == Rect(x: -2, y: -20.25, width: 0, height: 336.5))
        #expect(try plainRect(#"{"x": 1e7, "y": -1e7, "width": 1E7, "height": 0.0}"#) == Rect(x: 1e7, y: -1e7, width: 1e7, height: 0))
    }

    /// Anything else is left to the general path, which reports it (or, for an
    /// extension key or an escaped key, reads it).
    @Test func anythingElseIsLeftToTheGeneralChecks() throws {
        let others = [
            #"{"x": 0, "y": 516, "width": 393, "height": 336, "x-note": 1}"#,
            #"{"\u0078": 0, "y": 516, "width": 393, "height": 336}"#,
            #"{"x": 0, "y": 516, "width": 393}"#,
            #"{"x": 0, "y": 516, "width": -1, "height": 336}"#,
            #"{"x": 0, "y": 516, "width": 393, "height": -0.5}"#,
            #"{"x": "0", "y": 516, "width": 393, "height": 336}"#,
            #"{"x": 0, "y": 1e999, "width": 393, "height": 336}"#,
            #"{"x": 2e7, "y": 516, "width": 393, "height": 336}"#,
            #"{"x": 0, "y": 516, "widht": 393, "height": 336}"#,
            #"{"x": 0, "Y": 516, "width": 393, "height": 336}"#,
            #"{}"#, #"[0, 516, 393, 336]"#, "null",
        ]
        for text in others {
            #expect(try plainRect(text) == nil, "\(text)")
        }
    }

    /// An event's members found in one walk give what one lookup per key gives: the
    /// value of each key present (escaped or not, in any order), nil for one absent,
    /// and nothing for a key that only looks alike; the keys found are the set of those
    /// present, and every other key (unknown, or an extension) is counted.
    @Test func anEventsMembersAreFoundInOneWalk() throws {
        let text = #"{"curve": 7, "t": 0.5, "dur\u0061tion": 0.25, "type": "keyboardWillShow", "ends": 1, "end": {"x": 0}, "x-note": 2}"#
        let found = try JSONParser.withDocument(Array(text.utf8)) { document -> [String?] in
            let fields = ObjectFields(objectPath: "", object: document.root)
            let members = EventMembers(of: document.root)
            for key in EventKey.allCases {
                #expect(members.value(key)?.index == fields.value(key.fieldKey)?.index, "\(key)")
            }
            #expect(members.keys == [EventKeySet(.curve), EventKeySet(.t), EventKeySet(.duration), EventKeySet(.type), EventKeySet(.end)])
            #expect(members.otherCount == 2)
            return [.end, .begin, .duration, .curve, .t, .type].map { members.value($0)?.shortDescription }
        }.get()
        #expect(found == ["an object", nil, "0.25", "7", "0.5", #""keyboardWillShow""#])
    }

    /// An event with every `EventKey` (no type has them all) has each one's value at its
    /// own place: the members' storage holds one node per key.
    @Test func everyEventKeyHasItsOwnPlace() throws {
        let text = "{" + EventKey.allCases.map { #""\#($0.name)": \#($0.rawValue)"# }.joined(separator: ", ") + "}"
        let found = try JSONParser.withDocument(Array(text.utf8)) { document -> [String?] in
            let members = EventMembers(of: document.root)
            #expect(members.otherCount == 0)
            #expect(members.keys == EventKeySet(rawValue: 1 << EventKey.allCases.count - 1))
            return EventKey.allCases.map { members.value($0)?.shortDescription }
        }.get()
        #expect(found == EventKey.allCases.map { String($0.rawValue) })
    }

    /// An event has only its type's keys when it has no other member and its keys are
    /// among the type's: the check that spares the general unknown-key report.
    @Test func anEventHasOnlyItsTypesKeys() throws {
        let keyboard = try #require(EventKeySet(allowedFor: .keyboardWillShow))
        let sendKeys = try #require(EventKeySet(allowedFor: LaunchComposer.Events.send))
        let dragEndKeys = try #require(EventKeySet(allowedFor: .dragEnd))
        #expect(keyboard == [EventKeySet(.t), EventKeySet(.type), EventKeySet(.end), EventKeySet(.begin), EventKeySet(.duration), EventKeySet(.curve)])
        #expect(sendKeys == [EventKeySet(.t), EventKeySet(.type)])
        #expect(dragEndKeys == [EventKeySet(.t), EventKeySet(.type), EventKeySet(.y), EventKeySet(.velocity)])
        let cases: [(String, EventKeySet, Bool)] = [
            (#"{"t": 1, "type": "keyboardWillShow", "end": {}, "duration": 0.25, "curve": 7}"#, keyboard, true),
            (#"{"type": "keyboardWillShow"}"#, keyboard, true),
            (#"{}"#, sendKeys, true),
            (#"{"t": 1, "type": "send", "y": 3}"#, sendKeys, false),
            (#"{"t": 1, "type": "send", "x-note": 3}"#, sendKeys, false),
            (#"{"t": 1, "type": "send", "T": 3}"#, sendKeys, false),
            (#"{"t": 1, "type": "dragEnd", "y": 3, "velocity": 1}"#, dragEndKeys, true),
            (#"{"t": 1, "type": "dragEnd", "y": 3, "velocity": 1, "height": 2}"#, dragEndKeys, false),
        ]
        for (text, allowed, expected) in cases {
            let hasOnly = try JSONParser.withDocument(Array(text.utf8)) { document in
                EventMembers(of: document.root).hasOnlyKeys(in: allowed)
            }.get()
            #expect(hasOnly == expected, "\(text)")
        }
    }

    /// Every key a known event type allows is an `EventKey`, each key is found from
    /// its name, and a key differing in one byte, or in length, is none.
    @Test func everyEventKeyIsFoundFromItsName() {
        #expect(EventKeySet.knownAllowed.allSatisfy { $0 != nil })
        #expect(EventKeySet(allowedFor: MetronomeHandler.tick) == nil, "strength and loud are no EventKeys")
        func key(_ text: String) -> EventKey? {
            ByteSpan.with(text) { EventKey(bytes: $0) }
        }
        for expected in EventKey.allCases {
            let name = expected.name.description
            #expect(key(name) == expected)
            #expect(key(name + "s") == nil, "\(name)s")
            #expect(key(String(name.dropLast())) == nil, "\(name.dropLast())")
            #expect(key(name.uppercased()) == nil, "\(name.uppercased())")
            #expect(key("x" + name.dropFirst()) == nil, "x\(name.dropFirst())")
            #expect(key(name.dropLast() + "x") == nil, "\(name.dropLast())x")
        }
        for other in ["", "T", "x", "\u{0}", "width", "heigth", "ends", "typo", "vel0city"] {
            #expect(key(other) == nil, "\(other)")
        }
    }

    /// Events are read from their members, found in one walk, whatever the order of
    /// their keys: the values written, worked out by hand. An event with an extension
    /// key, or with a key spelled with escapes, goes through the general checks and
    /// reads the same.
    @Test func eventsAreReadFromTheirMembers() throws {
        let events = [
            #"{"type": "dragBegin", "y": 300.5, "t": 0.25}"#,
            #"{"t": 0.5, "velocity": -120, "y": 280, "type": "dragEnd"}"#,
            #"{"t": 0.75, "type": "contentSize", "x-note": "grew", "height": 2500}"#,
            #"{"\u0074": 1, "typ\u0065": "composerLayout", "height": 60}"#,
            #"{"curve": 7, "duration": 0.25, "end": {"height": 336, "x": 0, "y": 516, "width": 393}, "type": "keyboardWillShow", "t": 1.5}"#,
            #"{"t": 2, "type": "keyboardWillHide", "duration": 0.5, "curve": 0}"#,
            #"{"t": 2.25, "type": "send", "x-by": "test"}"#,
        ]
        let trace = try parseTrace(makeTrace(events: events)).get()
        let end = Rect(x: 0, y: 516, width: 393, height: 336)
        #expect(trace.events == [
            TimedEvent(time: 250_000_000, event: .dragBegin(y: 300.5)),
            TimedEvent(time: 500_000_000, event: .dragEnd(y: 280, velocity: -120)),
            TimedEvent(time: 750_000_000, event: .contentSize(height: 2500)),
            TimedEvent(time: 1_000_000_000, event: .composerLayout(height: 60)),
            TimedEvent(
                time: 1_500_000_000,
                event: .keyboard(KeyboardNotification(kind: .willShow, end: end, duration: 250_000_000, curve: .keyboard))),
            TimedEvent(
                time: 2_000_000_000,
                event: .keyboard(KeyboardNotification(kind: .willHide, end: nil, duration: 500_000_000, curve: .easeInOut))),
            TimedEvent(time: 2_250_000_000, event: .send),
        ])
    }

    /// An event with a key its type does not allow (another type's, or an escaped
    /// spelling of one) is reported as before, and its fields still read.
    @Test func anotherTypesKeyIsReported() {
        let found = diagnostics(makeTrace(events: [
            #"{"t": 1, "type": "dragBegin", "y": 1, "height": 2}"#,
            #"{"t": 2, "type": "send", "\u0079": 3}"#,
            #"{"t": 3, "type": "contentSize"}"#,
        ])).map(describe)
        #expect(found == [
            "events[0]: unknown key 'height' for a 'dragBegin' event (allowed: t, type, y)",
            "events[1]: unknown key 'y' for a 'send' event (allowed: t, type)",
            "events[2]: missing required key 'height' for a 'contentSize' event",
        ])
    }
}
