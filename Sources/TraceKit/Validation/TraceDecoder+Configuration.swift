import Handlers
import UIKitModel

/// `config`: the keys the trace's handler declares (`HandlerSchema.configKeys`).
extension TraceDecoder {
    /// Reads `config` for `schema`'s handler. Invalid entries are reported and keep their
    /// defaults, so the result is always usable for the checks that depend on it.
    ///
    /// Numbers must be finite and lie in their key's range; a choice must be one of its
    /// names (case-sensitive); a key of another built-in handler is named as such. A
    /// `notGreater` constraint is reported at whichever of its two keys comes later in the
    /// file (with the other's value, or its default, in the message).
    mutating func decodeConfiguration(_ value: JSONRef, schema: HandlerSchema) -> HandlerConfig {
        var config = schema.defaultConfig
        guard let fields = objectFields(value, path: "config") else { return config }
        reportUnknownConfigKeys(in: fields, schema: schema)
        var invalid: [String] = []
        for member in fields.members {
            guard let key = schema.configKeys.first(where: { member.keyEquals($0.name) }) else { continue }
            let path = fields.path(member.key)
            let decoded: ConfigValue?
            switch key.kind {
            case .number(let range, _):
                decoded = number(member.value, path: path, rule: NumberRule(range)).map(ConfigValue.number)
            case .flag:
                decoded = bool(member.value, path: path).map(ConfigValue.flag)
            case .choice(let names, _):
                decoded = choice(member.value, among: names, path: path).map(ConfigValue.choice)
            }
            if let decoded { config.set(key.name, to: decoded) } else { invalid.append(key.name) }
        }
        for constraint in schema.configConstraints {
            checkConstraint(constraint, config: config, fields: fields, invalid: invalid)
        }
        return config
    }

    /// Unknown keys in `config`: a key of another built-in handler says whose it is;
    /// otherwise a did-you-mean, or the list of this handler's keys.
    private mutating func reportUnknownConfigKeys(in fields: ObjectFields, schema: HandlerSchema) {
        let names = schema.configKeys.map(\.name)
        let known = KeySet(names)
        for member in fields.members where !known.contains(keyOf: member) && !member.hasExtensionPrefix {
            var message = "unknown key \(JSONValue.quotedKey(member.key))"
            let list = "\(schema.name)'s config takes \(names.joined(separator: ", "))"
            if let owner = handlers.first(where: { $0.schema.configKeys.contains { $0.name == member.key } }) {
                message += ": it is \(owner.name)'s (set \"handler\": \"\(owner.name)\" to use it); \(list)"
            } else if let suggestion = Suggestion.closest(to: member.key, among: names) {
                message += " (did you mean '\(suggestion)'?)"
                suggestedKeys[fields.object.offset, default: []].append(suggestion)
            } else {
                message += " (\(list))"
            }
            diagnostics.add(message, path: fields.path, at: member.keyPosition)
        }
    }

    /// A string that must be one of `names`.
    mutating func choice(_ value: JSONRef, among names: [String], path: String) -> String? {
        guard let name = string(value, path: path) else { return nil }
        if let match = names.first(where: { $0.hasSameBytes(as: name) }) { return match }
        let choices = names.map { "\"\($0)\"" }.joined(separator: " or ")
        var message = "unknown value \(value.shortDescription) (use \(choices))"
        if let suggestion = Suggestion.closest(to: name, among: names) {
            message = "unknown value \(value.shortDescription) (did you mean \"\(suggestion)\"? use \(choices))"
        }
        diagnostics.add(message, path: path, at: value.position)
        return nil
    }

    private mutating func checkConstraint(
        _ constraint: HandlerSchema.ConfigConstraint, config: HandlerConfig, fields: ObjectFields, invalid: [String]
    ) {
        switch constraint {
        case .notGreater(let lowSetting, let highSetting):
            let (low, high) = (lowSetting.name, highSetting.name)
            guard !invalid.contains(low), !invalid.contains(high) else { return }
            let lowValue = config[lowSetting]
            let highValue = config[highSetting]
            guard lowValue > highValue,
                  let last = Array(fields.members).last(where: { $0.key == low || $0.key == high })
            else { return }
            let given = fields.members.map(\.key)
            func describe(_ name: String, _ value: Double) -> String {
                "\(name) (\(Self.format(value))\(given.contains(name) ? "" : ", the default"))"
            }
            diagnostics.add(
                "\(describe(low, lowValue)) must not be greater than \(describe(high, highValue))",
                path: fields.path(last.key), at: last.value.position)
        }
    }
}

extension NumberRule {
    /// The rule for a value of `range`.
    init(_ range: ValueRange) {
        switch range {
        case .points: self = .points
        case .signedPoints: self = .signedPoints
        case .positivePoints: self = .positivePoints
        case .seconds: self = .seconds
        case .unit: self = NumberRule(lower: .nonNegative, limit: 1, limitText: "1")
        case .frames: self = NumberRule(lower: .nonNegative, limit: 10, limitText: "10", unit: " frames", integer: true)
        }
    }
}
