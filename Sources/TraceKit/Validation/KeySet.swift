/// The keys an object may have, matched against a key's bytes on the tape: each name is
/// kept as its UTF-8 bytes, made once, so a key is compared without going through
/// `String` (most keys of a trace are checked against such a list).
struct KeySet {
    /// The names, in order, as messages list them.
    let names: [String]
    /// `names`' UTF-8 bytes.
    private let bytes: [[UInt8]]

    init(_ names: [String]) {
        self.names = names
        bytes = names.map { Array($0.utf8) }
    }

    /// Whether the key of `member` has the bytes of one of the names.
    func contains(keyOf member: JSONRefMember) -> Bool {
        member.tape.withBytes(of: member.keyIndex) { key in
            for name in bytes where name.count == key.count {
                let same = name.withUnsafeBufferPointer { name in
                    for offset in 0..<key.count where key[offset] != name[offset] { return false }
                    return true
                }
                if same { return true }
            }
            return false
        }
    }
}
