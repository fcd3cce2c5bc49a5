import Handlers
import UIKitModel

/// The tables of the reference (`docs/`), generated from `TraceFormat` and the handlers'
/// schemas, so the docs list exactly the keys the decoder takes.
///
/// A markdown file holds a generated block between `<!-- generated: ID -->` and
/// `<!-- end generated -->`; `block(_:handlers:)` gives the block's text for an ID:
/// - `keys:OBJECT`: the keys of `top` (the trace object), `screen`, `scrollView`,
///   `composer`, `expect` or `rect`;
/// - `events`: every built-in event type a handler takes, with its fields;
/// - `devices`: the device catalogue (`DeviceCatalogue`), with sources;
/// - `handlers`: the index of handlers (name, summary, config keys, frame fields);
/// - `handler-sections`: for each handler a heading, its config table and its event types;
/// - `config:NAME`, `events:NAME`, `fields:NAME`: one handler's tables.
public enum TraceReference {
    /// The text of the block `id`, ending with a newline; nil for an unknown ID.
    public static func block(_ id: String, handlers: [HandlerKind]) -> String? {
        let schemas = handlers.map(\.schema)
        let parts = id.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first ?? "", parts.count > 1 ? parts[1] : nil) {
        case ("keys", let object?):
            let keys = object == "top" ? TraceFormat.topLevel : TraceFormat.keys(of: object)
            return keys.isEmpty ? nil : keyTable(keys)
        case ("events", nil):
            return eventTable(schemas)
        case ("devices", nil):
            return DeviceCatalogue.markdownTable
        case ("handlers", nil):
            return handlerIndex(schemas)
        case ("handler-sections", nil):
            return schemas.map { "### \($0.name)\n\n\(capitalized($0.summary)).\n\n" + configTable($0) + "\n" + eventList($0) }
                .joined(separator: "\n")
        case ("config", let name?):
            return schemas.first { $0.name == name }.map(configTable)
        case ("events", let name?):
            return schemas.first { $0.name == name }.map(eventList)
        case ("fields", let name?):
            return schemas.first { $0.name == name }.map(fieldTable)
        default:
            return nil
        }
    }

    /// Replaces every generated block of `text` with its current content; unknown IDs are
    /// left as they are and listed.
    public static func regenerate(_ text: String, handlers: [HandlerKind]) -> (text: String, unknown: [String]) {
        var output: [Substring] = []
        var unknown: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            output.append(line)
            guard line.hasPrefix(beginMarker), line.hasSuffix(" -->") else { continue }
            let id = String(line.dropFirst(beginMarker.count).dropLast(4))
            guard let end = lines.firstIndex(of: Substring(endMarker)), let content = block(id, handlers: handlers) else {
                unknown.append(id)
                continue
            }
            output += content.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            lines = lines[end...]
        }
        return (output.joined(separator: "\n"), unknown)
    }

    public static let beginMarker = "<!-- generated: "
    public static let endMarker = "<!-- end generated -->"

    private static func keyTable(_ keys: [FormatKey]) -> String {
        var rows = ["| key | type | required | default | meaning |", "|---|---|---|---|---|"]
        for key in keys {
            rows.append("| `\(key.name)` | \(typeText(key.type)) | \(key.isRequired ? "yes" : "no") | \(defaultText(key.defaultValue)) | \(key.summary) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    private static func eventTable(_ schemas: [HandlerSchema]) -> String {
        var rows = ["| type | fields | what it is | handlers |", "|---|---|---|---|"]
        for type in TraceFormat.eventTypes {
            let takers = schemas.filter { $0.takes(type) }.map { "`\($0.name)`" }
            guard !takers.isEmpty else { continue }
            let fields = TraceFormat.fields(of: type).map { key in
                "`\(key.name)` (\(typeText(key.type))\(key.isRequired ? "" : ", optional\(key.defaultValue == .none ? "" : ": " + defaultText(key.defaultValue))"))"
            }
            rows.append("| `\(type.name)` | \(fields.isEmpty ? "—" : fields.joined(separator: ", ")) | \(TraceFormat.summary(of: type)) | \(takers.joined(separator: ", ")) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    private static func handlerIndex(_ schemas: [HandlerSchema]) -> String {
        var rows = ["| handler | what it models | config | frame fields |", "|---|---|---|---|"]
        for schema in schemas {
            let config = schema.configKeys.map { "`\($0.name)`" }.joined(separator: ", ")
            let fields = schema.frame.fields.map { "`\($0.name)`" }.joined(separator: ", ")
            rows.append("| [`\(schema.name)`](\(schema.name).md) | \(schema.summary) | \(config) | \(fields) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    private static func configTable(_ schema: HandlerSchema) -> String {
        var rows = ["| key | type | default | meaning |", "|---|---|---|---|"]
        for key in schema.configKeys {
            let (type, value): (String, String) = switch key.kind {
            case .number(let range, let value): (rangeText(range), number(value))
            case .flag(let value): ("boolean", "`\(value)`")
            case .choice(let names, let value): (names.map { "`\"\($0)\"`" }.joined(separator: " or "), "`\"\(value)\"`")
            }
            rows.append("| `\(key.name)` | \(type) | \(value) | \(key.summary) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    private static func eventList(_ schema: HandlerSchema) -> String {
        let known = schema.eventTypes.filter { TraceFormat.eventTypes.contains($0) }
        var text = "Event types: " + known.map { "`\($0.name)`" }.joined(separator: ", ") + ".\n"
        for own in schema.eventTypes where !TraceFormat.eventTypes.contains(own) {
            let fields = own.fields.map { field in "`\(field.name)` (\(typeText(FormatKey(field: field).type)))" }
            text += "Its own: `\(own.name)`" + (fields.isEmpty ? "" : " with " + fields.joined(separator: ", "))
                + (own.fields.allSatisfy(\.isRequired) ? " (all required).\n" : ".\n")
        }
        return text
    }

    private static func fieldTable(_ schema: HandlerSchema) -> String {
        var rows = ["| field | written as |", "|---|---|", "| `f`, `t` | the frame's index and time (s, 6 decimals) |"]
        for field in schema.frame.fields {
            let kind = switch field.kind {
            case .number: "number, 3 decimals, compared within the tolerance"
            case .alpha: "number 0...1 as drawn, 3 decimals, compared within the tolerance"
            case .flag: "`true` or `false`, compared exactly"
            case .choice(let names): names.map { "`\($0)`" }.joined(separator: ", ") + ", compared exactly"
            }
            rows.append("| `\(field.name)` | \(kind) |")
        }
        rows.append("| `fx` | the frame's effects (`endEditing`), only when it has some |")
        return rows.joined(separator: "\n") + "\n"
    }

    private static func typeText(_ type: FormatKey.ValueType) -> String {
        switch type {
        case .version: "the integer `1`"
        case .integer(let range): "integer \(range.lowerBound)...\(range.upperBound)"
        case .number(let range): rangeText(range)
        case .string: "string"
        case .name: "string of letters, digits, `.`, `_`, `-`"
        case .flag: "boolean"
        case .handler: "a handler's name"
        case .device: "a model of [devices.md](devices.md)"
        case .offset: "number, `\"top\"` or `\"bottom\"`"
        case .rect: "frame"
        case .curve: "integer 0, 1, 2, 3 or 7"
        case .object(let name): "object (`\(name)`)"
        case .config: "object (per handler)"
        case .events: "array of events"
        case .violations: "array of invariant names"
        }
    }

    private static func rangeText(_ range: ValueRange) -> String {
        switch range {
        case .points: "number 0...1e7"
        case .signedPoints: "number -1e7...1e7"
        case .positivePoints: "number > 0, at most 1e7"
        case .seconds: "seconds 0...3600"
        case .unit: "number 0...1"
        case .frames: "whole number 0...10"
        }
    }

    private static func defaultText(_ value: FormatKey.Default) -> String {
        switch value {
        case .none: "—"
        case .number(let value): number(value)
        case .flag(let value): "`\(value)`"
        case .string(let value): "`\"\(value)\"`"
        case .described(let text): text
        }
    }

    private static func number(_ value: Double) -> String { "`\(JSONNode.format(value))`" }

    private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
