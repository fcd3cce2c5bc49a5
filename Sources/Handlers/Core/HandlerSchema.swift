import UIKitModel

/// What a handler declares about itself, once: its name in traces, its config keys, the
/// event types it takes and its frame fields. The trace decoder, the trace writer, the
/// frame encoder, the golden reader, the comparison and the invariants all read it.
public struct HandlerSchema: Equatable, Sendable {
    /// A rule between two number keys of `config`.
    public enum ConfigConstraint: Equatable, Sendable {
        /// The first key's value must not be greater than the second's.
        case notGreater(String, than: String)
    }

    /// The value of the trace's `handler` key (and the frame header's).
    public let name: String
    /// One line: which app's keyboard code this is.
    public let summary: String
    public let configKeys: [ConfigKey]
    public let configConstraints: [ConfigConstraint]
    /// The built-in event types it takes (the world's and the app's), in trace-format order.
    public let eventTypes: [EventType]
    /// Its own event types.
    public let customEvents: [CustomEventType]
    public let frame: FrameSchema

    public init(
        name: String, summary: String, configKeys: [ConfigKey], configConstraints: [ConfigConstraint] = [],
        eventTypes: [EventType], customEvents: [CustomEventType] = [], frame: FrameSchema
    ) {
        self.name = name
        self.summary = summary
        self.configKeys = configKeys
        self.configConstraints = configConstraints
        self.eventTypes = eventTypes.filter { $0 != .custom }
        self.customEvents = customEvents
        self.frame = frame
    }

    /// The handler of a trace without a `handler` key.
    public static let defaultName = "launch-composer"

    /// Every event type name it takes, built-in ones first, as messages list them.
    public var eventTypeNames: [String] { eventTypes.map(\.rawValue) + customEvents.map(\.name) }

    /// Whether it takes events of `type`.
    public func takes(_ type: EventType) -> Bool { eventTypes.contains(type) }

    /// Its configuration with every key at its default.
    public var defaultConfig: HandlerConfig { HandlerConfig(keys: configKeys) }
}
