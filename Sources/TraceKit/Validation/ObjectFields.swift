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
    func childPath(_ key: StaticString) -> ObjectPath { objectPath.child(key) }

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
///
/// Its parts are static strings and an integer, so copying the path, and the
/// `ObjectFields` that hold it, retains nothing: the decoder copies the fields of an
/// object several times (measured: the `String` parts cost 12M instructions of
/// retains, releases and outlined copies on 100,000 events).
struct ObjectPath: ExpressibleByStringLiteral {
    var base: StaticString
    var index: Int? = nil
    var key: StaticString? = nil

    init(base: StaticString, index: Int? = nil, key: StaticString? = nil) {
        self.base = base
        self.index = index
        self.key = key
    }

    init(stringLiteral value: StaticString) { base = value }

    /// `events[3].end`.
    var text: String {
        var result = base.description
        if let index { result += "[\(index)]" }
        if let key { result += result.isEmpty ? key.description : "." + key.description }
        return result
    }

    /// The path of the object at `key` in this one: one key below an element or a
    /// top-level object (`events[3].end`, `screen.x`), the deepest object a trace has.
    func child(_ key: StaticString) -> ObjectPath {
        precondition(self.key == nil, "an object path has at most one key after its index")
        return ObjectPath(base: base, index: index, key: key)
    }
}
