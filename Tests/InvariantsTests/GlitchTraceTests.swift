import Foundation
import Testing
import TraceKit
@testable import Invariants

/// The traces in `Traces/` that document a known glitch (`expect.violations`).
private let documented: [(file: String, trace: Trace)] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Traces")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".trace.json") }.sorted().compactMap { file in
        guard let bytes = try? [UInt8](Data(contentsOf: directory.appendingPathComponent(file))),
              case .success(let trace) = TraceParser.parse(bytes), trace.expectedViolations != nil
        else { return nil }
        return (file, trace)
    }
}()

@Test func theGlitchTracesAreThere() {
    #expect(documented.filter { $0.file.hasPrefix("glitch-") }.count >= 15)
}

@Test(arguments: documented.map(\.file))
func aDocumentedGlitchShowsExactlyItsViolations(file: String) throws {
    let trace = try #require(documented.first { $0.file == file }?.trace)
    let expected = trace.expectedViolations ?? []
    #expect(!expected.isEmpty, "a glitch trace names what it shows")
    let result = InvariantChecker.check(trace).compare(expected: expected)
    #expect(result.passes, "unexpected \(result.unexpected.map(\.rawValue)), missing \(result.missing.map(\.rawValue)), unknown \(result.unknownNames)")
}
