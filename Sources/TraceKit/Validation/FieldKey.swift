/// The key of a member the decoder looks up: a literal of the decoder's own (most
/// lookups: `"t"`, `"type"`, `"y"`), whose UTF-8 bytes are read where the literal is,
/// or a name from a handler's schema. A literal goes through no `String`, whose bytes
/// would be copied out for every lookup.
enum FieldKey: ExpressibleByStringLiteral {
    case literal(StaticString)
    case name(String)

    init(stringLiteral value: StaticString) { self = .literal(value) }

    /// The key as paths and messages spell it.
    var text: String {
        switch self {
        case .literal(let literal): literal.description
        case .name(let name): name
        }
    }

    /// Calls `body` with the key's UTF-8 bytes.
    @inline(__always)
    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch self {
        case .literal(let literal):
            return literal.withUTF8Buffer(body)
        case .name(let name):
            var name = name
            return name.withUTF8(body)
        }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether these are the UTF-8 bytes of `literal`: how the decoder's fast paths
    /// match a key on the tape against a key of its own.
    @inline(__always)
    func hasBytes(of literal: StaticString) -> Bool {
        literal.withUTF8Buffer { expected in
            guard count == expected.count else { return false }
            for offset in 0..<count where self[offset] != expected[offset] { return false }
            return true
        }
    }
}
