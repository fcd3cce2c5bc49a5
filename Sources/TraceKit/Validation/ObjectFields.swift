/// A JSON object being decoded: its members and its path. (The keys a typo suggestion
/// pointed at are the decoder's, `TraceDecoder.suggestedKeys`: the fields are copied
/// and destroyed several times per object, and an array in them cost a release each.)
struct ObjectFields {
    let objectPath: ObjectPath
    /// The object itself.
    let object: JSONRef

    /// The members, read from the tape when asked for: the fields stay small to copy
    /// (the decoder's closures copy them).
    var members: JSONMembers {
        JSONMembers(tape: object.tape, start: object.index + 1, end: Int(object.tape.nodes[object.index].value))
    }

    /// The value of `key` (compared byte by byte), if present.
    ///
    /// Inlined: a literal key's bytes and length are then constants of the loop.
    @inline(__always)
    func value(_ key: FieldKey) -> JSONRef? {
        key.withUTF8 { members.value(forKey: $0) }
    }

    /// The member of `key`, if present.
    func member(_ key: String) -> JSONRefMember? {
        for member in members where member.keyEquals(key) { return member }
        return nil
    }

    /// Where the object's opening brace is.
    var position: SourcePosition { object.position }

    /// The object's path: `events[3].end`, or empty at the root.
    var path: String { objectPath.text }

    /// The path of a member's object, spelled out only for a message.
    func childPath(_ key: String) -> ObjectPath { objectPath.child(key) }

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

/// The path of an object, kept in parts and spelled out (`text`) only for a message:
/// `base`, then `[index]`, then `.key`.
struct ObjectPath: ExpressibleByStringLiteral {
    var base: String
    var index: Int? = nil
    var key: String? = nil

    init(base: String, index: Int? = nil, key: String? = nil) {
        self.base = base
        self.index = index
        self.key = key
    }

    init(stringLiteral value: String) { base = value }

    /// `events[3].end`.
    var text: String {
        var result = base
        if let index { result += "[\(index)]" }
        if let key { result += result.isEmpty ? key : "." + key }
        return result
    }

    /// The path of the object at `key` in this one.
    func child(_ key: String) -> ObjectPath {
        self.key == nil ? ObjectPath(base: base, index: index, key: key) : ObjectPath(base: text, key: key)
    }
}
