/// One problem found in a trace file, with where it is.
public struct TraceDiagnostic: Equatable, Sendable {
    /// Where a problem is: a source position for JSON syntax errors, a JSON path otherwise.
    public enum Location: Equatable, Sendable {
        case position(SourcePosition)
        /// A path such as `events[12].end.height`; `""` is the root object.
        case path(String)
    }

    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COL: message` or `FILE: PATH: message` (for the root path: `FILE: message`),
    /// the file's name shown (`FileName.shown`).
    public func formatted(file: String) -> String {
        let file = FileName.shown(file)
        return switch location {
        case .position(let position):
            "\(file):\(position.line):\(position.column): \(message)"
        case .path(let path) where path.isEmpty:
            "\(file): \(message)"
        case .path(let path):
            "\(file): \(path): \(message)"
        }
    }
}

/// Every problem found in a trace file, in document order.
public struct TraceDiagnostics: Error, Equatable, Sendable {
    public var diagnostics: [TraceDiagnostic]

    public init(diagnostics: [TraceDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Each diagnostic formatted for `file`, one per line.
    public func formatted(file: String) -> String {
        diagnostics.map { $0.formatted(file: file) }.joined(separator: "\n")
    }
}
