import UIKitModel

/// App event types that several handlers take, declared once here (as
/// `ConfigKey.defaultSafeBottom` is): the composer of a chat screen or a SwiftUI bar.
extension EventType {
    /// The composer (or input bar) measured at a new height.
    public static let composerLayout = EventType(
        "composerLayout",
        fields: [EventField.number("height", .signedPoints, summary: "The measured height (one not greater than 0 is ignored).")],
        summary: "The composer (or input bar) measured at a new height.")
}

/// The composer was measured at `height`.
public func composerLayout(at time: Double, height: Double) -> TraceStep {
    TraceStep(at: time, .composerLayout(height: height))
}

extension Event {
    /// A `composerLayout` event.
    public static func composerLayout(height: Double) -> Event { .app(.composerLayout, [.number(height)]) }
}

/// A form's text-field events and its layout pass, taken by every form handler (seed 004's
/// form, IQKeyboardManager): `focus`, `blur`, `layoutPass`.
extension EventType {
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

/// A text field at content `y` with `height` became active.
public func focus(at time: Double, y: Double, height: Double) -> TraceStep {
    TraceStep(at: time, .focus(y: y, height: height))
}

/// The active text field ended editing.
public func blur(at time: Double) -> TraceStep { TraceStep(at: time, .blur) }

/// An Auto Layout pass.
public func layoutPass(at time: Double) -> TraceStep { TraceStep(at: time, .layoutPass) }

extension Event {
    /// A `focus` event.
    public static func focus(y: Double, height: Double) -> Event { .app(EventType.focus, [.number(y), .number(height)]) }
    /// A `blur` event.
    public static var blur: Event { .app(EventType.blur) }
    /// A `layoutPass` event.
    public static var layoutPass: Event { .app(EventType.layoutPass) }
}
