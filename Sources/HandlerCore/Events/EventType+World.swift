import UIKitModel

/// The world's own input types (`WorldInput`), as traces spell them: declared once, here.
extension EventType {
    public static let keyboardWillShow = keyboard(.willShow, "keyboardWillShow", "UIKit's keyboardWillShow notification, as posted.")
    public static let keyboardWillHide = keyboard(.willHide, "keyboardWillHide", "UIKit's keyboardWillHide notification, as posted.")
    public static let keyboardWillChangeFrame = keyboard(
        .willChangeFrame, "keyboardWillChangeFrame", "UIKit's keyboardWillChangeFrame notification, as posted.")
    public static let keyboardDidShow = keyboard(.didShow, "keyboardDidShow", "keyboardDidShow, as posted (handlers may ignore it).")
    public static let keyboardDidHide = keyboard(.didHide, "keyboardDidHide", "keyboardDidHide, as posted (handlers may ignore it).")
    public static let keyboardDidChangeFrame = keyboard(
        .didChangeFrame, "keyboardDidChangeFrame", "keyboardDidChangeFrame, as posted (handlers may ignore it).")

    public static let contentSize = EventType(
        world: .contentSize, "contentSize",
        fields: [EventField.number("height", .points, summary: "The new content height.")],
        summary: "The scroll view's content height after a layout pass.")

    public static let dragBegin = EventType(
        world: .dragBegin, "dragBegin", fields: [fingerY],
        summary: "A finger touched down on the scroll view and starts a pan.")
    public static let dragMove = EventType(world: .dragMove, "dragMove", fields: [fingerY], summary: "The finger moved.")
    public static let dragEnd = EventType(
        world: .dragEnd, "dragEnd",
        fields: [
            fingerY,
            EventField("velocity", .number(.signedPoints), .optional(described: "derived from the last moves"),
                summary: "The finger's velocity in pt/s (positive: downward)."),
        ],
        summary: "The finger lifted.")
    public static let tap = EventType(
        world: .tap, "tap",
        fields: [EventField("y", .number(.points), .optional(described: "none"), summary: "Where the finger touched, on screen.")],
        summary: "A tap on the scroll view.")

    /// The six keyboard notification types.
    public static let keyboard: [EventType] = [
        keyboardWillShow, keyboardWillHide, keyboardWillChangeFrame, keyboardDidShow, keyboardDidHide, keyboardDidChangeFrame,
    ]

    /// The three drag types.
    public static let drags: [EventType] = [dragBegin, dragMove, dragEnd]

    /// The world's input types that traces hold, in the reference's order.
    public static let world: [EventType] = keyboard + [contentSize] + drags + [tap]

    /// The type of a world input of `kind`.
    public static func of(_ kind: WorldInput.Kind) -> EventType {
        switch kind {
        case .keyboard(.willShow): keyboardWillShow
        case .keyboard(.willHide): keyboardWillHide
        case .keyboard(.willChangeFrame): keyboardWillChangeFrame
        case .keyboard(.didShow): keyboardDidShow
        case .keyboard(.didHide): keyboardDidHide
        case .keyboard(.didChangeFrame): keyboardDidChangeFrame
        case .contentSize: contentSize
        case .dragBegin: dragBegin
        case .dragMove: dragMove
        case .dragEnd: dragEnd
        case .tap: tap
        case .geometry: geometry
        }
    }

    /// A change of the screen or the root view during a trace: a world input that traces
    /// do not hold yet (`situations.md`, "Not yet"), so no handler lists it.
    public static let geometry = EventType(world: .geometry, "geometry", fields: [], summary: "The screen or the root view changed.")

    private static let fingerY = EventField.number("y", .points, summary: "The finger's y on screen.")

    private static func keyboard(_ kind: KeyboardNotification.Kind, _ name: String, _ summary: String) -> EventType {
        EventType(
            world: .keyboard(kind), name,
            fields: [
                EventField("end", .frame, kind == .willHide ? .optional(described: "") : .required,
                    summary: "The keyboard's frame at the end: docked, partly off-screen (a hardware keyboard's bar) or hidden."),
                EventField("begin", .frame, .optional(described: ""), summary: "The keyboard's frame at the start (checked for shape only)."),
                EventField("duration", .number(.seconds), summary: "The animation's duration in seconds (0: at once)."),
                EventField("curve", .curve, summary: "0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear, 7 the keyboard's own spring."),
            ],
            summary: summary)
    }
}
