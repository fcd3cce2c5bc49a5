/// A place bytes are written to, in order: standard output or standard error.
public protocol ByteOutput: AnyObject {
    func write(_ bytes: [UInt8]) throws(IOFailure)
}

/// A failed file system or output operation, with the path it was about.
public struct IOFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done.
    public enum Operation: String, Sendable {
        case read, write, list, remove
    }

    public var operation: Operation
    /// The file or directory, or `standard output`.
    public var path: String
    /// Why, as the system says it: `No such file or directory`.
    public var reason: String

    public init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// `cannot write 'Traces/a.golden.jsonl': No space left on device`.
    public var description: String {
        let verb = operation == .list ? "read directory" : operation.rawValue
        return "cannot \(verb) '\(path)': \(reason)"
    }
}

/// Output kept in memory, for tests.
public final class MemoryOutput: ByteOutput {
    public private(set) var bytes: [UInt8] = []
    /// When set, every write fails with this reason.
    public var failure: String?

    public init() {}

    public func write(_ bytes: [UInt8]) throws(IOFailure) {
        if let failure { throw IOFailure(.write, path: "standard output", reason: failure) }
        self.bytes.append(contentsOf: bytes)
    }

    /// Everything written so far, as UTF-8 text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
