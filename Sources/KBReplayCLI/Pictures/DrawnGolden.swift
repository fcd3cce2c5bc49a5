import TraceKit

/// A golden drawn beside a replay (`plot`, `view`, a report's page): its header, and its
/// frames from the first, implied ones filled in, read as they are drawn.
protocol DrawnGolden {
    var header: FrameHeader { get }
    /// The frames `0..<header.frames`, from the first, each time it is asked.
    func frames() -> AnyIterator<WrittenFrame>
}

extension Golden: DrawnGolden {
    func frames() -> AnyIterator<WrittenFrame> { AnyIterator(expandedFrames.makeIterator()) }
}

/// A golden on disk drawn without being held: checked once, in pieces
/// (`GoldenReader`), then read again in pieces as it is drawn, so that `plot --golden`
/// holds 64 KiB of it and a line, not its frames (a golden of an hour at 240 fps took
/// 98 MB parsed whole).
struct StreamedGolden: DrawnGolden {
    let path: String
    let header: FrameHeader
    private let environment: Environment

    /// Checks the golden at `path` to its end: its problems (data error) or why it
    /// cannot be read (I/O error) fail.
    static func open(_ path: String, in environment: Environment) -> Result<StreamedGolden, CommandFailure> {
        do throws(IOFailure) {
            guard case .success(let file) = try ChunkedFile.open(path, in: environment.fileSystem, maximumBytes: .max) else {
                throw IOFailure(.read, path: path, reason: "File too large")
            }
            let reader = GoldenReader(handlers: environment.handlers, read: file.next)
            let header = reader.header()?.header
            reader.finish()
            if let failure = file.failure { throw failure }
            guard reader.errorCount == 0, let header else { return .failure(CommandFailure(.dataError, reader.problems(file: path))) }
            return .success(StreamedGolden(path: path, header: header, environment: environment))
        } catch {
            return .failure(CommandFailure(error))
        }
    }

    private init(path: String, header: FrameHeader, environment: Environment) {
        self.path = path
        self.header = header
        self.environment = environment
    }

    /// The frames read anew; none if the file can no longer be read (it was checked).
    func frames() -> AnyIterator<WrittenFrame> {
        guard case .success(let file) = try? ChunkedFile.open(path, in: environment.fileSystem, maximumBytes: .max) else {
            return AnyIterator { nil }
        }
        let reader = GoldenReader(handlers: environment.handlers, read: file.next)
        _ = reader.header()
        return AnyIterator(reader.expandedFrames)
    }
}
