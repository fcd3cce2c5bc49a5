/// A JSON object being decoded: its members, its path, and which keys a typo
/// suggestion already pointed at.
struct ObjectFields {
    let path: String
    let position: SourcePosition
    let members: [JSONMember]
    /// Known keys that an unknown key was suggested to be: a missing one among them is
    /// not reported again (one mistake, one error).
    var suggestedKeys: [String] = []

    /// The value of `key` (compared scalar by scalar), if present.
    func value(_ key: String) -> JSONValue? {
        members.first { $0.key.hasSameBytes(as: key) }?.value
    }

    /// The member of `key`, if present.
    func member(_ key: String) -> JSONMember? {
        members.first { $0.key.hasSameBytes(as: key) }
    }

    /// The path of a member: `events[3].end`, or just the key at the root.
    func path(_ key: String) -> String {
        guard !path.isEmpty else { return key }
        var result = path
        result.reserveCapacity(path.utf8.count + 1 + key.utf8.count)
        result.append(".")
        result.append(key)
        return result
    }
}
