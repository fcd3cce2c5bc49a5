// The libFuzzer target of `kbreplay import console`: the importer's sources
// (Sources/KBReplayCLI/Import) compiled into this module, under the address sanitizer.
// Built by `Scripts/fuzz.sh import`, not by SwiftPM.
//
// What counts as a bug (libFuzzer reports it with the input that caused it):
// - any trap, sanitizer report, timeout or out-of-memory;
// - a rejected log without an error, or whose report prints nothing;
// - an imported trace that the trace parser rejects;
// - a log that imports differently when its line ends are CR, LF or CRLF.
import KBRecorder
import TraceKit
import UIKitModel

/// Inputs larger than this are skipped: the importer is linear, so size only costs time.
let maximumInputBytes = 64 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard count <= maximumInputBytes else { return -1 }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let importers = [
        ConsoleImport(name: "fuzz", source: "fuzz.log", screen: nil, spacing: nil),
        ConsoleImport(name: "fuzz", source: "fuzz.log", screen: (393, 852), spacing: 0.5),
    ]
    for importer in importers {
        let outcome = check(importer.run(bytes))
        // The same log with CR alone, and CRLF, for each LF (when it has no CR of its own,
        // which would make a CRLF of an LF).
        for lineEnd: [UInt8] in [[13], [13, 10]] where !bytes.contains(13) {
            let converted = bytes.flatMap { $0 == 10 ? lineEnd : [$0] }
            require(check(importer.run(converted)) == outcome, "the log imports differently with line ends \(lineEnd)")
        }
    }
    return 0
}

/// Checks one run; the trace text, or the report's lines.
func check(_ result: Result<ConsoleImport.Output, ConsoleImport.Failure>) -> [String] {
    switch result {
    case .success(let output):
        switch TraceParser.parse(Array(output.traceJSON.utf8)) {
        case .success: return [output.traceJSON]
        case .failure(let failure):
            require(false, "the imported trace is rejected: \(failure.formatted(file: "fuzz.trace.json"))")
            return []
        }
    case .failure(let failure):
        require(!failure.errors.isEmpty, "a rejected log has no error")
        let lines = ImportErrorReport.lines(file: "fuzz.log", errors: failure.errors)
        require(!lines.isEmpty, "a rejected log's report is empty")
        return lines
    }
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz check failed: \(message())") }
}
