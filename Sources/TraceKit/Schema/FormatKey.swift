import Handlers

/// One key of the trace format outside a handler's `config`: its name, the values it
/// takes, whether it is required, its default and one sentence about it.
///
/// `TraceFormat` declares them; the decoder takes its key lists from there, and the JSON
/// Schema and the reference's tables are generated from them.
public struct FormatKey: Equatable, Sendable {
    /// The values a key takes.
    public enum ValueType: Equatable, Sendable {
        /// The format version: the integer 1.
        case version
        case integer(ClosedRange<Int>)
        case number(ValueRange)
        case string
        /// A non-empty string of ASCII letters, digits, `.`, `_` and `-`.
        case name
        case flag
        /// The name of a handler.
        case handler
        /// A model of the device catalogue (`DeviceCatalogue.names`).
        case device
        /// A number, `"top"` or `"bottom"`.
        case offset
        /// An object `{x, y, width, height}`.
        case rect
        /// A UIKit animation curve: 0, 1, 2, 3 or 7.
        case curve
        /// An object of the keys `TraceFormat.keys(of:)` lists for this name.
        case object(String)
        /// The handler's `config` object.
        case config
        /// The array of events.
        case events
        /// An array of invariant names.
        case violations
    }

    /// The value a key has when a trace leaves it out.
    public enum Default: Equatable, Sendable {
        /// Required, or absent means nothing.
        case none
        case number(Double)
        case flag(Bool)
        case string(String)
        /// A default that depends on other values, in words.
        case described(String)
    }

    public let name: String
    public let type: ValueType
    public let isRequired: Bool
    public let defaultValue: Default
    /// One sentence for the reference and the schema.
    public let summary: String

    public init(_ name: String, _ type: ValueType, required: Bool = false, default defaultValue: Default = .none, summary: String) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
