/// A regular file read in pieces up to a size limit, remembering why it stopped: the
/// golden `check` compares, in memory that does not grow with it.
final class ChunkedFile {
    /// The size of a piece: 64 KiB.
    static let pieceBytes = 64 * 1024

    let path: String
    private let reader: any FileReader
    private let maximumBytes: Int
    private var total = 0
    /// The read that failed, if one did (the pieces then end early).
    private(set) var failure: IOFailure?
    /// Whether the file grew past `maximumBytes` while it was read (the pieces then end).
    private(set) var isTooLarge = false

    /// Opens `path`, a regular file.
    /// - Returns: the file, or its size (`nil` when unknown) when it is over `maximumBytes`.
    static func open(
        _ path: String, in fileSystem: any FileSystem, maximumBytes: Int
    ) throws(IOFailure) -> Result<ChunkedFile, TooLarge> {
        let reader = try fileSystem.openForReading(path)
        if let size = reader.size, size > maximumBytes {
            reader.close()
            return .failure(TooLarge(size: size))
        }
        return .success(ChunkedFile(path: path, reader: reader, maximumBytes: maximumBytes))
    }

    /// A file over the limit, and its size when known.
    struct TooLarge: Error {
        var size: Int?
    }

    private init(path: String, reader: any FileReader, maximumBytes: Int) {
        self.path = path
        self.reader = reader
        self.maximumBytes = maximumBytes
    }

    /// The next piece, empty at the end of the file or when it stopped early.
    func next() -> [UInt8] {
        ReadRoom.piece(capacity: ChunkedFile.pieceBytes) { read(into: &$0) }
    }

    /// Reads the next bytes into `room` (up to its size), where they are to be used:
    /// `check` compares a golden with the output in the buffer it was read into, never
    /// copying it nor clearing memory for it first. None at the end of the file or when
    /// it stopped early (a piece over the limit is then dropped).
    func read(into room: inout ReadRoom) {
        guard failure == nil, !isTooLarge else { return }
        let before = room.count
        do {
            try reader.read(into: &room)
            total += room.count - before
            if total > maximumBytes {
                isTooLarge = true
                room.drop(after: before)
            }
        } catch {
            failure = error
            room.drop(after: before)
        }
    }
}
