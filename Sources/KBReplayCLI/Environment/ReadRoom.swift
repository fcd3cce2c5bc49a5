#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Room in a buffer that a `FileReader` fills from its start: the handle that holds the
/// pointers of the CLI's reads (swift-collections' `_UnsafeHandle` is the model), with
/// every write checked against the room in every build. Not copyable, and made only by
/// this module for the length of one read (`FileReader.read(into:)`): the memory it
/// points into is the caller's, cleared by no one (bytes have no invalid values), so
/// `check` reads a golden straight where it compares it.
public struct ReadRoom: ~Copyable {
    private let base: UnsafeMutableRawPointer?
    /// How many bytes fit.
    public let capacity: Int
    /// How many bytes have been written, from the start.
    public private(set) var count = 0

    private init(_ buffer: UnsafeMutableRawBufferPointer) {
        base = buffer.baseAddress
        capacity = buffer.count
    }

    /// How many bytes still fit.
    public var remaining: Int { capacity - count }

    /// Writes `bytes` after those written; they must fit (`remaining`).
    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        precondition(bytes.count <= remaining, "ReadRoom: \(bytes.count) bytes do not fit in \(remaining)")
        guard let base, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { (base + count).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        count += bytes.count
    }

    /// Forgets the bytes written after the first `kept` (at most `count`).
    mutating func drop(after kept: Int) {
        precondition(kept >= 0 && kept <= count, "ReadRoom: \(kept) bytes kept of \(count)")
        count = kept
    }

    /// Lets `write` (a system read) write the room left through its address and size; it
    /// returns how many bytes it wrote, which must fit, or a negative number for none
    /// (an error). Returns what `write` returned.
    mutating func writeRemaining(_ write: (UnsafeMutableRawPointer, Int) -> Int) -> Int {
        guard let base, remaining > 0 else { return 0 }
        let written = write(base + count, remaining)
        precondition(written <= remaining, "ReadRoom: \(written) bytes written into \(remaining)")
        if written > 0 { count += written }
        return written
    }

    /// `array[offset...]` as a room for `read`, which writes there in place; returns how
    /// many bytes it wrote. `offset` must be one of `array`'s or its end.
    static func read(into array: inout [UInt8], from offset: Int, _ read: (inout ReadRoom) -> Void) -> Int {
        precondition(offset >= 0 && offset <= array.count, "ReadRoom: offset \(offset) outside \(array.count) bytes")
        return array.withUnsafeMutableBytes { bytes in
            var room = ReadRoom(UnsafeMutableRawBufferPointer(rebasing: bytes[offset...]))
            read(&room)
            return room.count
        }
    }

    /// A new array of what `read` writes into a room of `capacity` bytes.
    static func piece(capacity: Int, _ read: (inout ReadRoom) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var room = ReadRoom(UnsafeMutableRawBufferPointer(buffer))
            read(&room)
            initialized = room.count
        }
    }

    /// `count` bytes to be overwritten by reads: memory not cleared first (bytes have no
    /// invalid values, so whatever it holds is `count` valid bytes).
    static func uninitializedBytes(count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }
}

extension Array where Element == UInt8 {
    /// Moves the `count` bytes from `start` to the front, in place (`memmove`); they
    /// must be the array's.
    mutating func moveToFront(from start: Int, count: Int) {
        precondition(start >= 0 && count >= 0 && start <= self.count - count, "moveToFront: bytes outside the array")
        guard start > 0, count > 0 else { return }
        withUnsafeMutableBytes { bytes in _ = memmove(bytes.baseAddress!, bytes.baseAddress! + start, count) }
    }

    /// A new array of `count` bytes whose first are this array's `count` bytes from `start`
    /// (which must be the array's), the rest not cleared (`ReadRoom.uninitializedBytes`).
    func grown(keeping kept: Int, from start: Int, to count: Int) -> [UInt8] {
        precondition(start >= 0 && kept >= 0 && start <= self.count - kept && kept <= count, "grown: bytes outside the array")
        return [UInt8](unsafeUninitializedCapacity: count) { new, initialized in
            withUnsafeBufferPointer { _ = new.initialize(fromContentsOf: $0[start..<start + kept]) }
            initialized = count
        }
    }

    /// Whether the bytes from `offset` are `other`'s (compared by `memcmp`: `==` on
    /// arrays compares element by element); false when the array has fewer.
    func hasBytes(_ other: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset >= 0, offset <= count - other.count else { return false }
        guard let otherBase = other.baseAddress, !other.isEmpty else { return true }
        return withUnsafeBytes { memcmp($0.baseAddress! + offset, otherBase, other.count) == 0 }
    }
}
