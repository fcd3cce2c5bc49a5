/// Names found by their UTF-8 bytes, grouped by length: a string is compared only with
/// the names of its own length (most often one). The event types and the keys of every
/// object a trace has are looked up here, so a lookup must not walk all the names
/// comparing lengths and then bytes one by one (measured: the event types alone took
/// 21M instructions on 100,000 events, mostly on the shared `keyboard…` prefixes).
///
/// The names are sorted by length; `lengthStarts[n]` is the first slot of the names of
/// `n` bytes, `lengthStarts[n + 1]` the slot past them. A name of at most 24 bytes (all
/// of the format's) is compared by its `Signature`, made once; a longer one byte by byte.
/// A class over memory of its own (`FixedSlots`, freed in `deinit`): the decoder passes
/// tables around for every event, and a struct of arrays was retained and released
/// array by array on each pass.
/// Never written after `init`, so it may be shared (`@unchecked Sendable`).
final class NameTable: @unchecked Sendable {
    /// Three words that together hold every byte of a string of at most 24 bytes, read
    /// in a few loads (overlapping when the string is not a multiple of their size):
    /// two strings of the same length are equal when their signatures are.
    struct Signature: Equatable {
        var first: UInt64
        var middle: UInt64
        var last: UInt64

        /// The longest string a signature holds.
        static let maximumCount = 24

        /// The signature of `bytes` (at most `maximumCount` of them).
        @inline(__always)
        init(_ bytes: ByteSpan) {
            let count = bytes.count
            switch count {
            case 0:
                (first, middle, last) = (0, 0, 0)
            case 1...3:
                // The first, middle and last bytes: every byte of up to three.
                first = UInt64(bytes[0]) | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1]) << 16
                (middle, last) = (0, 0)
            case 4...8:
                first = UInt64(bytes.word32(at: 0))
                middle = 0
                last = UInt64(bytes.word32(at: count - 4))
            default:
                // Bytes 0..<8, 8..<16 (or from `count - 8` for fewer than 16) and the last 8.
                first = bytes.word(at: 0)
                middle = bytes.word(at: Swift.min(8, count - 8))
                last = bytes.word(at: count - 8)
            }
        }
    }

    /// The names' bytes, one after another in the order given.
    private let packed: FixedSlots<UInt8>
    /// Where each slot's bytes start in `packed`.
    private let starts: FixedSlots<Int>
    /// Each slot's signature (of a name of at most `Signature.maximumCount` bytes).
    private let signatures: FixedSlots<Signature>
    /// The index in the given names of each slot's name.
    private let indices: FixedSlots<Int>
    /// The first slot of each length, and one more entry past the longest.
    private let lengthStarts: FixedSlots<Int>
    /// The number of entries of `lengthStarts`: the longest name's length plus 2.
    private let lengthCount: Int

    /// Sorts the names into slots by length with a counting sort: a table is made for
    /// each object type a trace may have, several per trace, so making one must cost
    /// little next to decoding a small trace (measured: a general sort, key paths and
    /// an array per name took 372,000 instructions per trace, a third of its parse).
    /// Stable: names of one length keep their order, so the first of two equal names is
    /// found, as a walk in order would.
    init(_ names: [String]) {
        var longest = 0
        var byteCount = 0
        for name in names {
            longest = Swift.max(longest, name.utf8.count)
            byteCount += name.utf8.count
        }
        lengthCount = longest + 2
        lengthStarts = .allocate(count: lengthCount, repeating: 0)
        // The number of names of each length `n`, at `n + 1`; then, summed up, the
        // number of names shorter than `n` at `n`: the first slot of that length.
        for name in names { lengthStarts[name.utf8.count + 1] += 1 }
        for length in 1..<lengthCount { lengthStarts[length] += lengthStarts[length - 1] }
        packed = .allocate(count: byteCount)
        starts = .allocate(count: names.count)
        signatures = .allocate(count: names.count)
        indices = .allocate(count: names.count)
        // The next free slot of each length.
        var nextSlots = (0..<lengthCount).map { lengthStarts[$0] }
        var next = 0
        for (index, name) in names.enumerated() {
            let count = name.utf8.count
            let slot = nextSlots[count]
            nextSlots[count] += 1
            starts[slot] = next
            indices[slot] = index
            for byte in name.utf8 {
                packed[next] = byte
                next += 1
            }
            signatures[slot] = count <= Signature.maximumCount
                ? Signature(packed.span(from: starts[slot], count: count)) : Signature(packed.span(from: 0, count: 0))
        }
    }

    deinit {
        packed.deallocate()
        starts.deallocate()
        signatures.deallocate()
        indices.deallocate()
        lengthStarts.deallocate()
    }

    /// The index (in the names given) of the first name with the bytes of `key`, if any.
    @inline(__always)
    func index(of key: ByteSpan) -> Int? {
        let count = key.count
        guard count + 1 < lengthCount else { return nil }
        var slot = lengthStarts[count]
        let end = lengthStarts[count + 1]
        guard slot < end else { return nil }
        // Every name of no bytes is the empty key (whose buffer may have no address).
        if count == 0 { return indices[slot] }
        if count <= Signature.maximumCount {
            let signature = Signature(key)
            while slot < end {
                if signatures[slot] == signature { return indices[slot] }
                slot += 1
            }
        } else {
            while slot < end {
                if packed.span(from: starts[slot], count: count).hasSameBytes(as: key) { return indices[slot] }
                slot += 1
            }
        }
        return nil
    }
}
