import Foundation

/// A fresh folder under the system's temporary directory, removed at the end of `body`.
/// Its name is short (`kbt-` and 12 hex digits): a failing `assertReplay` names a golden
/// three times on one line, which `swift test` prints, and CI fails a line over 300
/// characters.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbt-\(UUID().uuidString.suffix(12))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

/// An environment with no `CI` and no `KBREPLAY_RECORD`, plus `extra`.
func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var variables = ProcessInfo.processInfo.environment
    variables["CI"] = nil
    variables["KBREPLAY_RECORD"] = nil
    return variables.merging(extra) { $1 }
}
