import Handlers
import UIKitModel

/// The JSON Schema (draft-07) of trace format version 1 for a set of handlers, generated
/// from `TraceFormat` and the handlers' `HandlerSchema`s.
///
/// `handler` picks the `config` keys and event types through one `if`/`then` per handler
/// in `allOf` (no `handler` means `HandlerSchema.defaultName`). Every object allows
/// exactly its keys plus `x-` notes. What the schema cannot say (events sorted by time,
/// drag order, keyboard frames against the screen, `pinMinDuration <= pinMaxDuration`)
/// the decoder still checks. Definitions are named `screen`, `rect`, `event-TYPE`,
/// `config-HANDLER`, `event-HANDLER` (an item of that handler's `events`) and
/// `event-HANDLER-TYPE` for a handler's own event types.
public enum TraceSchema {
    /// The schema as `kbreplay schema` prints it and `docs/kbtrace.schema.json` holds it.
    public static func text(handlers: [HandlerKind]) -> String {
        document(handlers: handlers.map(\.schema)).text
    }

    /// The schema for `handlers`, the default one (if present) first in `allOf`.
    public static func document(handlers: [HandlerSchema]) -> JSONNode {
        let names = handlers.map(\.name)
        var properties: [JSONNode.Member] = []
        for key in TraceFormat.topLevel {
            var node = property(key)
            if key.type == .handler { node = adding([.init("enum", .array(names.map(JSONNode.string)))], to: node) }
            properties.append(.init(key.name, node))
        }
        var definitions: [JSONNode.Member] = TraceFormat.objects.map { .init($0, objectSchema(TraceFormat.keys(of: $0))) }
        let known = TraceFormat.eventTypes.filter { type in handlers.contains { $0.takes(type) } }
        definitions += known.map { .init("event-\($0.name)", eventSchema($0)) }
        var conditions: [JSONNode] = []
        for handler in handlers {
            definitions.append(.init("config-\(handler.name)", configSchema(handler)))
            definitions.append(.init("event-\(handler.name)", eventItemSchema(handler)))
            for own in ownTypes(handler) {
                definitions.append(.init("event-\(handler.name)-\(own.name)", ownEventSchema(own, handler: handler)))
            }
            var condition: [JSONNode.Member] = [.init("properties", .object([.init("handler", .object([.init("const", .string(handler.name))]))]))]
            if handler.name != HandlerSchema.defaultName { condition.append(.init("required", ["handler"])) }
            conditions.append(.object([
                .init("if", .object(condition)),
                .init("then", .object([.init("properties", .object([
                    .init("config", reference("config-\(handler.name)")),
                    .init("events", .object([.init("items", reference("event-\(handler.name)"))])),
                ]))])),
            ]))
        }
        return .object([
            .init("$schema", "http://json-schema.org/draft-07/schema#"),
            .init("title", "kbreplay trace, format version 1"),
            .init("description", .string(
                "A keyboard session to replay with kbreplay: the screen at the start and the timed events. "
                    + "Handlers: \(names.joined(separator: ", ")).")),
            .init("type", "object"),
            .init("required", .array(TraceFormat.topLevel.filter(\.isRequired).map { .string($0.name) })),
            .init("properties", .object(properties)),
            .init("patternProperties", notes),
            .init("additionalProperties", false),
            .init("allOf", .array(conditions)),
            .init("definitions", .object(definitions)),
        ])
    }

    /// `x-` keys, allowed in every object with any value.
    private static let notes: JSONNode = .object([.init("^x-", .object([]))])

    private static func reference(_ definition: String) -> JSONNode {
        .object([.init("$ref", .string("#/definitions/\(definition)"))])
    }

    private static func adding(_ members: [JSONNode.Member], to node: JSONNode) -> JSONNode {
        guard case .object(let existing) = node else { return node }
        return .object(existing + members)
    }

    /// A closed object of `keys`: exactly these keys and `x-` notes.
    /// An event's `type` (its name) comes right after `t`.
    private static func objectSchema(
        _ keys: [FormatKey], description: String? = nil, eventType: String? = nil
    ) -> JSONNode {
        var members: [JSONNode.Member] = [.init("type", "object")]
        if let description { members.append(.init("description", .string(description))) }
        var required = keys.filter(\.isRequired).map { JSONNode.string($0.name) }
        var properties: [JSONNode.Member] = keys.map { .init($0.name, property($0)) }
        if let eventType {
            required.insert("type", at: 1)
            properties.insert(.init("type", .object([.init("const", .string(eventType))])), at: 1)
        }
        if !required.isEmpty { members.append(.init("required", .array(required))) }
        members.append(.init("properties", .object(properties)))
        members.append(.init("patternProperties", notes))
        members.append(.init("additionalProperties", false))
        return .object(members)
    }

    /// The schema of one key: its type and bounds, a description and a default.
    static func property(_ key: FormatKey) -> JSONNode {
        var description = key.summary
        var defaultNode: JSONNode? = nil
        switch key.defaultValue {
        case .none: break
        case .number(let value): defaultNode = .number(value)
        case .flag(let value): defaultNode = .bool(value)
        case .string(let value): defaultNode = .string(value)
        case .described(let text): description += " Default: \(text)."
        }
        var members: [JSONNode.Member] = [.init("description", .string(description))]
        switch key.type {
        case .version: members += [.init("const", 1)]
        case .integer(let range):
            members += [.init("type", "integer"), .init("minimum", .number(Double(range.lowerBound))),
                        .init("maximum", .number(Double(range.upperBound)))]
        case .number(let range): members += numberBounds(range)
        case .string: members += [.init("type", "string")]
        case .name: members += [.init("type", "string"), .init("pattern", "^[A-Za-z0-9._-]+$")]
        case .flag: members += [.init("type", "boolean")]
        case .handler: members += [.init("type", "string")]
        case .device: members += [.init("type", "string"), .init("enum", .array(DeviceCatalogue.names.map(JSONNode.string)))]
        case .offset:
            members += [.init("anyOf", [
                .object(numberBounds(.signedPoints)),
                .object([.init("enum", ["top", "bottom"])]),
            ])]
        case .rect: members = [.init("description", .string(description)), .init("$ref", "#/definitions/rect")]
        case .curve: members += [.init("type", "integer"), .init("enum", [0, 1, 2, 3, 7])]
        case .object(let name): members += [.init("$ref", .string("#/definitions/\(name)"))]
        case .config: members += [.init("type", "object")]
        case .events: members += [.init("type", "array")]
        case .violations: members += [.init("type", "array"), .init("items", .object([.init("type", "string"), .init("minLength", 1)]))]
        }
        if let defaultNode { members.append(.init("default", defaultNode)) }
        return .object(members)
    }

    /// `type` and bounds of a number in `range`.
    static func numberBounds(_ range: ValueRange) -> [JSONNode.Member] {
        switch range {
        case .points: [.init("type", "number"), .init("minimum", 0), .init("maximum", 1e7)]
        case .signedPoints: [.init("type", "number"), .init("minimum", -1e7), .init("maximum", 1e7)]
        case .positivePoints: [.init("type", "number"), .init("exclusiveMinimum", 0), .init("maximum", 1e7)]
        case .seconds: [.init("type", "number"), .init("minimum", 0), .init("maximum", .number(Limits.maximumSeconds))]
        case .unit: [.init("type", "number"), .init("minimum", 0), .init("maximum", 1)]
        case .frames: [.init("type", "integer"), .init("minimum", 0), .init("maximum", 10)]
        }
    }

    /// A known event type: `t`, `type` and its fields.
    private static func eventSchema(_ type: EventType) -> JSONNode {
        objectSchema(
            [TraceFormat.time] + TraceFormat.fields(of: type), description: TraceFormat.summary(of: type),
            eventType: type.name)
    }

    /// The types of a handler's own that no built-in handler declares.
    private static func ownTypes(_ handler: HandlerSchema) -> [EventType] {
        handler.eventTypes.filter { !TraceFormat.eventTypes.contains($0) }
    }

    /// A handler's own event type: its fields as declared (a field without a sentence
    /// says what it is).
    private static func ownEventSchema(_ type: EventType, handler: HandlerSchema) -> JSONNode {
        let fields = type.fields.map { field in
            let key = FormatKey(field: field)
            guard key.summary.isEmpty else { return key }
            let summary =
                switch field.kind {
                case .number: "A number."
                case .duration: "A duration in seconds."
                case .flag: "A flag."
                case .string: "A string."
                case .frame: "A frame."
                case .curve: "A curve."
                }
            return FormatKey(key.name, key.type, required: key.isRequired, default: key.defaultValue, summary: summary)
        }
        let description = type.summary.isEmpty ? "\(handler.name)'s own event." : type.summary
        return objectSchema([TraceFormat.time] + fields, description: description, eventType: type.name)
    }

    /// An item of a handler's `events`: `t`, one of its types, and that type's keys.
    private static func eventItemSchema(_ handler: HandlerSchema) -> JSONNode {
        let own = ownTypes(handler)
        let cases: [JSONNode] = handler.eventTypes.map { type in
            typeCase(type.name, definition: own.contains(type) ? "event-\(handler.name)-\(type.name)" : "event-\(type.name)")
        }
        return .object([
            .init("type", "object"),
            .init("description", .string("An event \(handler.name) takes.")),
            .init("required", ["t", "type"]),
            .init("properties", .object([
                .init("t", property(TraceFormat.time)),
                .init("type", .object([
                    .init("description", "What happened."),
                    .init("enum", .array(handler.eventTypeNames.map(JSONNode.string))),
                ])),
            ])),
            .init("allOf", .array(cases)),
        ])
    }

    private static func typeCase(_ name: String, definition: String) -> JSONNode {
        .object([
            .init("if", .object([
                .init("properties", .object([.init("type", .object([.init("const", .string(name))]))])),
                .init("required", ["type"]),
            ])),
            .init("then", reference(definition)),
        ])
    }

    /// A handler's `config`: its keys with their ranges, choices and defaults.
    private static func configSchema(_ handler: HandlerSchema) -> JSONNode {
        let properties: [JSONNode.Member] = handler.configKeys.map { key in
            var members: [JSONNode.Member] = [.init("description", .string(key.summary))]
            switch key.kind {
            case .number(let range, let value): members += numberBounds(range) + [.init("default", .number(value))]
            case .flag(let value): members += [.init("type", "boolean"), .init("default", .bool(value))]
            case .choice(let names, let value):
                members += [.init("type", "string"), .init("enum", .array(names.map(JSONNode.string))), .init("default", .string(value))]
            }
            return .init(key.name, .object(members))
        }
        return .object([
            .init("type", "object"),
            .init("description", .string("\(handler.name)'s config: \(handler.summary).")),
            .init("properties", .object(properties)),
            .init("patternProperties", notes),
            .init("additionalProperties", false),
        ])
    }
}
