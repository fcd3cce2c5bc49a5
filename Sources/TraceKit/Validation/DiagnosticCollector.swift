/// Collects validation errors and hands them back in document order.
///
/// Each error is filed under the source position of the thing it is about (a value, a
/// key, or an object for a missing key), so the order does not depend on the order in
/// which the decoder happens to check things; errors at the same position keep the order
/// they were found in.
struct DiagnosticCollector {
    private var entries: [(position: SourcePosition, diagnostic: TraceDiagnostic)] = []

    var isEmpty: Bool { entries.isEmpty }

    /// An error about the value at `path`, filed at `position`.
    mutating func add(_ message: String, path: String, at position: SourcePosition) {
        entries.append((position, TraceDiagnostic(location: .path(path), message: message)))
    }

    /// An error about something without a path, the document itself (not an object),
    /// located by its line and column.
    mutating func add(_ message: String, at position: SourcePosition) {
        entries.append((position, TraceDiagnostic(location: .position(position), message: message)))
    }

    /// Adds the errors `other` collected, as if they had been added here.
    mutating func append(contentsOf other: DiagnosticCollector) {
        entries.append(contentsOf: other.entries)
    }

    /// The diagnostics sorted by position (stable).
    var diagnostics: [TraceDiagnostic] {
        entries.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element.diagnostic)
    }
}
