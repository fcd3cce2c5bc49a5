import UIKitModel

/// What a handler declares about itself, once: its name in traces, its config keys, the
/// event types it takes and its frame fields. The trace decoder, the trace writer, the
/// frame encoder, the golden reader, the comparison and the invariants all read it.
public struct HandlerSchema: Equatable, Sendable {
    /// A rule between two number keys of `config`.
    public enum ConfigConstraint: Equatable, Sendable {
        /// The first key's value must not be greater than the second's.
        case notGreater(Setting<Double>, than: Setting<Double>)
    }

    /// A rule that makes some event types depend on the handler's `config`.
    public enum EventRule: Equatable, Sendable {
        /// Events of `types` are taken only when the choice key `key` is `value`; `because`
        /// ends the error message (a clause: why the other values take none).
        case onlyWithChoice([EventType], key: String, value: String, because: String)

        /// The problem with an event of `type` under `config`, if this rule forbids it.
        public func problem(_ type: EventType, handler: String, config: HandlerConfig) -> String? {
            switch self {
            case .onlyWithChoice(let types, let key, let value, let because):
                guard types.contains(type), case .choice(let actual) = config.value(key), actual != value else {
                    return nil
                }
                return "\(handler) takes '\(type.name)' events only with \"\(key)\": \"\(value)\"; "
                    + "this trace's \(key) is \"\(actual)\" (\(because))"
            }
        }
    }

    /// The value of the trace's `handler` key (and the frame header's).
    public let name: String
    /// One line: which app's keyboard code this is.
    public let summary: String
    public let configKeys: [ConfigKey]
    public let configConstraints: [ConfigConstraint]
    /// The event types it takes, in the order messages list them: the world's inputs it
    /// hears and its app's own types (declared in its folder, `EventType(_:fields:)`).
    public let eventTypes: [EventType]
    /// Event types that depend on `config` (checked by the decoder, at the event's `type`).
    public let eventRules: [EventRule]
    public let frame: FrameSchema
    /// Where a `composerY` field is measured from, for pictures and invariants.
    public let composerYOrigin: ComposerYOrigin
    /// What its frames draw on the phone's screen, set with `drawn(as:)` (`FramePart`).
    public internal(set) var parts: [FramePart] = []

    /// Where a handler's `composerY` is measured from.
    public enum ComposerYOrigin: Equatable, Sendable {
        /// The composer's bottom edge is at `H + composerY` (the translation includes its lift).
        case screenBottom
        /// The composer rests `safeBottom` above the screen bottom at `composerY` 0: its
        /// bottom edge is at `H - safeBottom + composerY`.
        case aboveSafeArea

        /// The composer's bottom edge for a `composerY` on a screen `height` high.
        public func composerBottom(composerY: Double, screenHeight height: Double, safeBottom: Double) -> Double {
            switch self {
            case .screenBottom: height + composerY
            case .aboveSafeArea: height - safeBottom + composerY
            }
        }
    }

    public init(
        name: String, summary: String, configKeys: [ConfigKey], configConstraints: [ConfigConstraint] = [],
        eventTypes: [EventType], eventRules: [EventRule] = [],
        frame: FrameSchema, composerYOrigin: ComposerYOrigin = .screenBottom
    ) {
        self.name = name
        self.summary = summary
        self.configKeys = configKeys
        self.configConstraints = configConstraints
        self.eventTypes = eventTypes
        self.eventRules = eventRules
        self.frame = frame
        self.composerYOrigin = composerYOrigin
    }

    /// The handler of a trace without a `handler` key.
    public static let defaultName = "launch-composer"

    /// Every event type name it takes, as messages list them.
    public var eventTypeNames: [String] { eventTypes.map(\.name) }

    /// Its app's own event types (those that are no world input).
    public var appEventTypes: [EventType] { eventTypes.filter { !$0.isWorldInput } }

    /// Whether it takes events of `type`.
    public func takes(_ type: EventType) -> Bool { eventTypes.contains(type) }

    /// Why an event of `type` is not taken under `config`, if a rule forbids it.
    public func problem(with type: EventType, config: HandlerConfig) -> String? {
        eventRules.lazy.compactMap { $0.problem(type, handler: self.name, config: config) }.first
    }

    /// Its configuration with every key at its default.
    public var defaultConfig: HandlerConfig { HandlerConfig(keys: configKeys) }
}
