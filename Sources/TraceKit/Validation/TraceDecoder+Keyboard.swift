import Handlers
import UIKitModel

/// Keyboard notifications: frames, durations, curves, and what an end frame may be.
extension TraceDecoder {
    /// A keyboard event: `duration` and `curve` always; `end` except for `willHide`;
    /// `begin` optional. Every given `end` must be hidden, docked or partly off-screen
    /// (`KeyboardFrameKind`); `begin` is checked for shape only.
    mutating func decodeKeyboard(
        _ kind: KeyboardNotification.Kind, fields: ObjectFields, screenHeight: Double?, context: @autoclosure () -> String
    ) -> KeyboardNotification? {
        let endValue = kind == .willHide ? fields.value("end") : required("end", in: fields, context: context())
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
        let beginValue = fields.value("begin")
        let begin = beginValue.flatMap { decodeRect($0, path: fields.childPath("begin")) }
        let beginIsValid = beginValue == nil || begin != nil
        let duration = requiredNumber("duration", in: fields, rule: .seconds, context: context())
        var curve: AnimationCurve? = nil
        if let value = required("curve", in: fields, context: context()) {
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
        let frame = "(x \(format(rect.x)), y \(format(rect.y)), width \(format(rect.width)), height \(format(rect.height)))"
        return "keyboard end frame \(frame) is floating: its bottom edge is at \(format(rect.maxY)), more than "
            + "\(format(KeyboardFrameKind.dockingTolerance)) pt above the screen's at \(format(screenHeight)); "
            + "a keyboard end frame must be docked (bottom edge at the screen bottom), partly off-screen (a hardware "
            + "keyboard's shortcut bar: top above the screen bottom, bottom edge below it) or hidden "
            + "(y >= \(format(screenHeight)) or zero size); floating, undocked and split keyboards are not modelled "
            + "by trace version 1"
    }

    /// The keys of a frame (`TraceFormat.rect`).
    static let rectKeys = KeySet(TraceFormat.rect.map(\.name))

    /// A frame: `x`, `y` (any sign), `width`, `height` (not negative), all required.
    mutating func decodeRect(_ value: JSONRef, path: ObjectPath) -> Rect? {
        guard let fields = object(value, path: path, allowedKeys: Self.rectKeys) else { return nil }
        let x = requiredNumber("x", in: fields, rule: .signedPoints)
        let y = requiredNumber("y", in: fields, rule: .signedPoints)
        let width = requiredNumber("width", in: fields, rule: .points)
        let height = requiredNumber("height", in: fields, rule: .points)
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
