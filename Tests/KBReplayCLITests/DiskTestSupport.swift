import Foundation
import Testing
@testable import KBReplayCLI

/// Runs `body` with a fresh directory under the system's temporary directory, removed
/// afterwards.
func withTemporaryDirectory(_ prefix: String = "kbreplay-disk", _ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
}

/// Writes a file on disk, plainly (not through the code under test).
func writeOnDisk(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Runs the command line in this process against the real file system.
func runOnDisk(_ arguments: [String]) -> CLIRun {
    let output = MemoryOutput()
    let errors = MemoryOutput()
    let environment = Environment(standardOutput: output, standardError: errors, fileSystem: LocalFileSystem())
    let code = KBReplay.main(arguments: arguments, environment: environment)
    return CLIRun(code: code, output: output.text, errors: errors.text)
}

/// `runOnDisk` on a thread of its own, given `seconds` to finish: `nil` when it did not
/// (a command waiting on a pipe), so that a hang fails the test instead of the run.
/// `release` is then called to let the waiting command go.
func runOnDisk(_ arguments: [String], within seconds: Double, release: () -> Void) -> CLIRun? {
    final class Box: @unchecked Sendable { var run: CLIRun? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        box.run = runOnDisk(arguments)
        done.signal()
    }
    if done.wait(timeout: .now() + seconds) == .success { return box.run }
    release()
    _ = done.wait(timeout: .now() + 10)
    return nil
}

/// The names in a directory, sorted.
func entries(_ directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

/// Whether `path` is a regular file itself (not a link to one).
func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
}

/// Opens a named pipe for writing and closes it at once, so that a reader waiting on its
/// `open` goes on (and reads its end).
func releasePipe(_ path: String) {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK)
    if descriptor >= 0 { close(descriptor) }
}
