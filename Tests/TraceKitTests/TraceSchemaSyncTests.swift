import Foundation
import Handlers
import Testing
import TestSupport
import UIKitModel
@testable import TraceKit

/// The JSON Schema against the decoder: every key the schema lists is one the decoder
/// accepts (and requires exactly when the schema does), every key the decoder accepts is
/// in the schema, and `docs/kbtrace.schema.json` is the generated text.
///
/// The decoder is probed with real traces: a key is accepted when a trace holding it gets
/// no "unknown key" error, required when a trace without it gets "missing required key".
@Suite struct TraceSchemaSyncTests {
    let handlers = HandlerKind.builtIn + [HandlerKind(MetronomeHandler.self)]
    var schema: JSONNode { TraceSchema.document(handlers: handlers.map(\.schema)) }

    @Test func committedSchemaIsTheGeneratedOne() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/kbtrace.schema.json")
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == TraceSchema.text(handlers: HandlerKind.builtIn),
            "docs/kbtrace.schema.json is stale: run 'swift run kbreplay schema -o docs/kbtrace.schema.json'")
    }

    @Test func generationIsDeterministic() {
        #expect(TraceSchema.text(handlers: handlers) == TraceSchema.text(handlers: handlers))
        #expect(TraceSchema.text(handlers: HandlerKind.builtIn).hasPrefix("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\""))
    }

    @Test func topLevelKeysAreTheDecodersBothWays() {
        let properties = schema["properties"]!.keys
        #expect(properties == TraceDecoder.topLevelKeys.names)
        for key in properties {
            var trace = base()
            if !trace.keys.contains(key) { trace = trace.setting(key, .null) }
            #expect(!unknownKey(in: trace), "the decoder rejects top-level '\(key)'")
        }
        #expect(unknownKey(in: base().setting("kbtraceX", 1)))
        checkRequired(schema, at: [], in: base())
        #expect(messages(base().setting("$schema", "https://example.com/kbtrace.schema.json")).isEmpty)
    }

    @Test func objectKeysAreTheDecodersBothWays() throws {
        let definitions = try #require(schema["definitions"])
        for object in ["screen", "scrollView", "composer", "expect"] {
            let node = try #require(definitions[object])
            let keys = node["properties"]!.keys
            let full = base().setting(object, .object(keys.map { .init($0, sample(node["properties"]![$0]!)) }))
            #expect(messages(full).isEmpty, "a \(object) with every key: \(messages(full))")
            #expect(unknownKey(in: base().setting(object, .object([.init("bogus", 1)]))), "\(object) takes any key")
            checkRequired(node, at: [object], in: full)
        }
        let rect = try #require(definitions["rect"])
        let event = keyboardEvent(end: .object(rect["properties"]!.keys.map { .init($0, sample(rect["properties"]![$0]!)) }))
        #expect(messages(base(events: [event])).isEmpty)
        #expect(unknownKey(in: base(events: [keyboardEvent(end: .object(dockedRect + [.init("depth", 1)]))])))
    }

    @Test func configKeysAreEachHandlersBothWays() throws {
        for handler in handlers.map(\.schema) {
            let config = try #require(schema["definitions"]?["config-\(handler.name)"])
            #expect(config["properties"]!.keys == handler.configKeys.map(\.name))
            for key in config["properties"]!.keys {
                let trace = base(handler: handler.name, config: [.init(key, sample(config["properties"]![key]!))])
                #expect(messages(trace).isEmpty, "\(handler.name) config.\(key): \(messages(trace))")
            }
            #expect(unknownKey(in: base(handler: handler.name, config: [.init("bogus", 1)])))
        }
    }

    @Test func eventKeysAreEachHandlersBothWays() throws {
        let definitions = try #require(schema["definitions"])
        for handler in handlers.map(\.schema) {
            let item = try #require(definitions["event-\(handler.name)"])
            #expect(item["properties"]?["type"]?["enum"] == .array(handler.eventTypeNames.map(JSONNode.string)))
            for name in handler.eventTypeNames {
                let definition = try #require(
                    definitions["event-\(name)"] ?? definitions["event-\(handler.name)-\(name)"], "no definition for \(name)")
                let keys = definition["properties"]!.keys
                if let type = TraceFormat.eventTypes.first(where: { $0.name == name }) {
                    #expect(keys == type.allowedKeys)
                    #expect(TraceFormat.fields(of: type).map(\.name) == type.objectKeys)
                }
                let event = JSONNode.object(keys.map { .init($0, sample(definition["properties"]![$0]!)) })
                let trace = base(handler: handler.name, events: [event])
                #expect(!unknownKey(in: trace) && !missingKey(in: trace), "\(handler.name) '\(name)': \(messages(trace))")
                #expect(unknownKey(in: base(handler: handler.name, events: [event.setting("bogus", 1)])), "'\(name)' takes any key")
                checkRequired(definition, at: ["events", "0"], in: trace, handler: handler.name)
            }
        }
    }

    // MARK: Probing the decoder

    private var dockedRect: [JSONNode.Member] { [.init("x", 0), .init("y", 516), .init("width", 393), .init("height", 336)] }

    private func keyboardEvent(end: JSONNode) -> JSONNode {
        .object([.init("t", 0.1), .init("type", "keyboardWillShow"), .init("end", end), .init("duration", 0.25), .init("curve", 7)])
    }

    /// A valid trace of `handler` with `config` and `events`.
    private func base(handler: String? = nil, config: [JSONNode.Member] = [], events: [JSONNode] = []) -> JSONNode {
        var members: [JSONNode.Member] = [
            .init("kbtrace", 1), .init("name", "probe"),
            .init("screen", .object([.init("width", 393), .init("height", 852)])),
            .init("scrollView", .object([.init("contentHeight", 2400)])),
        ]
        if let handler { members.append(.init("handler", .string(handler))) }
        if !config.isEmpty { members.append(.init("config", .object(config))) }
        members.append(.init("events", .array(events)))
        return .object(members)
    }

    /// A valid value for a property of the schema.
    private func sample(_ property: JSONNode) -> JSONNode {
        if let value = property["default"] { return value }
        if let value = property["const"] { return value }
        if case .array(let values)? = property["enum"], let first = values.last { return first }
        if property["$ref"] == "#/definitions/rect" { return .object(dockedRect) }
        if let reference = property["$ref"], case .string(let path) = reference {
            let node = schema["definitions"]![String(path.split(separator: "/").last!)]!
            let required = node["required"]?.strings ?? []
            return .object(node["properties"]!.keys.filter { required.contains($0) }.map {
                .init($0, sample(node["properties"]![$0]!))
            })
        }
        switch property["type"] {
        case "boolean": return true
        case "string": return "a"
        case "array": return []
        case "object": return .object([])
        default: return property["exclusiveMinimum"] != nil ? 1 : 0
        }
    }

    /// Leaving out each key of `object` (at `path` in `trace`) is an error exactly when the schema requires it.
    private func checkRequired(_ object: JSONNode, at path: [String], in trace: JSONNode, handler: String? = nil) {
        let required = object["required"]?.strings ?? []
        for key in object["properties"]!.keys where key != "type" {
            let without = trace.removing(key, at: path)
            let isRequired = required.contains(key)
            #expect(
                messages(without).contains { $0.contains("missing required key '\(key)'") } == isRequired,
                "\(path + [key]): schema says required \(isRequired), decoder: \(messages(without))")
        }
    }

    private func messages(_ trace: JSONNode) -> [String] {
        switch TraceParser.parse(Array(trace.text.utf8), handlers: handlers) {
        case .success: []
        case .failure(let failure): failure.diagnostics.map(\.message)
        }
    }

    private func unknownKey(in trace: JSONNode) -> Bool { messages(trace).contains { $0.hasPrefix("unknown key") } }
    private func missingKey(in trace: JSONNode) -> Bool { messages(trace).contains { $0.hasPrefix("missing required key") } }
}

extension JSONNode {
    /// The strings of an array (empty for other values).
    var strings: [String] {
        guard case .array(let elements) = self else { return [] }
        return elements.compactMap { if case .string(let string) = $0 { string } else { nil } }
    }

    /// This object with `key` set to `value` (replaced in place, or added at the end).
    func setting(_ key: String, _ value: JSONNode) -> JSONNode {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) { members[index] = .init(key, value) }
        else { members.append(.init(key, value)) }
        return .object(members)
    }

    /// This value with `key` removed from the object at `path` (object keys and array indices).
    func removing(_ key: String, at path: [String]) -> JSONNode {
        guard let first = path.first else {
            guard case .object(let members) = self else { return self }
            return .object(members.filter { $0.key != key })
        }
        switch self {
        case .object(let members):
            return .object(members.map { $0.key == first ? .init($0.key, $0.value.removing(key, at: Array(path.dropFirst()))) : $0 })
        case .array(var elements):
            let index = Int(first)!
            elements[index] = elements[index].removing(key, at: Array(path.dropFirst()))
            return .array(elements)
        default:
            return self
        }
    }
}
