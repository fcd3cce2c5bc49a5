import Handlers
import UIKitModel

extension TraceDecoder {
    /// Reads an object and reports its unknown keys; nil (with an error) if `value` is
    /// not an object.
    mutating func object(
        _ value: JSONRef, path: ObjectPath, allowedKeys: KeySet, context: String = ""
    ) -> ObjectFields? {
        guard let fields = objectFields(value, path: path) else { return nil }
        reportUnknownKeys(in: fields, allowedKeys: allowedKeys, context: context)
        return fields
    }

    /// Reads an object without checking its keys; nil (with an error) if `value` is not one.
    mutating func objectFields(_ value: JSONRef, path: ObjectPath) -> ObjectFields? {
        guard value.kind == .object else {
            if path.text.isEmpty {
                // The document itself, which has no path: at its line and column.
                diagnostics.add("expected an object, got \(value.shortDescription)", at: value.position)
            } else {
                typeMismatch(value, expected: "an object", path: path.text)
            }
            return nil
        }
        return ObjectFields(objectPath: path, object: value)
    }

    /// Reports the keys of `fields` that are not in `allowedKeys` and do not start with `x-`.
    ///
    /// Without a did-you-mean, the message names the object by `context` (e.g. ` for a
    /// 'send' event`) and, for objects of at most 16 keys (the trace object has 15), lists them.
    mutating func reportUnknownKeys(
        in fields: ObjectFields, allowedKeys: KeySet, context: @autoclosure () -> String = ""
    ) {
        // Most keys are allowed: that is settled first, on the key's bytes read once.
        for member in fields.members where !allowedKeys.contains(keyOf: member) && !member.hasExtensionPrefix {
            var message = "unknown key \(JSONValue.quotedKey(member.key))"
            if let suggestion = Suggestion.closest(to: member.key, among: allowedKeys.names) {
                message += " (did you mean '\(suggestion)'?)"
                suggestedKeys[fields.object.offset, default: []].append(suggestion)
            } else {
                message += context()
                if allowedKeys.names.count <= 16 {
                    message += " (allowed: \(allowedKeys.names.joined(separator: ", ")))"
                }
            }
            diagnostics.add(message, path: fields.path, at: member.keyPosition)
        }
    }

    /// The value of a required key; reports it missing unless a typo already explains it.
    ///
    /// Inlined, like `ObjectFields.value`, so that a literal key is a constant of the
    /// lookup; reporting is out of line.
    @inline(__always)
    mutating func required(_ key: FieldKey, in fields: ObjectFields, context: @autoclosure () -> String = "") -> JSONRef? {
        required(fields.value(key), key, in: fields, context: context())
    }

    /// `value`, the value of the required `key` of `fields` as looked up (by
    /// `ObjectFields.values`, say); reports it missing unless a typo already explains it.
    @inline(__always)
    mutating func required(
        _ value: JSONRef?, _ key: FieldKey, in fields: ObjectFields, context: @autoclosure () -> String = ""
    ) -> JSONRef? {
        if let value { return value }
        reportMissing(key, in: fields, context: context())
        return nil
    }

    /// Reports the required `key` missing from `fields`, unless a typo already explains it.
    @inline(never)
    private mutating func reportMissing(_ key: FieldKey, in fields: ObjectFields, context: @autoclosure () -> String) {
        if !(suggestedKeys[fields.object.offset]?.contains(key.text) ?? false) {
            diagnostics.add("missing required key '\(key.text)'\(context())", path: fields.path, at: fields.position)
        }
    }

    /// The number of a required key; nil after reporting it missing or invalid. Written
    /// without closures over `fields`, which would copy them for every number; inlined
    /// (`required`).
    @inline(__always)
    mutating func requiredNumber(
        _ key: FieldKey, in fields: ObjectFields, rule: NumberRule, context: @autoclosure () -> String = ""
    ) -> Double? {
        requiredNumber(fields.value(key), key, in: fields, rule: rule, context: context())
    }

    /// `requiredNumber(_:in:rule:context:)` of `value`, the value of `key` as looked up
    /// (by `EventMembers`, say).
    @inline(__always)
    mutating func requiredNumber(
        _ value: JSONRef?, _ key: FieldKey, in fields: ObjectFields, rule: NumberRule,
        context: @autoclosure () -> String = ""
    ) -> Double? {
        guard let value = required(value, key, in: fields, context: context()) else { return nil }
        return number(value, key: key, in: fields, rule: rule)
    }

    /// The number of an optional key without a default, from `value`, its value as
    /// looked up: `.some(nil)` when absent, nil after reporting why a given value is
    /// invalid.
    mutating func optionalNumber(_ value: JSONRef?, _ key: FieldKey, in fields: ObjectFields, rule: NumberRule) -> Double?? {
        guard let value else { return .some(nil) }
        guard let number = number(value, key: key, in: fields, rule: rule) else { return nil }
        return number
    }

    /// The number of an optional key: `defaultValue` when absent, nil after reporting
    /// why a given value is invalid.
    mutating func optionalNumber(
        _ key: FieldKey, in fields: ObjectFields, rule: NumberRule, default defaultValue: Double?
    ) -> Double? {
        guard let value = fields.value(key) else { return defaultValue }
        return number(value, key: key, in: fields, rule: rule)
    }

    /// `number(_:path:rule:)` for the member `key` of `fields`. A valid number, the usual
    /// case, is read without making a closure over `fields` (which copies them); only an
    /// invalid one goes through the reporting path, with the member's path. Inlined: the
    /// check of a valid number is a few instructions, fewer than a call.
    @inline(__always)
    mutating func number(_ value: JSONRef, key: FieldKey, in fields: ObjectFields, rule: NumberRule) -> Double? {
        if let number = value.number, rule.accepts(number) { return number }
        return number(value, path: fields.path(key.text), rule: rule)
    }

    /// A number within `rule`, or nil after reporting why not.
    mutating func number(_ value: JSONRef, path: @autoclosure () -> String, rule: NumberRule) -> Double? {
        guard let number = value.number else {
            typeMismatch(value, expected: "a number", path: path())
            return nil
        }
        if let problem = rule.problem(with: number, literal: value.shortDescription) {
            diagnostics.add(problem, path: path(), at: value.position)
            return nil
        }
        return number
    }

    /// An integral number (`1.0` spells 1) within `range`, or nil after reporting why not.
    mutating func integer(
        _ value: JSONRef, path: @autoclosure () -> String, range: ClosedRange<Int>? = nil, expected: String = "an integer"
    ) -> Int? {
        guard let number = value.number else {
            typeMismatch(value, expected: expected, path: path())
            return nil
        }
        guard number.isFinite else {
            diagnostics.add("\(value.shortDescription) is too large for a double", path: path(), at: value.position)
            return nil
        }
        guard number.rounded(.towardZero) == number else {
            diagnostics.add("expected an integer, got \(value.shortDescription)", path: path(), at: value.position)
            return nil
        }
        // Compared as doubles first, so converting to Int cannot trap.
        let limit = Double(range.map { max(abs($0.lowerBound), abs($0.upperBound)) } ?? 1 << 52)
        guard abs(number) <= limit else {
            if let range {
                diagnostics.add("\(value.shortDescription) is out of range \(range.lowerBound)...\(range.upperBound)", path: path(), at: value.position)
            } else {
                diagnostics.add("\(value.shortDescription) is too large", path: path(), at: value.position)
            }
            return nil
        }
        let integer = Int(number)
        if let range, !range.contains(integer) {
            diagnostics.add("\(value.shortDescription) is out of range \(range.lowerBound)...\(range.upperBound)", path: path(), at: value.position)
            return nil
        }
        return integer
    }

    /// Seconds in `0...3600`, converted to nanoseconds, or nil after reporting why not.
    mutating func seconds(_ value: JSONRef, path: @autoclosure () -> String) -> Nanoseconds? {
        number(value, path: path(), rule: .seconds).map(Time.nanoseconds(fromSeconds:))
    }

    /// A string, or nil after reporting that `value` is not one.
    mutating func string(_ value: JSONRef, path: @autoclosure () -> String) -> String? {
        guard let string = value.string else {
            typeMismatch(value, expected: "a string", path: path())
            return nil
        }
        return string
    }

    /// A Boolean, or nil after reporting that `value` is not one.
    mutating func bool(_ value: JSONRef, path: @autoclosure () -> String) -> Bool? {
        guard let bool = value.bool else {
            typeMismatch(value, expected: "true or false", path: path())
            return nil
        }
        return bool
    }

    /// Reports `expected X, got Y`.
    mutating func typeMismatch(_ value: JSONRef, expected: String, path: String) {
        diagnostics.add("expected \(expected), got \(value.shortDescription)", path: path, at: value.position)
    }

    /// A number for a message: integers without a fraction (`852`), others as Swift prints them.
    static func format(_ value: Double) -> String {
        if value.isFinite, value.rounded(.towardZero) == value, abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
