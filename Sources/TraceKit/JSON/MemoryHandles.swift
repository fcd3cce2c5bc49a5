/// The two handles that hold every pointer of TraceKit's JSON and validation readers
/// (swift-collections' `_UnsafeHandle` is the model): a struct wrapping a pointer and a
/// count, whose every read and write is checked against the count in every build, so
/// that no read or write goes past the allocation. The checks are one unsigned
/// comparison each, which the optimiser drops where a guard before it already settles
/// it (most of the scanner's reads follow an `index < count` of their own).
///
/// What a handle does not check is its lifetime: a `ByteSpan` is valid inside the call
/// that made it (`with(_:_:)`), a `FixedSlots` until `deallocate()`, as the pointer it
/// wraps. Their owners say how long that is (`JSONParser.withDocument`,
/// `JSONDocument.Storage`, `NameTable`).

/// Bytes read in place: the input of a parse, a key, a literal's UTF-8.
struct ByteSpan: RandomAccessCollection {
    private let base: UnsafePointer<UInt8>?
    let count: Int

    fileprivate init(base: UnsafePointer<UInt8>?, count: Int) {
        precondition(count >= 0 && (base != nil || count == 0), "ByteSpan: no memory for \(count) bytes")
        self.base = base
        self.count = count
    }

    /// Calls `body` with the bytes of `array`.
    @inline(__always)
    static func with<R>(_ array: [UInt8], _ body: (ByteSpan) -> R) -> R {
        array.withUnsafeBufferPointer { body(ByteSpan(base: $0.baseAddress, count: $0.count)) }
    }

    /// Calls `body` with the UTF-8 bytes of `literal`.
    @inline(__always)
    static func with<R>(_ literal: StaticString, _ body: (ByteSpan) -> R) -> R {
        literal.withUTF8Buffer { body(ByteSpan(base: $0.baseAddress, count: $0.count)) }
    }

    /// Calls `body` with the UTF-8 bytes of `string`.
    @inline(__always)
    static func with<R>(_ string: String, _ body: (ByteSpan) -> R) -> R {
        var string = string
        return string.withUTF8 { body(ByteSpan(base: $0.baseAddress, count: $0.count)) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Whether `offset` is the offset of a byte: one unsigned comparison for
    /// `0 <= offset < count`.
    @inline(__always)
    func contains(offset: Int) -> Bool { UInt(bitPattern: offset) < UInt(bitPattern: count) }

    /// The byte at `offset`, which must be one of the span's.
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        precondition(contains(offset: offset), "ByteSpan: read past the end")
        return base.unsafelyUnwrapped[offset]
    }

    /// The byte at `offset`, or nil past either end: the checked read for callers that
    /// have not bounded `offset` themselves.
    @inline(__always)
    func byte(at offset: Int) -> UInt8? { contains(offset: offset) ? self[offset] : nil }

    /// Whether `count` bytes from `offset` are all the span's: two unsigned comparisons
    /// for `0 <= count <= self.count` and `0 <= offset <= self.count - count` (the first
    /// is settled once for a constant `count`, as a word's 8).
    @inline(__always)
    func contains(offset: Int, count: Int) -> Bool {
        UInt(bitPattern: count) <= UInt(bitPattern: self.count)
            && UInt(bitPattern: offset) <= UInt(bitPattern: self.count &- count)
    }

    /// The `count` bytes from `offset`, which must be the span's.
    @inline(__always)
    func span(from offset: Int, count: Int) -> ByteSpan {
        precondition(contains(offset: offset, count: count), "ByteSpan: a span past the end")
        return ByteSpan(base: count == 0 ? base : base.unsafelyUnwrapped + offset, count: count)
    }

    /// The `count` bytes from `offset`, or nil if they are not all the span's.
    func checkedSpan(from offset: Int, count: Int) -> ByteSpan? {
        contains(offset: offset, count: count) ? span(from: offset, count: count) : nil
    }

    /// The 8 bytes from `offset` as a little-endian word, loaded at once (unaligned);
    /// they must be the span's.
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        precondition(contains(offset: offset, count: 8), "ByteSpan: a word past the end")
        return UInt64(littleEndian: UnsafeRawPointer(base.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }

    /// The 8 bytes from `offset` as a little-endian word (`word(at:)`), or nil if they
    /// are not all the span's: the check is the caller's loop condition too.
    @inline(__always)
    func word(ifAllAt offset: Int) -> UInt64? {
        contains(offset: offset, count: 8) ? word(at: offset) : nil
    }

    /// The 4 bytes from `offset` as a little-endian number, loaded at once; they must be
    /// the span's.
    @inline(__always)
    func word32(at offset: Int) -> UInt32 {
        precondition(contains(offset: offset, count: 4), "ByteSpan: a word past the end")
        return UInt32(littleEndian: UnsafeRawPointer(base.unsafelyUnwrapped + offset).loadUnaligned(as: UInt32.self))
    }

    /// Whether the two spans hold the same bytes.
    @inline(__always)
    func hasSameBytes(as other: ByteSpan) -> Bool {
        guard count == other.count else { return false }
        for offset in 0..<count where self[offset] != other[offset] { return false }
        return true
    }

    /// Whether these are the UTF-8 bytes of `literal`: how the decoder's fast paths
    /// match a key on the tape against a key of its own.
    @inline(__always)
    func hasBytes(of literal: StaticString) -> Bool {
        ByteSpan.with(literal) { hasSameBytes(as: $0) }
    }

    /// Feeds the bytes to `hasher` (as `Hasher.combine(bytes:)`).
    func hash(into hasher: inout Hasher) {
        guard let base else { return }
        hasher.combine(bytes: UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes in one piece, which `String(decoding:as:)` and `elementsEqual` read
    /// without going byte by byte through the subscript.
    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}

/// A fixed number of slots of memory of their own, allocated and freed by their owner:
/// the nodes of a tape, the scanner's stack of open containers, a `NameTable`'s tables.
/// `Element` is a trivial type (plain numbers), so a slot not yet written reads as
/// whatever the memory holds, never past it.
struct FixedSlots<Element: BitwiseCopyable> {
    private let base: UnsafeMutablePointer<Element>
    /// The number of slots.
    let count: Int

    /// `count` new slots (at least one), uninitialised.
    static func allocate(count: Int) -> FixedSlots {
        precondition(count >= 0, "FixedSlots: a negative count")
        let count = Swift.max(count, 1)
        return FixedSlots(base: .allocate(capacity: count), count: count)
    }

    /// `count` new slots (at least one), each holding `value`.
    static func allocate(count: Int, repeating value: Element) -> FixedSlots {
        let slots = allocate(count: count)
        slots.base.initialize(repeating: value, count: slots.count)
        return slots
    }

    private init(base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    /// Frees the slots; no copy of the handle may be used after.
    func deallocate() { base.deallocate() }

    /// Whether `index` is a slot's: one unsigned comparison for `0 <= index < count`.
    @inline(__always)
    func contains(_ index: Int) -> Bool { UInt(bitPattern: index) < UInt(bitPattern: count) }

    /// The slot at `index`, which must be one of them, read and written in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(contains(index), "FixedSlots: an index past the end")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(contains(index), "FixedSlots: an index past the end")
            return base + index
        }
    }

    /// The slot at `index`, or nil past either end.
    func element(at index: Int) -> Element? { contains(index) ? self[index] : nil }

    /// The `count` bytes from slot `index` on, which must all be the slots'
    /// (for slots of bytes).
    @inline(__always)
    func span(from index: Int, count: Int) -> ByteSpan where Element == UInt8 {
        ByteSpan(base: UnsafePointer(base), count: self.count).span(from: index, count: count)
    }
}
