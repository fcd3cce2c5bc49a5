import Handlers
import UIKitModel

/// `keyboard` and `view` (`situations.md`): a keyboard already up, and a root view that does
/// not reach the screen's edges.
extension TraceDecoder {
    /// The keys of `keyboard` (`TraceFormat.keyboard`), made once.
    static let keyboardKeys = KeySet(TraceFormat.keyboard.map(\.name))

    /// The keys of `view` (`TraceFormat.view`), made once.
    static let viewKeys = KeySet(TraceFormat.view.map(\.name))

    /// `keyboard`: `{"frame": rect}`, a docked or partly off-screen frame on a screen
    /// `screenHeight` high, or on an iPad a floating one (a hidden one, on an iPad one
    /// with no part on the screen `screenWidth` wide, or on a phone a floating one is an
    /// error at `keyboard.frame`; with no valid screen height only its shape is checked).
    mutating func decodeStartKeyboard(
        _ value: JSONRef, screenHeight: Double?, screenWidth: Double?, idiom: Screen.Idiom
    ) -> Rect? {
        guard let fields = object(value, path: "keyboard", allowedKeys: Self.keyboardKeys),
            let frameValue = required("frame", in: fields),
            let frame = decodeRect(frameValue, path: fields.childPath("frame"))
        else { return nil }
        guard let screenHeight else { return frame }
        if idiom == .phone, !KeyboardFrameKind.isValidOnPhone(frame, screenHeight: screenHeight) {
            diagnostics.add(
                "the start frame \(Self.describe(frame)) is floating: its bottom edge is at \(Self.format(frame.maxY)), more "
                    + "than \(Self.format(KeyboardFrameKind.dockingTolerance)) pt above the screen's at "
                    + "\(Self.format(screenHeight)); a keyboard already up on a phone must be docked or partly off-screen "
                    + "(floating, undocked and split keyboards exist only on an iPad: give \"screen\": {\"idiom\": \"pad\"})",
                path: "keyboard.frame", at: frameValue.position)
            return nil
        }
        switch KeyboardFrameKind(frame, screenHeight: screenHeight, screenWidth: screenWidth ?? .infinity) {
        case .docked, .partlyOffScreen, .floating:
            return frame
        case .hidden:
            diagnostics.add(
                "the start frame \(Self.describe(frame)) is hidden (y >= \(Self.format(screenHeight)) or zero size"
                    + (idiom == .pad ? ", or no part on the screen" : "")
                    + "); a keyboard already up must be docked or partly off-screen"
                    + (idiom == .pad ? ", or floating on the screen" : "")
                    + " (omit 'keyboard' for one that starts hidden)",
                path: "keyboard.frame", at: frameValue.position)
        }
        return nil
    }

    /// `view`: `top` and `bottom` required, finite; `0 <= top < H` (at `view.top`),
    /// `bottom <= H` and `top < bottom` (at `view.bottom`). Without a valid screen height
    /// only the numbers and `top < bottom` are checked.
    /// At `path` (a geometry event's `view` too, checked against the new screen).
    mutating func decodeView(_ value: JSONRef, screenHeight: Double?, path: ObjectPath = "view") -> ViewFrame? {
        guard let fields = object(value, path: path, allowedKeys: Self.viewKeys) else { return nil }
        var top = requiredNumber("top", in: fields, rule: .points)
        var bottom = requiredNumber("bottom", in: fields, rule: .points)
        if let value = fields.value("top"), let given = top, let screenHeight, given >= screenHeight {
            diagnostics.add(
                "the view's top \(Self.format(given)) must lie above the screen's bottom (0 <= top < \(Self.format(screenHeight)))",
                path: fields.path("top"), at: value.position)
            top = nil
        }
        if let value = fields.value("bottom"), let given = bottom {
            if let screenHeight, given > screenHeight {
                diagnostics.add(
                    "the view's bottom \(Self.format(given)) lies below the screen's (bottom <= \(Self.format(screenHeight)))",
                    path: fields.path("bottom"), at: value.position)
                bottom = nil
            } else if let top, given <= top {
                diagnostics.add(
                    "the view's bottom \(Self.format(given)) must lie below its top \(Self.format(top)) (top < bottom)",
                    path: fields.path("bottom"), at: value.position)
                bottom = nil
            }
        }
        guard let top, let bottom else { return nil }
        return ViewFrame(top: top, bottom: bottom)
    }

    /// A frame for a message: `(x 0, y 516, width 393, height 336)`.
    static func describe(_ rect: Rect) -> String {
        "(x \(format(rect.x)), y \(format(rect.y)), width \(format(rect.width)), height \(format(rect.height)))"
    }
}
