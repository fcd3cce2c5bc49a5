import Foundation
import Handlers
import UIKitModel
@testable import KBReplayCLI
import Testing
import TraceKit

private func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/KBRecorderTests/Fixtures/\(name)")))
}

/// A keyboard event of a decoded trace, in short.
private struct Short: Equatable, CustomStringConvertible {
    var time: Int64
    var kind: KeyboardNotification.Kind
    var endY: Double?
    var duration: Int64

    var description: String { "\(time) \(kind) \(endY.map { "\($0)" } ?? "-") \(duration)" }
}

private func shortEvents(_ trace: Trace) -> [Short] {
    trace.events.compactMap { timed in
        guard case .world(.keyboard(let notification)) = timed.event else { return nil }
        return Short(time: timed.time, kind: notification.kind, endY: notification.end?.y, duration: notification.duration)
    }
}

/// Imports a fixture in memory; the trace text and the run.
private func importFixture(_ name: String, _ extra: [String] = []) throws -> (CLIRun, MemoryFileSystem) {
    let fileSystem = MemoryFileSystem()
    fileSystem.addFile("logs/\(name)", try fixture(name))
    return (run(["import", "console", "logs/\(name)", "-o", "logs/imported.trace.json"] + extra, in: fileSystem), fileSystem)
}

@Suite("kbreplay import console")
struct ConsoleImportTests {
    /// Xcode's console, NSLog, each notification over ten lines; a non-keyboard
    /// notification and other lines in between. Times are from 10:42:07.118204.
    @Test func xcodeMultiLineLog() throws {
        let (result, fileSystem) = try importFixture("iphone15-xcode.log")
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.errors == """
            note: screen 393x852 inferred from the keyboard frames (set it with --screen WxH)
            note: device iPhone 14 Pro (393x852): safe area 59 top, 34 bottom, from the device catalogue
            note: skipped 5 lines that hold no keyboard notification (lines 1, 2, 3, 24, 45)
            imported 8 keyboard notifications into logs/imported.trace.json

            """)
        let text = try #require(fileSystem.text("logs/imported.trace.json"))
        let trace = try TraceParser.parse(Array(text.utf8)).get()
        #expect(trace.name == "imported")
        // 393x852 is an iPhone 14 Pro's (and 15's, 16's) screen: 59 top, 34 bottom.
        #expect(trace.scenario.screen == Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34))
        #expect(shortEvents(trace) == [
            Short(time: 0, kind: .willChangeFrame, endY: 516, duration: 250_000_000),
            Short(time: 186_000, kind: .willShow, endY: 516, duration: 250_000_000),
            Short(time: 254_347_000, kind: .didChangeFrame, endY: 516, duration: 0),
            Short(time: 254_500_000, kind: .didShow, endY: 516, duration: 0),
            Short(time: 2_786_909_000, kind: .willChangeFrame, endY: 852, duration: 250_000_000),
            Short(time: 2_787_086_000, kind: .willHide, endY: 852, duration: 250_000_000),
            Short(time: 3_041_729_000, kind: .didChangeFrame, endY: 852, duration: 0),
            Short(time: 3_041_817_000, kind: .didHide, endY: 852, duration: 0),
        ])
        #expect(trace.duration == 4_041_817_000)
        #expect(trace.description?.hasPrefix(
            "Imported from iphone15-xcode.log by kbreplay import console: 8 keyboard notifications, lines 4...76.") == true)
        // It goes through record and check like a hand-written trace.
        #expect(run(["record", "logs"], in: fileSystem).code == .success)
        #expect(run(["check", "logs"], in: fileSystem).code == .success)
    }

    /// `log stream`, one line per notification, with its header lines; an iPhone SE
    /// (667 pt) whose keyboard shrinks from 260 to 216 when the predictive bar goes.
    @Test func logStreamOneLineLog() throws {
        let (result, fileSystem) = try importFixture("iphone-se-log-stream.log")
        #expect(result.code == .success, "\(result.errors)")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("logs/imported.trace.json")).utf8)).get()
        #expect(trace.scenario.screen.width == 375 && trace.scenario.screen.height == 667)
        #expect(shortEvents(trace) == [
            Short(time: 0, kind: .willChangeFrame, endY: 407, duration: 250_000_000),
            Short(time: 178_000, kind: .willShow, endY: 407, duration: 250_000_000),
            Short(time: 1_564_499_000, kind: .willChangeFrame, endY: 451, duration: 0),
            Short(time: 1_564_665_000, kind: .willShow, endY: 451, duration: 0),
            Short(time: 3_305_728_000, kind: .willChangeFrame, endY: 667, duration: 250_000_000),
            Short(time: 3_305_890_000, kind: .willHide, endY: 667, duration: 250_000_000),
        ])
    }

    /// `log stream --style compact` (milliseconds, no zone), across midnight.
    @Test func compactLogAcrossMidnight() throws {
        let (result, fileSystem) = try importFixture("iphone14plus-log-compact.log")
        #expect(result.code == .success, "\(result.errors)")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("logs/imported.trace.json")).utf8)).get()
        #expect(trace.scenario.screen.width == 428 && trace.scenario.screen.height == 926)
        #expect(shortEvents(trace).map(\.time) == [0, 0, 1_349_000_000, 1_349_000_000])
    }

    /// Xcode's console showing the time alone; an NSLog of a bare userInfo dictionary is
    /// not a notification and is ignored (its closing `}` alone on line 3 is not listed).
    /// `--screen` is taken as given, and not said.
    @Test func timeOnlyLogWithScreenOption() throws {
        let (result, fileSystem) = try importFixture("iphone15promax-xcode-time-only.log", ["--screen", "430x932"])
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.errors == """
            note: device iPhone 14 Pro Max (430x932): safe area 59 top, 34 bottom, from the device catalogue
            note: skipped 2 lines that hold no keyboard notification (lines 1, 2)
            imported 2 keyboard notifications into logs/imported.trace.json

            """)
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("logs/imported.trace.json")).utf8)).get()
        #expect(shortEvents(trace) == [
            Short(time: 0, kind: .willShow, endY: 586, duration: 250_000_000),
            Short(time: 1_485_945_000, kind: .willHide, endY: 932, duration: 250_000_000),
        ])
    }

    /// Without `-o` the trace goes to standard output, named after the log.
    @Test func writesToStandardOutput() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("session.log", try fixture("iphone15-xcode.log"))
        let result = run(["import", "console", "session.log"], in: fileSystem)
        #expect(result.code == .success)
        #expect(try TraceParser.parse(Array(result.output.utf8)).get().name == "session")
    }

    @Test func aLogWithoutTimestampsNeedsSpacing() throws {
        let (result, fileSystem) = try importFixture("error-no-timestamp.log")
        #expect(result.code == .dataError)
        #expect(result.errors.hasPrefix("logs/error-no-timestamp.log: the log has no timestamps:"), "\(result.errors)")
        #expect(fileSystem.text("logs/imported.trace.json") == nil)
        let (spaced, spacedFiles) = try importFixture("error-no-timestamp.log", ["--spacing", "1"])
        #expect(spaced.code == .success, "\(spaced.errors)")
        let trace = try TraceParser.parse(Array(try #require(spacedFiles.text("logs/imported.trace.json")).utf8)).get()
        #expect(shortEvents(trace) == [Short(time: 0, kind: .willShow, endY: 516, duration: 250_000_000)])
        #expect(trace.description?.contains("Times invented (--spacing 1): each keyboard move 1 s after the previous one") == true)
    }

    /// --spacing 0.4: a will-show and a will-change-frame share move 0; the did-show comes
    /// when its 0.25 s animation ends; the will-hide starts move 1 at 0.4 s, its did-hide
    /// at 0.4 + min(0.5, 0.4) = 0.8 s; the next will-show starts move 2 at 0.8 s.
    @Test func inventedTimes() {
        func notification(_ kind: KeyboardNotification.Kind, _ duration: Double?) -> ConsoleNotification {
            ConsoleNotification(
                line: 1, kind: kind, timestamp: .none, begin: nil, beginLine: 1, end: nil, endLine: 1, duration: duration, curve: 7)
        }
        let times = ConsoleImport.invented([
            notification(.willShow, 0.25), notification(.willChangeFrame, 0.25), notification(.didShow, 0),
            notification(.willHide, 0.5), notification(.didHide, nil), notification(.willShow, 0.25),
        ], spacing: 0.4)
        #expect(times == [0, 0, 250_000_000, 400_000_000, 800_000_000, 800_000_000])
    }

    /// Frames and points in each spelling; anything else is an error at the value's line.
    @Test func printedValues() throws {
        func rect(_ value: String) throws(ConsoleLogError) -> Rect {
            try PrintedValue.rect(NotificationExtractor.Entry(key: "K", value: value, line: 3))
        }
        let frame = Rect(x: 0, y: 516, width: 393, height: 336)
        for spelling in ["NSRect: {{0, 516}, {393, 336}}", "CGRect: {{0,516},{393,336}}", "{{0, 516}, {393, 336}}",
                         "(0.0, 516.0, 393.0, 336.0)"] {
            #expect(try rect(spelling) == frame, "\(spelling)")
        }
        #expect(try PrintedValue.point(NotificationExtractor.Entry(key: "K", value: "NSPoint: {196.5, 684}", line: 1)) == (196.5, 684))
        for broken in ["NSRect: {{0, 516}, {393}}", "NSRect: {{0, inf}, {393, 336}}", "NSRect: {{0, 516}, {393, 336}", "(0, 1, 2)"] {
            #expect(throws: ConsoleLogError.self) { try rect(broken) }
        }
    }

    /// In a log with timestamps, a notification without one is an error at its line.
    @Test func aNotificationWithoutATimestampIsAnError() {
        let show = "NSConcreteNotification 0x6000 {name = UIKeyboardWillShowNotification; userInfo = { "
            + "UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; "
            + "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\"; }}\n"
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array(("2024-03-02 10:42:07.118204+0100 App[1:2] " + show + "App: " + show).utf8))
        let result = run(["import", "console", "a.log", "--screen", "393x852"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors.hasPrefix("a.log:2: UIKeyboardWillShowNotification without a timestamp at the start of its line"))
    }

    @Test func aBrokenFrameIsAnErrorAtItsLine() throws {
        let (result, fileSystem) = try importFixture("error-broken-frame.log")
        #expect(result.code == .dataError)
        #expect(result.errors == """
            logs/error-broken-frame.log:18: UIKeyboardFrameEndUserInfoKey: "NSRect: {{0, 516}, {393}}" is not a frame \
            (expected "NSRect: {{x, y}, {width, height}}")

            """)
        #expect(fileSystem.text("logs/imported.trace.json") == nil)
    }

    /// A notification's values that no trace can hold, and how the error starts.
    /// `swift test` names a case by `what` (its five strings made a line of 300 characters).
    struct UnusableValues: Sendable, CustomTestStringConvertible {
        var what: String
        var end: String
        var curve: String
        var duration: String
        var message: String

        var testDescription: String { what }
    }

    @Test(arguments: [
        UnusableValues(
            what: "a floating keyboard", end: "NSRect: {{0, 300}, {393, 336}}", curve: "7", duration: "\"0.25\"",
            message: ":1: UIKeyboardWillShowNotification: end frame (x 0, y 300, width 393, height 336) is floating"),
        UnusableValues(
            what: "curve 5", end: "NSRect: {{0, 516}, {393, 336}}", curve: "5", duration: "\"0.25\"",
            message: ":1: UIKeyboardWillShowNotification: curve 5 is not"),
        UnusableValues(
            what: "a bad duration", end: "NSRect: {{0, 516}, {393, 336}}", curve: "7", duration: "\"fast\"",
            message: ":1: UIKeyboardAnimationDurationUserInfoKey: \"fast\" is not a duration"),
    ])
    func unusableValuesAreErrors(_ values: UnusableValues) {
        let (what, end, curve, duration, message) = (values.what, values.end, values.curve, values.duration, values.message)
        let line = "2024-03-02 10:42:07.118204+0100 Courier[5121:1873402] NSConcreteNotification 0x6000 "
            + "{name = UIKeyboardWillShowNotification; userInfo = { UIKeyboardAnimationCurveUserInfoKey = \(curve); "
            + "UIKeyboardAnimationDurationUserInfoKey = \(duration); UIKeyboardFrameEndUserInfoKey = \"\(end)\"; }}\n"
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array(line.utf8))
        let result = run(["import", "console", "a.log", "--screen", "393x852"], in: fileSystem)
        #expect(result.code == .dataError, "\(what)")
        #expect(result.errors.hasPrefix("a.log" + message), "\(what): \(result.errors)")
    }

    @Test func aLogWithoutNotificationsIsAnError() {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array("2024-03-02 10:42:07.118204+0100 App[1:2] hello\n".utf8))
        let result = run(["import", "console", "a.log"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors.hasPrefix("a.log: no keyboard notifications in the log"))
    }

    @Test func usageAndIOErrors() {
        #expect(run(["import", "syslog", "a.log"]).code == .usage)
        #expect(run(["import", "console"]).code == .usage)
        #expect(run(["import", "console", "a.log", "--screen", "393by852"]).code == .usage)
        let missing = run(["import", "console", "missing.log"])
        #expect(missing.code == .ioError)
        #expect(missing.errors.contains("missing.log"))
    }

    @Test func timestamps() {
        func read(_ line: String) -> Timestamp { Timestamp.read(Array(line.utf8)[...]) }
        // 2024-03-02 is day 19784 since 1970-01-01; 10:42 at +0100 is 09:42 UTC.
        let march: Int64 = (19784 * 86400 + 9 * 3600 + 42 * 60 + 7) * 1_000_000_000 + 118_204_000
        #expect(read("2024-03-02 10:42:07.118204+0100 x") == .nanoseconds(march))
        #expect(read("1970-01-01 00:00:00.5Z") == .nanoseconds(500_000_000))
        let morning: Int64 = (8 * 3600 + 15 * 60 + 2) * 1_000_000_000 + 440_611_000
        #expect(read("08:15:02.440611 Parcel: x") == .nanoseconds(morning))
        #expect(read("2013-10-20 18:32:15 App[1:2]") != .none)
        // print(Date(), ...): a space before the zone; 13:07:31 at -0800 is 21:07:31 UTC.
        let swift: Int64 = (19784 * 86400 + 21 * 3600 + 7 * 60 + 31) * 1_000_000_000
        #expect(read("2024-03-02 13:07:31 -0800 name = x") == .nanoseconds(swift))
        #expect(read("2024-03-02 13:07:31 +0000 name = x") == .nanoseconds(swift - 8 * 3600 * 1_000_000_000))
        // In square brackets, as loggers write them; an unclosed bracket is no timestamp.
        #expect(read("[08:15:02.440611] Parcel: x") == .nanoseconds(morning))
        #expect(read("[2024-03-02 13:07:31 -0800]: x") == .nanoseconds(swift))
        #expect(read("[08:15:02.440611 Parcel: x") == .none)
        #expect(read("Courier: x") == .none)
        #expect(read("10:42 x") == .none)
        #expect(read("2024-13-02 10:42:07 x") == .none)
        // Int64 nanoseconds end at 2262-04-11 23:47:16.854775807 UTC.
        #expect(read("2262-04-11 23:47:16.854775807Z") == .nanoseconds(Int64.max))
        #expect(read("2262-04-11 23:47:16.854775808Z") == .outOfRange)
        #expect(read("2262-04-11 23:47:17Z") == .outOfRange)
        #expect(read("1677-09-21 00:12:43.145224193Z") == .nanoseconds(Int64.min + 1))
        #expect(read("1677-09-21 00:12:43Z") == .outOfRange)
    }
}

/// What a run of the CLI printed and returned.
struct CLIRun {
    var code: ExitCode
    var output: String
    var errors: String
}

/// Runs `kbreplay ARGUMENTS` in memory against `fileSystem`.
func run(_ arguments: [String], in fileSystem: MemoryFileSystem = MemoryFileSystem()) -> CLIRun {
    let output = MemoryOutput()
    let errors = MemoryOutput()
    let environment = Environment(standardOutput: output, standardError: errors, fileSystem: fileSystem)
    let code = KBReplay.main(arguments: arguments, environment: environment)
    return CLIRun(code: code, output: output.text, errors: errors.text)
}

/// The keyboard at a log's start (`situations.md`): the first notification with a `begin`
/// frame decides.
@Suite("kbreplay import console: a keyboard up at the start")
struct ConsoleImportStartKeyboardTests {
    static func line(_ name: String, begin: String, end: String) -> String {
        "name = UIKeyboard\(name)Notification, object = nil, userInfo = Optional([AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): 0.25, "
            + "AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: \(end), AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7, "
            + "AnyHashable(\"UIKeyboardFrameBeginUserInfoKey\"): NSRect: \(begin)])"
    }

    static func imported(_ lines: [String]) -> (CLIRun, Trace?) {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("log.txt", Array((lines.joined(separator: "\n") + "\n").utf8))
        let result = run(["import", "console", "log.txt", "--screen", "393x852", "--spacing", "0.5", "-o", "t.trace.json"], in: fileSystem)
        let trace = fileSystem.text("t.trace.json").flatMap { try? TraceParser.parse(Array($0.utf8)).get() }
        return (result, trace)
    }

    static let docked = "{{0, 516}, {393, 336}}"
    static let hidden = "{{0, 852}, {393, 336}}"

    /// A log that starts with a hide: its begin frame is the keyboard already up.
    @Test func aDockedBeginFrameIsTheKeyboardAtTheStart() throws {
        let (result, trace) = Self.imported([
            Self.line("WillChangeFrame", begin: Self.docked, end: Self.hidden), Self.line("WillHide", begin: Self.docked, end: Self.hidden),
        ])
        #expect(result.code == .success, "\(result.errors)")
        #expect(try #require(trace).scenario.keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
    }

    /// A hardware keyboard's bar (partly off-screen) counts too; a hidden begin starts hidden.
    @Test func aPartlyOffScreenBeginCountsAndAHiddenOneStartsHidden() throws {
        let bar = "{{0, 797}, {393, 336}}"
        let (_, up) = Self.imported([Self.line("WillHide", begin: bar, end: Self.hidden)])
        #expect(try #require(up).scenario.keyboardFrame?.y == 797)
        let (_, down) = Self.imported([Self.line("WillShow", begin: Self.hidden, end: Self.docked)])
        #expect(try #require(down).scenario.keyboardFrame == nil)
    }

    /// A floating begin frame is an error naming its line; nothing is written.
    @Test func aFloatingBeginFrameIsAnErrorAtItsLine() {
        let (result, trace) = Self.imported([
            Self.line("WillShow", begin: Self.hidden, end: Self.docked).replacingOccurrences(of: "FrameBeginUserInfoKey\"): NSRect: \(Self.hidden)", with: "FrameBeginUserInfoKey\"): NSRect: {{0, 300}, {393, 336}}"),
        ])
        #expect(result.code.rawValue == 65)
        #expect(result.errors.contains("log.txt:1: "))
        #expect(result.errors.contains("begin frame"))
        #expect(result.errors.contains("floating"))
        #expect(trace == nil)
    }
}
