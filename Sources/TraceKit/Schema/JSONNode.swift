/// A JSON value whose object members keep the order they were given in, written with
/// two-space indentation: the same value gives the same bytes on every platform.
public indirect enum JSONNode: Equatable, Sendable {
    case object([Member])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// A key and its value.
    public struct Member: Equatable, Sendable {
        public let key: String
        public let value: JSONNode

        public init(_ key: String, _ value: JSONNode) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key`, if this is an object that has it.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The keys of an object, in order (empty for other values).
    public var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    /// The value written out, ending with a newline.
    public var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + JSONStringFormat.literal(member.key) + ": "
                member.value.write(to: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let elements):
            if elements.allSatisfy(\.isScalar) {
                var line = "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { line += ", " }
                    element.write(to: &line, indent: inner)
                }
                out += line + "]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += inner
                element.write(to: &out, indent: inner)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let string):
            out += JSONStringFormat.literal(string)
        case .number(let number):
            out += Self.format(number)
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .null:
            out += "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// An integral number without a fraction (`10000000`), any other in Swift's shortest
    /// round-trip form (`0.03333333333333333`).
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}

extension JSONNode: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral
{
    public init(arrayLiteral elements: JSONNode...) { self = .array(elements) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}
