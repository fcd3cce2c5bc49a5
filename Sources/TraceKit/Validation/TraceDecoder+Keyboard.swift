import Handlers
import UIKitModel

/// Keyboard frames and curves, and what a keyboard's end frame may be.
extension TraceDecoder {
    /// The error for a keyboard end frame that is floating on a phone's screen
    /// `screenHeight` points high (`WorldInputCoding.keyboardEndFrame` names the field it
    /// applies to).
    static func floatingMessage(_ rect: Rect, screenHeight: Double) -> String {
        return "keyboard end frame \(describe(rect)) is floating: its bottom edge is at "
            + "\(format(KeyboardFrameKind.bottomEdgeForMessages(of: rect))), more than "
            + "\(format(KeyboardFrameKind.dockingTolerance)) pt above the screen's at \(format(screenHeight)); "
            + "a keyboard end frame must be docked (bottom edge at the screen bottom), partly off-screen (a hardware "
            + "keyboard's shortcut bar: top above the screen bottom, bottom edge below it) or hidden "
            + "(y >= \(format(screenHeight)) or zero size); floating, undocked and split keyboards exist only on an "
            + "iPad: give \"screen\": {\"idiom\": \"pad\"}"
    }

    /// The keys of a frame (`TraceFormat.rect`).
    static let rectKeys = KeySet(TraceFormat.rect.map(\.name))

    /// A frame: `x`, `y` (any sign), `width`, `height` (not negative), all required.
    ///
    /// A valid frame is read in one walk over its members (`plainRect`); anything else
    /// goes through the general checks, which report on it, at `path` (made only then:
    /// it cost a tenth of a valid frame's reading).
    mutating func decodeRect(_ value: JSONRef, path: @autoclosure () -> ObjectPath) -> Rect? {
        if let rect = Self.plainRect(value) { return rect }
        guard let fields = object(value, path: path(), allowedKeys: Self.rectKeys) else { return nil }
        let x = requiredNumber("x", in: fields, rule: .signedPoints)
        let y = requiredNumber("y", in: fields, rule: .signedPoints)
        let width = requiredNumber("width", in: fields, rule: .points)
        let height = requiredNumber("height", in: fields, rule: .points)
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The frame `value` is when it is what nearly every frame of a trace is: an object
    /// of the four keys `x`, `y`, `width` and `height` and no other, written without
    /// escapes, each a number its rule accepts (in any order; the parser let no key
    /// repeat). Then the general path (`object`, then `requiredNumber` for each key)
    /// would report nothing and read the same numbers, in five walks over the members
    /// instead of one (measured: 1,000 instructions a frame, a third of a keyboard
    /// event's decoding). Nil for any other value, which the general path reads.
    static func plainRect(_ value: JSONRef) -> Rect? {
        guard let members = value.members else { return nil }
        var x: Double? = nil
        var y: Double? = nil
        var width: Double? = nil
        var height: Double? = nil
        for member in members {
            let key = member.tape.nodes[member.keyIndex]
            guard key.value != JSONDocument.Node.escapedMark else { return nil }
            let bytes = member.tape.bytes.span(from: Int(key.offset) + 1, count: Int(key.value))
            guard let number = member.value.number else { return nil }
            if bytes.count == 1, bytes[0] == UInt8(ascii: "x"), NumberRule.signedPoints.accepts(number) {
                x = number
            } else if bytes.count == 1, bytes[0] == UInt8(ascii: "y"), NumberRule.signedPoints.accepts(number) {
                y = number
            } else if bytes.hasBytes(of: "width"), NumberRule.points.accepts(number) {
                width = number
            } else if bytes.hasBytes(of: "height"), NumberRule.points.accepts(number) {
                height = number
            } else {
                return nil
            }
        }
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// A UIKit animation curve: 0, 1, 2, 3 or 7 (`1.0` spells 1).
    mutating func decodeCurve(_ value: JSONRef, path: @autoclosure () -> String) -> AnimationCurve? {
        guard let raw = integer(value, path: path(), expected: "an integer curve (0, 1, 2, 3 or 7)") else {
            return nil
        }
        guard let curve = AnimationCurve(rawValue: raw) else {
            diagnostics.add(
                "curve \(value.shortDescription) is not a UIKit animation curve (use 0, 1, 2, 3 or 7)",
                path: path(), at: value.position)
            return nil
        }
        return curve
    }
}
