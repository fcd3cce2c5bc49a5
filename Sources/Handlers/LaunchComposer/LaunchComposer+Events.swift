import UIKitModel

extension LaunchComposer {
    /// The app's events it takes (besides `EventType.composerLayout`), declared once.
    public enum Events {
        /// The JS `extraBottomInset` prop changed.
        public static let extraBottomInset = EventType(
            "extraBottomInset", fields: [EventField.number("value", .points, summary: "The prop's new value.")],
            summary: "The JS extraBottomInset prop changed.")
        /// The composer's send button.
        public static let send = EventType("send", summary: "The composer's send button.", signals: [.armsPin])
        /// The JS trigger prop changed (arms a pin).
        public static let scrollToTopTrigger = EventType(
            "scrollToTopTrigger", summary: "The JS trigger prop changed (arms a pin).", signals: [.armsPin])
        /// The JS `pinToTopEnabled` prop changed.
        public static let pinToTopEnabled = EventType(
            "pinToTopEnabled", fields: [EventField.flag("value", summary: "The prop's new value.")],
            summary: "The JS pinToTopEnabled prop changed.", signals: [.setsPinToTop])
        /// A tap on the scroll-to-bottom button.
        public static let tapScrollToBottom = EventType(
            "tapScrollToBottom", summary: "A tap on the scroll-to-bottom button (nothing while it is hidden).",
            signals: [.startsScroll])
    }
}

/// The `extraBottomInset` prop changed.
public func extraBottomInset(at time: Double, _ value: Double) -> TraceStep {
    TraceStep(at: time, .extraBottomInset(value: value))
}

/// The composer's send button.
public func send(at time: Double) -> TraceStep { TraceStep(at: time, .send) }

/// The scroll-to-top trigger prop changed (arms a pin).
public func scrollToTopTrigger(at time: Double) -> TraceStep {
    TraceStep(at: time, .scrollToTopTrigger)
}

/// The `pinToTopEnabled` prop changed.
public func pinToTopEnabled(at time: Double, _ enabled: Bool) -> TraceStep {
    TraceStep(at: time, .pinToTopEnabled(enabled))
}

/// A tap on the scroll-to-bottom button.
public func tapScrollToBottom(at time: Double) -> TraceStep { TraceStep(at: time, .tapScrollToBottom) }

extension Event {
    /// An `extraBottomInset` event (`LaunchComposer.Events`).
    public static func extraBottomInset(value: Double) -> Event { .app(LaunchComposer.Events.extraBottomInset, [.number(value)]) }
    /// A `send` event.
    public static var send: Event { .app(LaunchComposer.Events.send) }
    /// A `scrollToTopTrigger` event.
    public static var scrollToTopTrigger: Event { .app(LaunchComposer.Events.scrollToTopTrigger) }
    /// A `pinToTopEnabled` event.
    public static func pinToTopEnabled(_ enabled: Bool) -> Event { .app(LaunchComposer.Events.pinToTopEnabled, [.flag(enabled)]) }
    /// A `tapScrollToBottom` event.
    public static var tapScrollToBottom: Event { .app(LaunchComposer.Events.tapScrollToBottom) }
}
