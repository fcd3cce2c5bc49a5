import Handlers
import UIKitModel

/// Keyboard notifications: frames, durations, curves, and what an end frame may be.
extension TraceDecoder {
    /// A keyboard event: `duration` and `curve` always; `end` except for `willHide`;
    /// `begin` optional. Every given `end` must be hidden, docked or partly off-screen
    /// (`KeyboardFrameKind`); `begin` is checked for shape only.
    mutating func decodeKeyboard(
        _ kind: KeyboardNotification.Kind, fields: ObjectFields, members: EventMembers, screenHeight: Double?,
        context: @autoclosure () -> String
    ) -> KeyboardNotification? {
        let beginValue = members.value(.begin)
        let endValue = kind == .willHide ? members.value(.end) : required(.end, of: members, in: fields, context: context())
        var end: Rect? = nil
        var endIsValid = endValue != nil || kind == .willHide
        if let endValue {
            end = decodeRect(endValue, path: fields.childPath("end"))
            endIsValid = end != nil
            if let rect = end, let screenHeight, KeyboardFrameKind(rect, screenHeight: screenHeight) == .floating {
                diagnostics.add(Self.floatingMessage(rect, screenHeight: screenHeight), path: fields.path("end"), at: endValue.position)
                endIsValid = false
            }
        }
        let begin = beginValue.flatMap { decodeRect($0, path: fields.childPath("begin")) }
        let beginIsValid = beginValue == nil || begin != nil
        var duration: Double? = nil
        if let value = required(.duration, of: members, in: fields, context: context()) {
            duration = number(value, key: "duration", in: fields, rule: .seconds)
        }
        var curve: AnimationCurve? = nil
        if let value = required(.curve, of: members, in: fields, context: context()) {
            // A valid curve is read without making its path (`number(_:key:in:rule:)`).
            if let raw = value.number.flatMap({ Int(exactly: $0) }), let known = AnimationCurve(rawValue: raw) {
                curve = known
            } else {
                curve = decodeCurve(value, path: fields.path("curve"))
            }
        }
        guard endIsValid, beginIsValid, let duration, let curve else { return nil }
        return KeyboardNotification(
            kind: kind, begin: begin, end: end, duration: Time.nanoseconds(fromSeconds: duration), curve: curve)
    }

    static func floatingMessage(_ rect: Rect, screenHeight: Double) -> String {
        return "keyboard end frame \(describe(rect)) is floating: its bottom edge is at \(format(rect.maxY)), more than "
            + "\(format(KeyboardFrameKind.dockingTolerance)) pt above the screen's at \(format(screenHeight)); "
            + "a keyboard end frame must be docked (bottom edge at the screen bottom), partly off-screen (a hardware "
            + "keyboard's shortcut bar: top above the screen bottom, bottom edge below it) or hidden "
            + "(y >= \(format(screenHeight)) or zero size); floating, undocked and split keyboards are not modelled "
            + "by trace version 1"
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
            let bytes = UnsafeBufferPointer(start: member.tape.bytes + Int(key.offset) + 1, count: Int(key.value))
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
