import Testing
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

    /// Four keys looked up in one walk give what four lookups give: the value of each
    /// key present (escaped or not, in any order), nil for one absent, and nothing for
    /// a key that only looks alike.
    @Test func fourKeysAreFoundInOneWalk() throws {
        let text = #"{"curve": 7, "t": 0.5, "dur\u0061tion": 0.25, "type": "keyboardWillShow", "ends": 1, "end": {"x": 0}}"#
        let found = try JSONParser.withDocument(Array(text.utf8)) { document -> [String?] in
            let fields = ObjectFields(objectPath: "", object: document.root)
            let (end, begin, duration, curve) = fields.values("end", "begin", "duration", "curve")
            let oneByOne = ["end", "begin", "duration", "curve"].map { fields.value(.name($0))?.index }
            #expect([end?.index, begin?.index, duration?.index, curve?.index] == oneByOne)
            return [end, begin, duration, curve].map { $0?.shortDescription }
        }.get()
        #expect(found == ["an object", nil, "0.25", "7"])
    }
}
