#if canImport(XCTest)
import Foundation
import KBReplayTesting
import XCTest

/// `assertReplay` from an XCTest case, as an iOS team's test bundle calls it.
final class XCTestUsageTests: XCTestCase {
    func testRecordsThenMatchesAGolden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbreplay-xctest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try Trace.build(name: "open", contentHeight: 2400) { keyboardWillShow(at: 0.1) }

        let recorded = checkReplay(of: trace, matchesGoldenIn: folder, record: .missing, environment: [:])
        XCTAssertEqual(recorded.outcome, .recorded(created: true))
        let check = assertReplay(of: trace, matchesGoldenIn: folder, record: .never)
        XCTAssertTrue(check.passed)
        XCTAssertNil(check.newURL)
    }
}
#endif
