#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names found by their UTF-8 bytes, grouped by length: a string is compared only with
/// the names of its own length (most often one). The event types and the keys of every
/// object a trace has are looked up here, so a lookup must not walk all the names
/// comparing lengths and then bytes one by one (measured: the event types alone took
/// 21M instructions on 100,000 events, mostly on the shared `keyboard…` prefixes).
///
/// The names are sorted by length, their bytes one after another; `lengthStarts[n]` is
/// the first slot of the names of `n` bytes, `lengthStarts[n + 1]` the slot past them.
/// A class over memory of its own: the decoder passes tables around for every event,
/// and a struct of arrays was retained and released array by array on each pass.
/// Never written after `init`, so it may be shared (`@unchecked Sendable`).
final class NameTable: @unchecked Sendable {
    /// The names' bytes, one after another in slot order.
    private let packed: UnsafeMutablePointer<UInt8>
    /// Where each slot's bytes start in `packed`.
    private let starts: UnsafeMutablePointer<Int>
    /// The index in the given names of each slot's name.
    private let indices: UnsafeMutablePointer<Int>
    /// The first slot of each length, and one more entry past the longest.
    private let lengthStarts: UnsafeMutablePointer<Int>
    /// The number of entries of `lengthStarts`: the longest name's length plus 2.
    private let lengthCount: Int

    init(_ names: [String]) {
        let bytes = names.map { Array($0.utf8) }
        let longest = bytes.map(\.count).max() ?? 0
        // Stable: names of one length keep their order, so the first of two equal
        // names is found, as a walk in order would.
        let order = bytes.indices.sorted { (bytes[$0].count, $0) < (bytes[$1].count, $1) }
        packed = .allocate(capacity: max(1, bytes.reduce(0) { $0 + $1.count }))
        starts = .allocate(capacity: max(1, order.count))
        indices = .allocate(capacity: max(1, order.count))
        lengthCount = longest + 2
        lengthStarts = .allocate(capacity: lengthCount)
        var next = 0
        for (slot, index) in order.enumerated() {
            starts[slot] = next
            indices[slot] = index
            for byte in bytes[index] {
                packed[next] = byte
                next += 1
            }
        }
        for length in 0..<lengthCount {
            lengthStarts[length] = order.firstIndex { bytes[$0].count >= length } ?? order.count
        }
    }

    deinit {
        packed.deallocate()
        starts.deallocate()
        indices.deallocate()
        lengthStarts.deallocate()
    }

    /// The index (in the names given) of the first name with the bytes of `key`, if any.
    /// A key of up to 8 bytes (most keys) is compared in place; a longer one by `memcmp`.
    @inline(__always)
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = key.count
        guard count + 1 < lengthCount else { return nil }
        let end = lengthStarts[count + 1]
        var slot = lengthStarts[count]
        while slot < end {
            let name = packed + starts[slot]
            if count <= 8 {
                var offset = 0
                while offset < count, name[offset] == key[offset] { offset += 1 }
                if offset == count { return indices[slot] }
            } else if memcmp(name, key.baseAddress!, count) == 0 {
                return indices[slot]
            }
            slot += 1
        }
        return nil
    }
}
