import UIKitModel

extension FormScreen {
    /// The app's events it takes, declared once.
    public enum Events {
        /// A text field became active: its top `y` and `height` in the content's coordinates.
        public static let focus = EventType(
            "focus",
            fields: [
                // The field's top may lie above the content's origin; its height may not be negative.
                EventField.number("y", .signedPoints, summary: "The field's top in the content's coordinates."),
                EventField.number("height", .points, summary: "The field's height."),
            ],
            summary: "A text field became active.", signals: [.activatesField])
        /// The active text field ended editing.
        public static let blur = EventType("blur", summary: "The active text field ended editing.", signals: [.endsField])
        /// An Auto Layout pass.
        public static let layoutPass = EventType(
            "layoutPass", summary: "An Auto Layout pass: frames owned by constraints go back to their values.")
    }
}

/// A text field at content `y` with `height` became active.
public func focus(at time: Double, y: Double, height: Double) -> TraceStep {
    TraceStep(at: time, .focus(y: y, height: height))
}

/// The active text field ended editing.
public func blur(at time: Double) -> TraceStep { TraceStep(at: time, .blur) }

/// An Auto Layout pass.
public func layoutPass(at time: Double) -> TraceStep { TraceStep(at: time, .layoutPass) }

extension Event {
    /// A `focus` event (`FormScreen.Events`).
    public static func focus(y: Double, height: Double) -> Event { .app(FormScreen.Events.focus, [.number(y), .number(height)]) }
    /// A `blur` event.
    public static var blur: Event { .app(FormScreen.Events.blur) }
    /// A `layoutPass` event.
    public static var layoutPass: Event { .app(FormScreen.Events.layoutPass) }
}
