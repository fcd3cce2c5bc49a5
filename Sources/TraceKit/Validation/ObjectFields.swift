/// A JSON object being decoded: its members, its path, and which keys a typo
/// suggestion already pointed at.
struct ObjectFields {
    let path: String
    let position: SourcePosition
    let members: JSONMembers
    /// Known keys that an unknown key was suggested to be: a missing one among them is
    /// not reported again (one mistake, one error).
    var suggestedKeys: [String] = []

    /// The value of `key` (compared scalar by scalar), if present.
    func value(_ key: String) -> JSONRef? {
        for member in members where member.keyEquals(key) { return member.value }
        return nil
    }

    /// The member of `key`, if present.
    func member(_ key: String) -> JSONRefMember? {
        for member in members where member.keyEquals(key) { return member }
        return nil
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
