import Foundation

/// A fresh folder under the system's temporary directory, removed at the end of `body`.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbreplay-testing-\(UUID().uuidString)")
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
