import TraceKit

extension Environment {
    /// A whole input file of at most `maximumBytes`: a larger one is bad data (the message
    /// says so, with `advice`), an unreadable one an I/O error. An input (a console log, a
    /// device's recording) may come down a pipe: it is read as a stream
    /// (`FileSystem.readStream`), up to the limit.
    func readInput(_ path: String, maximumBytes: Int, advice: String) -> Result<[UInt8], CommandFailure> {
        do {
            switch try fileSystem.readStream(path, maximumBytes: maximumBytes) {
            case .bytes(let read): return .success(read)
            case .tooLarge:
                return .failure(CommandFailure(.dataError, ["\(FileName.shown(path)): larger than \(maximumBytes >> 20) MiB; \(advice)"]))
            }
        } catch {
            return .failure(CommandFailure(error))
        }
    }
}
