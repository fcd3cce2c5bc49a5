import InsetEngine

/// `config`: the engine's policies and the constants of `engine.md` section 2.
extension TraceDecoder {
    static let configurationFlagKeys = ["pinToTopEnabled", "deferPinWhileKeyboardHides", "keyboardPolicy"]

    /// Reads `config`. Invalid entries are reported and keep their defaults, so the
    /// result is always usable for the checks that depend on it.
    ///
    /// Constants must be finite and at most 1e7 (seconds-valued ones at most 3600); none
    /// is negative except `dismissVelocity` (down to -1e7); `pinVelocity > 0`;
    /// `revealAlpha` in `0...1`; `pinMinDuration <= pinMaxDuration`, reported at
    /// whichever of the two comes later in the file (with the other's value, or its
    /// default, in the message).
    mutating func decodeConfiguration(_ value: JSONValue) -> Configuration {
        var configuration = Configuration()
        let constants = Configuration.numericConstants
        let allowedKeys = Self.configurationFlagKeys + constants.map(\.name)
        guard let fields = object(
            value, path: "config", allowedKeys: allowedKeys,
            context: " (config takes pinToTopEnabled, deferPinWhileKeyboardHides, keyboardPolicy and the constants of engine.md section 2)")
        else { return configuration }
        var durationBoundsValid = true
        var lastDurationBound: JSONMember? = nil
        for member in fields.members {
            let path = fields.path(member.key)
            switch member.key {
            case "pinToTopEnabled":
                configuration.pinToTopEnabled = bool(member.value, path: path) ?? configuration.pinToTopEnabled
            case "deferPinWhileKeyboardHides":
                configuration.deferPinWhileKeyboardHides = bool(member.value, path: path)
                    ?? configuration.deferPinWhileKeyboardHides
            case "keyboardPolicy":
                configuration.keyboardPolicy = decodePolicy(member.value, path: path) ?? configuration.keyboardPolicy
            default:
                guard let constant = constants.first(where: { $0.name.utf8.elementsEqual(member.key.utf8) }) else { continue }
                let isDurationBound = constant.name == "pinMinDuration" || constant.name == "pinMaxDuration"
                if let number = number(member.value, path: path, rule: Self.rule(forConstant: constant.name, isSeconds: constant.isSeconds)) {
                    configuration[keyPath: constant.keyPath] = number
                    if isDurationBound { lastDurationBound = member }
                } else if isDurationBound {
                    durationBoundsValid = false
                }
            }
        }
        if durationBoundsValid, let lastDurationBound, configuration.pinMinDuration > configuration.pinMaxDuration {
            let given = Set(fields.members.map(\.key))
            func describe(_ name: String, _ value: Double) -> String {
                "\(name) (\(Self.format(value))\(given.contains(name) ? "" : ", the default"))"
            }
            diagnostics.add(
                "\(describe("pinMinDuration", configuration.pinMinDuration)) must not be greater than "
                    + describe("pinMaxDuration", configuration.pinMaxDuration),
                path: fields.path(lastDurationBound.key), at: lastDurationBound.value.position)
        }
        return configuration
    }

    /// The range of a numeric constant.
    static func rule(forConstant name: String, isSeconds: Bool) -> NumberRule {
        switch name {
        case "dismissVelocity": .signedPoints
        case "pinVelocity": .positivePoints
        case "revealAlpha": NumberRule(lower: .nonNegative, limit: 1, limitText: "1")
        default: isSeconds ? .seconds : .points
        }
    }

    private mutating func decodePolicy(_ value: JSONValue, path: String) -> KeyboardPolicy? {
        guard let name = string(value, path: path) else { return nil }
        if let policy = KeyboardPolicy.allCases.first(where: { $0.rawValue.utf8.elementsEqual(name.utf8) }) {
            return policy
        }
        let names = KeyboardPolicy.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        diagnostics.add("unknown keyboard policy \(value.shortDescription) (use \(names))", path: path, at: value.position)
        return nil
    }
}
