import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Replays the trace at `traceURL`, compares its frames with its golden and fails the
/// running test (Swift Testing or XCTest) with `kbreplay check`'s report when they
/// differ, the golden is missing or was just recorded, or an invariant fails.
///
/// ```swift
/// @Test func keyboardOpens() {
///     assertReplay(of: Bundle.module.url(forResource: "open", withExtension: "trace.json")!)
/// }
/// ```
/// See `checkReplay(of:matchesGoldenIn:record:tolerance:handlers:invariants:program:environment:)`
/// for the parameters; the failure names the `.new` file it saved (Swift Testing 6.2
/// and later also attaches it to the test).
@discardableResult
public func assertReplay(
    of traceURL: URL, matchesGoldenIn directory: URL? = nil, record: RecordMode? = nil,
    tolerance: Double = GoldenComparison.defaultTolerance, handlers: [HandlerKind] = HandlerKind.builtIn,
    invariants: Bool = true, program: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReplayCheck {
    let check = checkReplay(
        of: traceURL, matchesGoldenIn: directory, record: record, tolerance: tolerance, handlers: handlers,
        invariants: invariants, program: program)
    TestFailure.report(check, fileID: fileID, filePath: filePath, line: line, column: column)
    return check
}

/// Replays `trace` (see `Trace.build`) against `directory/NAME.golden.jsonl` and fails the
/// running test as `assertReplay(of:)` does for a file.
@discardableResult
public func assertReplay(
    of trace: Trace, matchesGoldenIn directory: URL, record: RecordMode? = nil,
    tolerance: Double = GoldenComparison.defaultTolerance, handlers: [HandlerKind]? = nil, invariants: Bool = true,
    program: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReplayCheck {
    let check = checkReplay(
        of: trace, matchesGoldenIn: directory, record: record, tolerance: tolerance, handlers: handlers,
        invariants: invariants, program: program)
    TestFailure.report(check, fileID: fileID, filePath: filePath, line: line, column: column)
    return check
}

/// Records a failed check with the test framework that runs the caller: Swift Testing
/// when a test of it is running, else XCTest (else it prints the failure).
enum TestFailure {
    static func report(_ check: ReplayCheck, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        guard let message = check.failureMessage else { return }
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            #if compiler(>=6.2)
            if let newURL = check.newURL, let data = FileManager.default.contents(atPath: newURL.path) {
                Attachment.record([UInt8](data), named: newURL.lastPathComponent, sourceLocation: location)
            }
            #endif
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        print("kbreplay: \(fileID):\(line): \(message)")
        #endif
    }
}
