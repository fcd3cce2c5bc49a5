import UIKitModel

/// The six keyboard notification types (`WorldInput.keyboard`), declared once, here: their
/// fields, how a notification maps to their values, and the rules a notification has that
/// an app event's fields do not (its end frame on the screen, the order it is written in,
/// its shrinking and size).
extension EventType {
    public static let keyboardWillShow = keyboard(.willShow, "keyboardWillShow", "UIKit's keyboardWillShow notification, as posted.")
    public static let keyboardWillHide = keyboard(.willHide, "keyboardWillHide", "UIKit's keyboardWillHide notification, as posted.")
    public static let keyboardWillChangeFrame = keyboard(
        .willChangeFrame, "keyboardWillChangeFrame", "UIKit's keyboardWillChangeFrame notification, as posted.")
    public static let keyboardDidShow = keyboard(.didShow, "keyboardDidShow", "keyboardDidShow, as posted (handlers may ignore it).")
    public static let keyboardDidHide = keyboard(.didHide, "keyboardDidHide", "keyboardDidHide, as posted (handlers may ignore it).")
    public static let keyboardDidChangeFrame = keyboard(
        .didChangeFrame, "keyboardDidChangeFrame", "keyboardDidChangeFrame, as posted (handlers may ignore it).")

    /// The six keyboard notification types.
    public static let keyboard: [EventType] = [
        keyboardWillShow, keyboardWillHide, keyboardWillChangeFrame, keyboardDidShow, keyboardDidHide, keyboardDidChangeFrame,
    ]

    /// The duration and curve of UIKit's keyboard animation, which a shrunk trace tends to
    /// and a trace's size does not count.
    private static let usualAnimation = (duration: Nanoseconds(250_000_000), curve: AnimationCurve.keyboard)

    private static func keyboard(_ kind: KeyboardNotification.Kind, _ name: String, _ summary: String) -> EventType {
        EventType(
            world: .keyboard(kind), name,
            fields: [
                EventField("end", .frame, kind == .willHide ? .optional(described: "") : .required,
                    summary: "The keyboard's frame at the end: docked, partly off-screen (a hardware keyboard's bar) or hidden."),
                EventField("begin", .frame, .optional(described: ""), summary: "The keyboard's frame at the start (checked for shape only)."),
                EventField("duration", .duration, summary: "The animation's duration in seconds (0: at once)."),
                EventField("curve", .curve, summary: "0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear, 7 the keyboard's own spring."),
            ],
            summary: summary,
            coding: WorldInputCoding(
                values: { input in
                    guard case .keyboard(let notification) = input else { return [] }
                    return [
                        notification.end.map(EventValue.frame) ?? .absent, notification.begin.map(EventValue.frame) ?? .absent,
                        .duration(notification.duration), .number(Double(notification.curve.rawValue)),
                    ]
                },
                input: { values in
                    let end = values.frame(at: 0)
                    let begin = values.frame(at: 1)
                    guard end != nil || (kind == .willHide && values.isAbsent(at: 0)), begin != nil || values.isAbsent(at: 1),
                          let duration = values.duration(at: 2),
                          let raw = values.number(at: 3), let code = Int(exactly: raw), let curve = AnimationCurve(rawValue: code)
                    else { return nil }
                    return .keyboard(KeyboardNotification(kind: kind, begin: begin, end: end, duration: duration, curve: curve))
                },
                // `begin` before `end`, as UIKit's userInfo reads; the plot shows the end only.
                writtenOrder: [1, 0, 2, 3], shownFields: [0, 2, 3], keyboardEndFrame: 0,
                simplifications: simplifications, digits: digits))
    }

    /// Simpler notifications, in order: without `begin`; a hidden will-hide frame left out;
    /// the keyboard's usual animation; rounder end heights (a docked frame stays docked).
    private static func simplifications(of input: WorldInput, screenHeight: Double) -> [WorldInput] {
        guard case .keyboard(let notification) = input else { return [] }
        var results: [WorldInput] = []
        func add(_ change: (inout KeyboardNotification) -> Void) {
            var simpler = notification
            change(&simpler)
            if simpler != notification { results.append(.keyboard(simpler)) }
        }
        add { $0.begin = nil }
        if notification.kind == .willHide, let end = notification.end, KeyboardFrameKind(end, screenHeight: screenHeight) == .hidden {
            add { $0.end = nil }
        }
        add {
            $0.duration = usualAnimation.duration
            $0.curve = usualAnimation.curve
        }
        if let end = notification.end {
            let docked = KeyboardFrameKind(end, screenHeight: screenHeight) == .docked
            for height in Rounding.rounder(end.height) where height >= 0 {
                add { $0.end = Rect(x: end.x, y: docked ? screenHeight - height : end.y, width: end.width, height: height) }
            }
        }
        return results
    }

    /// A notification's digits: `begin`'s plus one, `end`'s (a will-hide's end counts as
    /// given), and the duration's and curve's plus one unless they are the usual animation.
    private static func digits(of input: WorldInput, digitsOf: (EventValue) -> Int) -> Int {
        guard case .keyboard(let notification) = input else { return 0 }
        var total = 0
        if let begin = notification.begin { total += 1 + digitsOf(.frame(begin)) }
        if let end = notification.end { total += digitsOf(.frame(end)) }
        if !(notification.duration == usualAnimation.duration && notification.curve == usualAnimation.curve) {
            total += 1 + digitsOf(.duration(notification.duration)) + digitsOf(.number(Double(notification.curve.rawValue)))
        }
        return total
    }
}
