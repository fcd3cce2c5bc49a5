import Handlers
import UIKitModel

/// A handler of a user's own, for tests: it takes the keyboard's events and an event type
/// of its own (`tick`), has one `config` key and draws the keyboard's top. Tests probe with
/// it what the built-in handlers cannot show: the schema's custom events, and what kbreplay
/// does with a handler it does not know.
public struct MetronomeHandler: Handler {
    public typealias Work = Never

    public static let schema = HandlerSchema(
        name: "metronome", summary: "a test handler with its own event",
        configKeys: [ConfigKey("beat", .number(.seconds, default: 0.5), summary: "Seconds between beats.")],
        eventTypes: EventType.keyboard + [tick],
        frame: FrameSchema([.kbTop]))

    /// Its own event type.
    public static let tick = EventType("tick", fields: [.number("strength", .unit), .flag("loud")])

    public init(scenario: Scenario, world: inout World<Never>) {}
    public func perform(_ work: Never, world: inout World<Never>) {}
    public mutating func draw(_ world: inout World<Never>, into values: inout FrameValues) {
        values[0] = world.drawnKeyboardTop()
    }
}
