import TraceKit

/// A failed file system or output operation, with the path it was about.
public struct IOFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done.
    public enum Operation: String, Sendable {
        case read, write, list, remove
        case createDirectory = "create directory"
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
        return "cannot \(verb) '\(FileName.shown(path))': \(reason)"
    }
}
