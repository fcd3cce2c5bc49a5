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
