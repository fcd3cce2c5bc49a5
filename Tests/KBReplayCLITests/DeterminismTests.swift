import Foundation
import Testing
@testable import KBReplayCLI

/// The repository's root, from this file's place in it.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The names of the traces in `Traces/` (`NAME` of `NAME.trace.json`), sorted.
private func corpusNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Traces").path)) ?? []
    return names.filter { $0.hasSuffix(".trace.json") }.map { String($0.dropLast(".trace.json".count)) }.sorted()
}

private func corpusFile(_ name: String) throws -> [UInt8] {
    try LocalFileSystem().readFile(repositoryRoot.appendingPathComponent("Traces/\(name)").path)
}

@Suite("The same bytes every time")
struct DeterminismTests {
    @Test func theCorpusIsThere() {
        #expect(corpusNames().count >= 40)
    }

    /// Each trace of `Traces/`, replayed 100 times through the whole command (read,
    /// parse, replay, encode), gives the same bytes each time: the bytes of its golden.
    @Test(arguments: corpusNames())
    func aHundredReplaysGiveIdenticalBytes(_ name: String) throws {
        let trace = try corpusFile("\(name).trace.json")
        let golden = try corpusFile("\(name).golden.jsonl")
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("\(name).trace.json", trace)
        for run in 0..<100 {
            let output = MemoryOutput()
            let environment = Environment(standardOutput: output, standardError: MemoryOutput(), fileSystem: fileSystem)
            #expect(KBReplay.main(arguments: ["replay", "\(name).trace.json"], environment: environment) == .success)
            guard output.bytes == golden else {
                Issue.record("replay \(run + 1) of \(name) differs from its golden")
                return
            }
        }
    }

    /// The built `kbreplay`, run in fresh processes (each with its own hashing seed) under
    /// another locale and time zone and from another working directory, records goldens
    /// byte for byte equal to the committed ones, and prints the same errors as in memory.
    @Test func anotherLocaleTimeZoneAndWorkingDirectoryChangeNothing() throws {
        let binary = repositoryRoot.appendingPathComponent(".build/debug/kbreplay")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build kbreplay first (swift build)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbreplay-determinism-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("traces"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = corpusNames()
        for name in names {
            let bytes = try corpusFile("\(name).trace.json")
            try Data(bytes).write(to: directory.appendingPathComponent("traces/\(name).trace.json"))
        }
        try Data(#"{"kbtrace": 1, "name": "bad", "fps": 29.97, "screen": {"width": 0.5e3, "height": -1}}"#.utf8)
            .write(to: directory.appendingPathComponent("bad.trace.json"))

        let environments: [[String: String]] = [
            ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Pacific/Chatham"],
            ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LC_ALL": "", "TZ": "America/St_Johns"],
            ["LANG": "C", "TZ": "UTC"],
        ]
        for variables in environments {
            let record = try runProcess(binary, ["record", "traces"], in: directory, variables)
            #expect(record.status == 0, "\(variables): \(record.errors)")
            for name in names {
                let written = try [UInt8](Data(contentsOf: directory.appendingPathComponent("traces/\(name).golden.jsonl")))
                #expect(written == (try corpusFile("\(name).golden.jsonl")), "\(name) under \(variables)")
            }
            let check = try runProcess(binary, ["check", "traces"], in: directory, variables)
            #expect(check.status == 0)
            #expect(check.output.hasSuffix("\(names.count) passed, 0 failed\n"))

            let invalid = try runProcess(binary, ["replay", "bad.trace.json"], in: directory, variables)
            let fileSystem = MemoryFileSystem()
            fileSystem.addFile("bad.trace.json", try [UInt8](Data(contentsOf: directory.appendingPathComponent("bad.trace.json"))))
            let inMemory = run(["replay", "bad.trace.json"], in: fileSystem)
            #expect(invalid.status == 65)
            #expect(invalid.errors == inMemory.errors)
            #expect(invalid.errors.contains("bad.trace.json: fps: expected an integer, got 29.97"))
            for name in names {
                try FileManager.default.removeItem(at: directory.appendingPathComponent("traces/\(name).golden.jsonl"))
            }
        }
    }

    /// Runs `binary` with `arguments` in `directory`, with `variables` over the environment.
    private func runProcess(
        _ binary: URL, _ arguments: [String], in directory: URL, _ variables: [String: String]
    ) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in variables { environment[key] = value }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
