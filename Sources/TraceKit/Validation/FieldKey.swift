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
    func withUTF8<R>(_ body: (ByteSpan) -> R) -> R {
        switch self {
        case .literal(let literal): ByteSpan.with(literal, body)
        case .name(let name): ByteSpan.with(name, body)
        }
    }
}
