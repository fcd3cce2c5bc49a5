import UIKitModel

extension LaunchChatView {
    /// The app's events it takes (besides `EventType.composerLayout`), declared once.
    public enum Events {
        /// The module's JS `scrollToBottom` function.
        public static let scrollToBottom = EventType(
            "scrollToBottom",
            fields: [EventField("animated", .flag, .defaulted(.flag(true)), summary: "Whether the scroll animates.")],
            summary: "The app asks the view to scroll to the bottom.", signals: [.startsScroll])
    }
}

/// The app asks the view to scroll to the bottom.
public func scrollToBottom(at time: Double, animated: Bool = true) -> TraceStep {
    TraceStep(at: time, .scrollToBottom(animated: animated))
}

extension Event {
    /// A `scrollToBottom` event (`LaunchChatView.Events`).
    public static func scrollToBottom(animated: Bool) -> Event { .app(LaunchChatView.Events.scrollToBottom, [.flag(animated)]) }
}
