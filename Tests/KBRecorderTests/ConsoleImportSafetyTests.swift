import Foundation
import Handlers
import UIKitModel
@testable import KBReplayCLI
import Testing
import TraceKit

/// The crash and silent-loss cases of issue 27: each failed (trap, wrong import or flood)
/// before the importer handled it.
@Suite("kbreplay import console: crashes and silent loss")
struct ConsoleImportSafetyTests {
    /// One willShow on one line, dated `date` (`YYYY-MM-DD HH:MM:SS.ffffff`).
    static func willShow(at date: String) -> String {
        "\(date)+0000 Courier[1:2] NSConcreteNotification 0x6000 {name = UIKeyboardWillShowNotification; userInfo = { "
            + "UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; "
            + "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\"; }}"
    }

    static func importText(_ text: String, _ extra: [String] = []) -> (CLIRun, MemoryFileSystem) {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array(text.utf8))
        return (run(["import", "console", "a.log", "-o", "a.trace.json", "--screen", "393x852"] + extra, in: fileSystem), fileSystem)
    }

    /// Nanoseconds since 1970 in an `Int64` reach 2262-04-11 and 1677-09-21: a date past
    /// either end is an error at its line (it trapped in `Timestamp`).
    @Test(arguments: ["2262-04-12 00:00:00.000000", "2999-12-31 23:59:59.999999", "1677-09-20 23:59:59.000000", "0001-01-01 00:00:00.000000"])
    func aDateOutsideTheRepresentableRangeIsAnError(date: String) {
        let (result, fileSystem) = Self.importText("hello\n" + Self.willShow(at: date) + "\n")
        #expect(result.code == .dataError)
        #expect(result.errors.hasPrefix(
            "a.log:2: the timestamp is outside the dates kbreplay can represent (1677-09-21 00:12:44 to 2262-04-11 23:47:16 UTC)"), "\(result.errors)")
        #expect(fileSystem.text("a.trace.json") == nil)
    }

    /// The last representable days import (the representable-range check is not too eager).
    @Test func datesNearTheEndsOfTheRangeImport() {
        let (late, _) = Self.importText(Self.willShow(at: "2262-04-10 12:00:00.000000") + "\n")
        #expect(late.code == .success, "\(late.errors)")
        let (early, _) = Self.importText(Self.willShow(at: "1677-09-22 12:00:00.000000") + "\n")
        #expect(early.code == .success, "\(early.errors)")
    }

    /// Two dates 584 years apart: their difference does not fit in `Int64` nanoseconds (it
    /// trapped in `ConsoleImport`); the later one is an error: a trace lasts at most 3600 s.
    @Test func datesCenturiesApartAreAnError() {
        let text = Self.willShow(at: "1680-01-01 00:00:00.000000") + "\n" + Self.willShow(at: "2260-01-01 00:00:00.000000") + "\n"
        let (result, _) = Self.importText(text)
        #expect(result.code == .dataError)
        #expect(result.errors.hasPrefix(
            "a.log:2: UIKeyboardWillShowNotification is more than 3600 s after the first keyboard notification (line 1), "
                + "the longest trace the format holds"), "\(result.errors)")
    }

    /// CR-only, LF and CRLF line ends read the same: all 8 notifications of the Xcode
    /// fixture (CR-only imported 1 of 8 and exited 0).
    @Test(arguments: ["\r", "\r\n", "\n"])
    func lineEndsReadTheSame(lineEnd: String) throws {
        let text = String(decoding: try fixtureBytes("iphone15-xcode.log"), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineEnd)
        let (result, fileSystem) = Self.importText(text)
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.errors.hasSuffix("imported 8 keyboard notifications into a.trace.json\n"), "\(result.errors)")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("a.trace.json")).utf8)).get()
        #expect(trace.events.count == 8)
        // The last notification starts at line 67 and its time is 10:42:10.159 + 0.000088.
        #expect(trace.events.last?.time == 3_041_817_000)
    }

    /// 31,656 copies of one broken notification print its error once and a count of the rest.
    @Test func aFloodOfOneErrorIsSummarised() {
        let line = "2024-03-02 10:42:07.118204+0100 Courier[1:2] NSConcreteNotification 0x6000 {name = "
            + "UIKeyboardWillShowNotification; userInfo = { UIKeyboardAnimationCurveUserInfoKey = 7; "
            + "UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393}}\"; }}\n"
        let (result, _) = Self.importText(String(repeating: line, count: 31_656))
        #expect(result.code == .dataError)
        #expect(result.errors == """
            a.log:1: UIKeyboardFrameEndUserInfoKey: "NSRect: {{0, 516}, {393}}" is not a frame (expected "NSRect: {{x, y}, {width, height}}")
            a.log: and 31,655 more like it (lines 2...31656)

            """)
    }

    /// One mistake repeated with other keys (unknown keys, no end frame) is one kind of
    /// error: summarised too.
    @Test func aRepeatedMistakeIsSummarised() {
        let lines = (1...5).map { number in
            "2024-03-02 10:42:07.118204+0100 Courier[1:2] {name = UIKeyboardWillShowNotification; userInfo = { Key\(number) 7; }}"
        }
        let (result, _) = Self.importText(lines.joined(separator: "\n"))
        #expect(result.code == .dataError)
        #expect(result.errors == """
            a.log:1: UIKeyboardWillShowNotification has no end frame (UIKeyboardFrameEndUserInfoKey); the userInfo at \
            line 1 holds none of the keyboard's keys
            a.log: and 4 more like it (lines 2...5)

            """)
    }

    /// An iPad on iOS 5 (portrait-fixed coordinates): a landscape keyboard, 352 wide, hides
    /// to x = -352; then, in portrait, a 768-wide keyboard. It imported silently on an
    /// inferred 352x1024 screen. Lines 8, 17, 27, 36 hold the frames at x = -352; 45, 46,
    /// 54, 55 the 768-wide ones.
    @Test func anIPadLogWithFramesOffTheScreenAlongXIsAnError() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("ipad.log", try fixtureBytes("ipad-ios5-landscape.log"))
        let result = run(["import", "console", "ipad.log", "-o", "ipad.trace.json"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors == """
            ipad.log:8: UIKeyboardWillShowNotification: begin frame (x -352, y 0, width 352, height 1024) is off the screen \
            along x (the screen, inferred from the keyboard frames, is 352x1024; set it with --screen WxH)
            ipad.log: and 3 more like it (lines 17...36)
            ipad.log:45: UIKeyboardWillShowNotification: begin frame (x 0, y 1024, width 768, height 264) is wider than \
            the screen (the screen, inferred from the keyboard frames, is 352x1024; set it with --screen WxH)
            ipad.log: and 3 more like it (lines 46...55)

            """)
        #expect(fileSystem.text("ipad.trace.json") == nil)
        // --screen wins, and is named.
        let given = run(["import", "console", "ipad.log", "--screen", "768x1024"], in: fileSystem)
        #expect(given.code == .dataError)
        #expect(given.errors.hasPrefix("""
            ipad.log:8: UIKeyboardWillShowNotification: begin frame (x -352, y 0, width 352, height 1024) is off the screen \
            along x (the screen, given by --screen, is 768x1024)
            """), "\(given.errors)")
    }

    /// The same log cut before its rotation's second half: the hide's did-notifications
    /// (lines 9 and 10) have no duration and curve, and are accepted with 0 and 7.
    @Test func didNotificationsWithoutDurationAndCurveAreAccepted() throws {
        let lines = String(decoding: try fixtureBytes("iphone-rotation-burst.log"), as: UTF8.self)
            .split(separator: "\n").prefix(10).joined(separator: "\n")
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("r.log", Array(lines.utf8))
        let result = run(["import", "console", "r.log", "-o", "r.trace.json"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("r.trace.json")).utf8)).get()
        let keyboard = trace.events.compactMap { timed -> (Int64, KeyboardNotification)? in
            guard case .world(.keyboard(let notification)) = timed.event else { return nil }
            return (timed.time, notification)
        }
        #expect(keyboard.count == 8)
        // Lines 9 and 10: 43.012000 and 43.012100, from 40.100000.
        #expect(keyboard[6].0 == 2_912_000_000 && keyboard[7].0 == 2_912_100_000)
        #expect(keyboard[6].1.kind == .didChangeFrame && keyboard[7].1.kind == .didHide)
        #expect(keyboard[6].1.duration == 0 && keyboard[6].1.curve == .keyboard)
        #expect(keyboard[7].1.duration == 0 && keyboard[7].1.curve == .keyboard)
        #expect(trace.description?.contains(
            "2 did-notifications printed without duration and curve: written with duration 0 and curve 7 "
                + "(no handler reads them from a did-notification).") == true, "\(trace.description ?? "")")
    }
}

func fixtureBytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/KBRecorderTests/Fixtures/\(name)")))
}
