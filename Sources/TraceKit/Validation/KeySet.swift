/// The keys an object may have, matched against a key's bytes on the tape (most keys of
/// a trace are checked against such a list) by a `NameTable` made once.
struct KeySet: Sendable {
    /// The names, in order, as messages list them.
    let names: [String]
    /// `names` by their bytes.
    private let table: NameTable

    init(_ names: [String]) {
        self.names = names
        table = NameTable(names)
    }

    /// Whether the key of `member` has the bytes of one of the names.
    @inline(__always)
    func contains(keyOf member: JSONRefMember) -> Bool {
        member.tape.withBytes(of: member.keyIndex) { table.index(of: $0) != nil }
    }
}
