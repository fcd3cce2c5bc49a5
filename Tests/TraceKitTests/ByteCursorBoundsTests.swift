import Testing
@testable import TraceKit

/// `ByteCursor`'s preconditions, as the pure functions they are made of: what a copy in
/// pieces may touch, worked out by hand from the piece size (32 bytes).
struct ByteCursorBoundsTests {
    /// A copy touches whole pieces: 1...32 bytes one piece, 33...64 two, none for 0.
    @Test(arguments: [(0, 0), (1, 32), (31, 32), (32, 32), (33, 64), (64, 64), (65, 96)])
    func aCopyTouchesWholePieces(count: Int, touched: Int) {
        #expect(ByteCursor.piecesLength(count) == touched)
    }

    /// A copy of `count` bytes must find `count + 31` bytes (one piece's worth more than it
    /// keeps, at least the whole pieces it touches) in the source and in the room. 5 bytes
    /// at offset 10 need 36: a 46-byte source holds them, a 45-byte one not; written at 0,
    /// a 36-byte room holds them, a 35-byte one or the position 1 not.
    @Test func aCopyMustFitTheSourceAndTheRoom() {
        #expect(ByteCursor.piecesFit(offset: 10, count: 5, sourceCount: 46, position: 0, room: 36))
        #expect(!ByteCursor.piecesFit(offset: 10, count: 5, sourceCount: 45, position: 0, room: 36))
        #expect(!ByteCursor.piecesFit(offset: 10, count: 5, sourceCount: 46, position: 0, room: 35))
        #expect(!ByteCursor.piecesFit(offset: 10, count: 5, sourceCount: 46, position: 1, room: 36))
        // A negative offset or count never fits; an empty copy needs 31 bytes (it touches none).
        #expect(!ByteCursor.piecesFit(offset: -1, count: 5, sourceCount: 100, position: 0, room: 100))
        #expect(!ByteCursor.piecesFit(offset: 0, count: -1, sourceCount: 100, position: 0, room: 100))
        #expect(ByteCursor.piecesFit(offset: 11, count: 0, sourceCount: 42, position: 1, room: 32))
        #expect(!ByteCursor.piecesFit(offset: 12, count: 0, sourceCount: 42, position: 0, room: 32))
        // Never less than the whole pieces it touches: 32 bytes touch one piece, 33 two.
        for count in [1, 31, 32, 33, 64, 65] {
            #expect(count + 31 >= ByteCursor.piecesLength(count))
        }
    }

    /// Within the room, the cursor writes what it is given and no more than it keeps.
    @Test func writesInsideTheRoom() {
        var room = [UInt8](repeating: 0, count: 64)
        let source = Array("abcdefghij".utf8) + [UInt8](repeating: 0, count: 32)
        let written = room.withUnsafeMutableBufferPointer { bytes in
            source.withUnsafeBufferPointer { source in
                var cursor = ByteCursor(bytes.baseAddress!, room: bytes.count)
                cursor.write("t=")
                cursor.writeThousandths(-1_500)
                cursor.write(UInt8(ascii: " "))
                cursor.copyInPieces(from: source, at: 2, count: 3)
                return cursor.count
            }
        }
        #expect(String(decoding: room[0..<written], as: UTF8.self) == "t=-1.5 cde")
    }
}
