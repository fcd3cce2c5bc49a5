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

    /// 5 bytes at offset 10 of a 42-byte source touch bytes 10..<42: inside; of a 41-byte
    /// source, one byte past it. Written at 0 of a 32-byte room: inside; of 31 bytes, past.
    @Test func aCopyMustFitTheSourceAndTheRoom() {
        #expect(ByteCursor.piecesFit(offset: 10, count: 5, sourceCount: 42, position: 0, room: 32))
        #expect(!ByteCursor.piecesFit(offset: 10, count: 5, sourceCount: 41, position: 0, room: 32))
        #expect(!ByteCursor.piecesFit(offset: 10, count: 5, sourceCount: 42, position: 0, room: 31))
        #expect(!ByteCursor.piecesFit(offset: 10, count: 5, sourceCount: 42, position: 1, room: 32))
        // A negative offset or count never fits; an empty copy fits anywhere inside.
        #expect(!ByteCursor.piecesFit(offset: -1, count: 5, sourceCount: 100, position: 0, room: 100))
        #expect(!ByteCursor.piecesFit(offset: 0, count: -1, sourceCount: 100, position: 0, room: 100))
        #expect(ByteCursor.piecesFit(offset: 42, count: 0, sourceCount: 42, position: 32, room: 32))
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
