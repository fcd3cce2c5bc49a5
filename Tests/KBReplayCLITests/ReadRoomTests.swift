import Testing
@testable import KBReplayCLI

/// The handle the CLI's reads write through (`ReadRoom`) and the byte moves beside it:
/// each writes where it says, and the checked reads answer false past the end.
@Suite("Read room")
struct ReadRoomTests {
    /// A room over the bytes from offset 3 of 8 has 5 bytes of room; what is written
    /// lands from offset 3 on, and the bytes before stay.
    @Test func aRoomWritesFromItsOffset() {
        var array: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
        var before = -1
        let written = ReadRoom.read(into: &array, from: 3) { room in
            before = room.remaining
            room.append([40, 50][...])
            room.append([60][...])
        }
        #expect(before == 5)
        #expect(written == 3)
        #expect(array == [1, 2, 3, 40, 50, 60, 7, 8])
        // At the end: no room, nothing written.
        var roomAtTheEnd = -1
        #expect(ReadRoom.read(into: &array, from: 8) { roomAtTheEnd = $0.remaining } == 0)
        #expect(roomAtTheEnd == 0)
    }

    /// A piece holds what was written and no more; dropped bytes are not in it.
    @Test func aPieceHoldsWhatWasKept() {
        let piece = ReadRoom.piece(capacity: 4) { room in
            room.append([9, 8, 7][...])
            room.drop(after: 1)
            room.append([6][...])
        }
        #expect(piece == [9, 6])
    }

    /// `hasBytes` compares in place and is false, not a read past the end, for bytes the
    /// array does not all have.
    @Test func comparingPastTheEndIsFalse() {
        let array: [UInt8] = Array("abcdef".utf8)
        func has(_ text: String, at offset: Int) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { array.hasBytes($0, at: offset) }
        }
        #expect(has("cde", at: 2))
        #expect(has("ef", at: 4))
        #expect(!has("eg", at: 4))
        #expect(!has("efg", at: 4), "one byte past the end")
        #expect(!has("a", at: -1))
        #expect(!has("a", at: Int.max))
        #expect(has("", at: 6))
        #expect(!has("", at: 7))
    }

    /// The bytes not yet compared move to the front, or into a larger buffer, intact.
    @Test func bytesMoveToTheFrontAndIntoALargerBuffer() {
        var array: [UInt8] = [1, 2, 3, 4, 5]
        array.moveToFront(from: 3, count: 2)
        #expect(array[0..<2] == [4, 5])
        let grown = array.grown(keeping: 3, from: 1, to: 10)
        #expect(grown.count == 10)
        #expect(grown[0..<3] == [5, 3, 4])
    }
}
