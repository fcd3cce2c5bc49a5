import Testing
@testable import TraceKit

/// The handles that hold the JSON readers' pointers (`ByteSpan`, `FixedSlots`): their
/// checked reads refuse every offset outside the allocation, and their loads read the
/// bytes they say.
@Suite("Memory handles")
struct MemoryHandlesTests {
    /// A span of 10 bytes answers for offsets 0 through 9 only: nil before, at and past
    /// its end, and for offsets so large that adding to them would wrap.
    @Test func aSpanRefusesReadsPastEitherEnd() {
        let bytes: [UInt8] = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
        ByteSpan.with(bytes) { span in
            #expect(span.count == 10)
            #expect(span.byte(at: 0) == 10)
            #expect(span.byte(at: 9) == 19)
            for offset in [-1, 10, 11, Int.max, Int.min] {
                #expect(span.byte(at: offset) == nil, "\(offset)")
            }
            #expect(span.checkedSpan(from: 2, count: 8)?.count == 8)
            #expect(span.checkedSpan(from: 10, count: 0)?.count == 0)
            #expect(span.checkedSpan(from: 3, count: 8) == nil)
            #expect(span.checkedSpan(from: 11, count: 0) == nil)
            #expect(span.checkedSpan(from: -1, count: 2) == nil)
            #expect(span.checkedSpan(from: 2, count: -1) == nil)
            #expect(span.checkedSpan(from: Int.max, count: 8) == nil)
            #expect(span.checkedSpan(from: 8, count: Int.max) == nil)
            #expect(span.contains(offset: 2, count: 8))
            #expect(!span.contains(offset: 3, count: 8), "a word at 3 would read byte 10")
        }
    }

    /// A span within a span reads from its own start and ends at its own end.
    @Test func aSpanWithinASpanIsBoundedByItsOwnCount() {
        ByteSpan.with(Array("ab\"key\"cd".utf8)) { span in
            guard let key = span.checkedSpan(from: 3, count: 3) else {
                Issue.record("no span of 3 bytes at 3 in 10 bytes")
                return
            }
            #expect(key.hasBytes(of: "key"))
            #expect(key.byte(at: 0) == UInt8(ascii: "k"))
            #expect(key.byte(at: 3) == nil, "the quote after the key is the outer span's, not the key's")
            #expect(String(decoding: key, as: UTF8.self) == "key")
        }
    }

    /// Words are loaded little-endian: the first byte is the lowest.
    @Test func wordsAreLittleEndian() {
        ByteSpan.with([0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09]) { span in
            #expect(span.word(at: 0) == 0x0807_0605_0403_0201)
            #expect(span.word(at: 1) == 0x0908_0706_0504_0302)
            #expect(span.word32(at: 5) == 0x0908_0706)
        }
    }

    /// Slots answer for indices 0 through count - 1 only, and write in place.
    @Test func slotsRefuseIndicesPastEitherEnd() {
        let slots = FixedSlots<Int>.allocate(count: 3, repeating: 7)
        defer { slots.deallocate() }
        slots[1] = 42
        #expect(slots.element(at: 0) == 7)
        #expect(slots.element(at: 1) == 42)
        #expect(slots.element(at: 2) == 7)
        for index in [-1, 3, Int.max, Int.min] {
            #expect(slots.element(at: index) == nil, "\(index)")
        }
        // No slots asked for is one slot: an allocation always has an address.
        let empty = FixedSlots<UInt8>.allocate(count: 0, repeating: 0)
        defer { empty.deallocate() }
        #expect(empty.count == 1)
        #expect(empty.span(from: 0, count: 0).isEmpty)
    }

    /// A document cut short in the middle of a word-sized string or number is read to
    /// its end and no further: the error is at the end, one past the last byte.
    @Test func documentsEndingInsideAWordAreReadToTheirEndOnly() {
        for text in ["{\"abcdefghijklmno", "[\"abc", "[12345678901", "1234567", "\"abcdefghijklmnop\""] {
            let bytes = Array(text.utf8)
            let result = JSONParser.withDocument(bytes) { _ in () }
            if text.hasPrefix("1") || text.hasSuffix("\"") {
                #expect((try? result.get()) != nil, "\(text)")
            } else {
                guard case .failure(let error) = result else {
                    Issue.record("\(text) parsed")
                    continue
                }
                #expect(error.position == SourcePosition(line: 1, column: bytes.count + 1), "\(text)")
            }
        }
    }
}
