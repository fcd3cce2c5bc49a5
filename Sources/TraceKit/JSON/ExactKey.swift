/// A key compared by its Unicode scalars, as RFC 8259 compares member names (Swift's
/// `String` equality would treat canonically equivalent keys as duplicates).
struct ExactKey: Hashable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        for byte in string.utf8 { hasher.combine(byte) }
    }
}
