import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files of atomic writes in progress, so that SIGINT and SIGTERM remove
/// them before the process ends (`Signals`), and their names, so that a later run tells
/// the ones a killed process left (`LocalFileSystem.isLeftoverTemporaryFile(_:)`).
///
/// A name is `.NAME.kbreplay-PID-N`: hidden, beside its destination `NAME`, with the
/// process that made it and a count.
final class TemporaryFiles: @unchecked Sendable {
    /// The process's own.
    static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths = Set<String>()
    /// Set once the files were removed for a signal: no new one may start.
    private var closed = false

    /// Notes a temporary file about to be made.
    /// - Returns: `false` when the process is ending on a signal (nothing may be made).
    func register(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return false }
        paths.insert(path)
        return true
    }

    /// Confirms that a registered temporary file was made: `false` (and the file removed)
    /// when the files were removed for a signal in between, which could not see it yet.
    func confirm(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard closed else { return true }
        unlink(path)
        return false
    }

    /// Forgets a temporary file that was renamed or removed.
    func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.remove(path)
    }

    /// Removes every temporary file in progress, for good: later ones cannot start.
    /// - Returns: how many were removed.
    @discardableResult
    func removeAll() -> Int {
        lock.lock()
        defer { lock.unlock() }
        closed = true
        let removed = paths.filter { unlink($0) == 0 }.count
        paths.removeAll()
        return removed
    }

    private static let marker = ".kbreplay-"

    /// `.NAME.kbreplay-PID-N`.
    static func name(for destinationName: String, process: pid_t, count: Int) -> String {
        ".\(destinationName)\(marker)\(process)-\(count)"
    }

    /// The PID in a temporary file's name, or `nil` when `name` is not one.
    static func process(ofName name: String) -> pid_t? {
        guard name.hasPrefix("."), let markerRange = name.range(of: marker, options: .backwards),
              markerRange.lowerBound > name.index(after: name.startIndex)
        else { return nil }
        let numbers = name[markerRange.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return pid_t(numbers[0])
    }

    /// Whether `name` is a temporary file of a golden (`.NAME.golden.jsonl.kbreplay-PID-N`)
    /// or of a `.new` file (`.NAME.golden.jsonl.new.kbreplay-PID-N`; only these with
    /// `ofNew`): the kinds `record` removes when no process writes them.
    static func isGoldenTemporaryName(_ name: String, ofNew: Bool = false) -> Bool {
        guard process(ofName: name) != nil, let markerRange = name.range(of: marker, options: .backwards) else { return false }
        let destination = name[..<markerRange.lowerBound]
        return destination.hasSuffix(".golden.jsonl.new") || (!ofNew && destination.hasSuffix(".golden.jsonl"))
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
