import UIKitModel

/// Something the system or the user told the app, as a trace records it: one of the
/// world's own inputs, or an app event of the handler's.
///
/// The world applies its inputs (`World.apply(_:)`) and the handler hears what happened
/// through its callbacks; app events go to `Handler.handle(_:world:)`. Which types a trace
/// may contain is its handler's `HandlerSchema.eventTypes`.
public enum Event: Equatable, Sendable {
    /// What the system or the finger did to the world.
    case world(WorldInput)
    /// An event of the app's own, of a type its handler declares.
    case app(AppEvent)

    /// The event's type, as traces spell it.
    public var type: EventType {
        switch self {
        case .world(let input): EventType.of(input.kind)
        case .app(let event): event.type
        }
    }

    /// The values of the event's fields, in its type's order: an app event's own, a world
    /// input's as its declaration maps them (what the writer, the plot's text, the shrinker
    /// and a trace's size read).
    public var values: EventValues {
        switch self {
        case .world(let input): type.values(of: input)
        case .app(let event): EventValues(event.values)
        }
    }

    /// A keyboard notification.
    public static func keyboard(_ notification: KeyboardNotification) -> Event { .world(.keyboard(notification)) }
    /// The scroll view's content height after a layout pass.
    public static func contentSize(height: Double) -> Event { .world(.contentSize(height: height)) }
    /// A pan on the scroll view began, with the finger at `y` (screen points).
    public static func dragBegin(y: Double) -> Event { .world(.dragBegin(y: y)) }
    /// The finger moved.
    public static func dragMove(y: Double) -> Event { .world(.dragMove(y: y)) }
    /// The finger lifted; `velocity` is finger pt/s (+ = downward), or `nil` to derive it.
    public static func dragEnd(y: Double, velocity: Double?) -> Event { .world(.dragEnd(y: y, velocity: velocity)) }
    /// A tap on the scroll view.
    public static func tap(y: Double?) -> Event { .world(.tap(y: y)) }
    /// An app event of `type` with its values in the order of the type's fields.
    public static func app(_ type: EventType, _ values: [EventValue] = []) -> Event { .app(AppEvent(type, values)) }

    /// The keyboard notification, for a keyboard event.
    public var keyboardNotification: KeyboardNotification? {
        if case .world(.keyboard(let notification)) = self { return notification }
        return nil
    }
}

/// An event and the time it happened.
public struct TimedEvent: Equatable, Sendable {
    public var time: Nanoseconds
    public var event: Event

    public init(time: Nanoseconds, event: Event) {
        self.time = time
        self.event = event
    }
}
