import Handlers

/// A key that the events of the known types have (`EventType.allowedKeys`): the keys
/// the decoder reads from an event by name, each found once per event by
/// `EventMembers` rather than by a walk over the members per key.
///
/// The format's lists of keys stay the `EventType` declarations'; a type with a key that
/// is not here (a user's handler's) has its keys read by name, on the general path.
enum EventKey: Int, CaseIterable {
    case t, type, height, value, y, velocity, animated, end, begin, duration, curve, screen, view

    /// The key as traces spell it.
    @inline(__always)
    var name: StaticString {
        switch self {
        case .t: "t"
        case .type: "type"
        case .height: "height"
        case .value: "value"
        case .y: "y"
        case .velocity: "velocity"
        case .animated: "animated"
        case .end: "end"
        case .begin: "begin"
        case .duration: "duration"
        case .curve: "curve"
        case .screen: "screen"
        case .view: "view"
        }
    }

    /// The key whose name is `name`, if any.
    init?(name: String) {
        guard let key = EventKey.allCases.first(where: { $0.name.description == name }) else { return nil }
        self = key
    }

    /// The key as the general lookups and messages take it (inlined: made for every
    /// field read, where it is a constant).
    @inline(__always)
    var fieldKey: FieldKey { .literal(name) }

    /// The key whose name has the bytes `key`, if any.
    ///
    /// The one candidate is picked by the key's length and first byte, then compared
    /// by its `NameTable.Signature`: a few instructions for a key of an event, where a
    /// `NameTable` lookup took about 80 (every member of every event is looked up here).
    /// A test checks that each key is found from its name.
    @inline(__always)
    init?(bytes key: ByteSpan) {
        guard let first = key.first else { return nil }
        let candidate: EventKey
        switch (key.count, first) {
        case (1, UInt8(ascii: "t")): self = .t; return
        case (1, UInt8(ascii: "y")): self = .y; return
        case (3, _): candidate = .end
        case (4, UInt8(ascii: "t")): candidate = .type
        case (4, UInt8(ascii: "v")): candidate = .view
        case (5, UInt8(ascii: "v")): candidate = .value
        case (5, UInt8(ascii: "b")): candidate = .begin
        case (5, UInt8(ascii: "c")): candidate = .curve
        case (6, UInt8(ascii: "h")): candidate = .height
        case (6, UInt8(ascii: "s")): candidate = .screen
        case (8, UInt8(ascii: "v")): candidate = .velocity
        case (8, UInt8(ascii: "a")): candidate = .animated
        case (8, UInt8(ascii: "d")): candidate = .duration
        default: return nil
        }
        // Compared in a few loads, not byte by byte (`hasBytes(of:)`, which took 4M
        // instructions more on 100,000 events).
        let signature = NameTable.Signature(key)
        guard ByteSpan.with(candidate.name, { NameTable.Signature($0) }) == signature else {
            return nil
        }
        self = candidate
    }
}

/// Some of the `EventKey`s: those an event has, or those its type allows.
struct EventKeySet: OptionSet {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The set of the one key `key`.
    init(_ key: EventKey) { rawValue = 1 << UInt16(key.rawValue) }

    /// The keys an event of `type` may have; nil when one of them is no `EventKey`.
    init?(allowedFor type: EventType) {
        self = []
        for name in type.allowedKeys {
            guard let key = EventKey(name: name) else { return nil }
            insert(EventKeySet(key))
        }
    }

    /// The keys allowed for each known type, in `TraceDecoder.knownEventTypes`' order.
    static let knownAllowed = TraceDecoder.knownEventTypes.map(EventKeySet.init(allowedFor:))
}

/// The members of one event object, found in one walk over them: the value of each
/// `EventKey` present, the set of those keys, and how many members have other keys.
///
/// An event's keys used to be walked over once per key read (`type`, then `t`, then
/// each field) and once more, with a `NameTable` lookup per key, to look for unknown
/// keys (measured: found once, decoding 118,085 events takes 128M instructions instead
/// of 159M). Found once, the unknown-key check is a comparison of sets: an event has
/// no unknown key when it has no member with another key and its keys are among its
/// type's. Anything else goes to the general check (`TraceDecoder.reportUnknownKeys`),
/// which reports the keys in document order.
///
/// Keys are compared on their decoded bytes, as `ObjectFields.value(_:)` compares them,
/// so a value read here is the one that lookup finds (the parser lets no key repeat).
struct EventMembers {
    /// The tape the event is on.
    let tape: JSONTape
    /// The value node of each key; 0 for an absent key (node 0 is the document's root,
    /// never a member's value). Stored properties, one per `EventKey`, so that finding the
    /// members allocates nothing (a test reads and writes every one).
    private var nodes = Nodes()
    /// The keys present.
    private(set) var keys: EventKeySet = []
    /// The number of members whose key is no `EventKey`: unknown keys, extensions (`x-`).
    private(set) var otherCount = 0

    /// Walks the members of the event `object` (an object).
    @inline(__always)
    init(of object: JSONRef) {
        tape = object.tape
        let end = Int(tape.nodes[object.index].value)
        var keyIndex = object.index + 1
        while keyIndex < end {
            if let found = tape.withBytes(of: keyIndex, { EventKey(bytes: $0) }) {
                nodes[found] = UInt32(truncatingIfNeeded: keyIndex + 1)
                keys.formUnion(EventKeySet(found))
            } else {
                otherCount += 1
            }
            keyIndex = tape.end(of: keyIndex + 1)
        }
    }

    /// The value of `key`, if the event has it.
    @inline(__always)
    func value(_ key: EventKey) -> JSONRef? {
        let node = nodes[key]
        return node == 0 ? nil : JSONRef(tape: tape, index: Int(node))
    }

    /// Whether every member's key is in `allowed`: then the event has no unknown key,
    /// and no extension key either.
    @inline(__always)
    func hasOnlyKeys(in allowed: EventKeySet) -> Bool {
        otherCount == 0 && allowed.isSuperset(of: keys)
    }
}

/// The value node of each `EventKey` of one event (`EventMembers`): a property per key,
/// read and written by a switch.
private struct Nodes {
    var t: UInt32 = 0, type: UInt32 = 0, height: UInt32 = 0, value: UInt32 = 0, y: UInt32 = 0, velocity: UInt32 = 0
    var animated: UInt32 = 0, end: UInt32 = 0, begin: UInt32 = 0, duration: UInt32 = 0, curve: UInt32 = 0
    var screen: UInt32 = 0, view: UInt32 = 0

    @inline(__always)
    subscript(key: EventKey) -> UInt32 {
        get {
            switch key {
            case .t: t
            case .type: type
            case .height: height
            case .value: value
            case .y: y
            case .velocity: velocity
            case .animated: animated
            case .end: end
            case .begin: begin
            case .duration: duration
            case .curve: curve
            case .screen: screen
            case .view: view
            }
        }
        set {
            switch key {
            case .t: t = newValue
            case .type: type = newValue
            case .height: height = newValue
            case .value: value = newValue
            case .y: y = newValue
            case .velocity: velocity = newValue
            case .animated: animated = newValue
            case .end: end = newValue
            case .begin: begin = newValue
            case .duration: duration = newValue
            case .curve: curve = newValue
            case .screen: screen = newValue
            case .view: view = newValue
            }
        }
    }
}
