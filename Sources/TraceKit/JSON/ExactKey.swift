/// A key compared by its Unicode scalars, as RFC 8259 compares member names (Swift's
/// `String` equality would treat canonically equivalent keys as duplicates).
struct ExactKey: Hashable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        lhs.string.hasSameBytes(as: rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        ByteSpan.with(string) { $0.hash(into: &hasher) }
    }
}

extension String {
    /// Whether the two strings have the same UTF-8 bytes (the same Unicode scalars):
    /// how keys and names are compared, never by canonical equivalence.
    ///
    /// Fast for the usual case, ASCII keys: `==` compares ASCII strings byte by byte.
    /// Two strings `==` calls equal, of the same UTF-8 length, have the same bytes when
    /// either is ASCII (a canonical equivalent of ASCII text other than itself is always
    /// longer: its non-ASCII scalars take 2 to 4 bytes and stand for one ASCII scalar
    /// each, like the Kelvin sign for `K`); otherwise the bytes are compared.
    func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count, self == other else { return false }
        if other.utf8.allSatisfy({ $0 < 0x80 }) { return true }
        return utf8.elementsEqual(other.utf8)
    }
}
