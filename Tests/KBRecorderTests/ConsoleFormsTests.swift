import Foundation
import Handlers
import KBRecorder
import UIKitModel
@testable import KBReplayCLI
import Testing
import TraceKit

/// A fixture of one printed form, and the trace it must give (worked out from the
/// fixture's text: times from its timestamps or `--spacing`, frames as printed).
struct FormCase: CustomTestStringConvertible, Sendable {
    var fixture: String
    var options: [String] = []
    var screen: (width: Double, height: Double)
    /// The catalogue's first model of that screen, and its safe areas (docs/devices.md).
    var device: (name: String, top: Double, bottom: Double)
    /// (time ns, kind, end y, duration ns) of each keyboard event.
    var events: [(Int64, KeyboardNotification.Kind, Double, Int64)]
    var skipped: String?

    var testDescription: String { fixture }
}

@Suite("kbreplay import console: every printed form")
struct ConsoleFormsTests {
    static let cases: [FormCase] = [
        // print(notification) in Swift, no times: --spacing 2. Move 1 (lines 3, 4) at 0, its
        // did-notifications when its 0.25 s animation ends; move 2 (lines 8, 9) at 2 s.
        FormCase(
            fixture: "swift-print.log", options: ["--spacing", "2"], screen: (393, 852), device: ("iPhone 14 Pro", 59, 34),
            events: [
                (0, .willChangeFrame, 516, 250_000_000), (0, .willShow, 516, 250_000_000),
                (250_000_000, .didChangeFrame, 516, 0), (250_000_000, .didShow, 516, 0),
                (2_000_000_000, .willChangeFrame, 852, 250_000_000), (2_000_000_000, .willHide, 852, 250_000_000),
            ],
            skipped: "skipped 2 lines that hold no keyboard notification (lines 1, 7)"),
        // print(Date(), notification): whole seconds, 08:30:12 and 08:30:15.
        FormCase(
            fixture: "swift-print-date.log", screen: (375, 667), device: ("iPhone 6", 20, 0),
            events: [(0, .willShow, 451, 250_000_000), (3_000_000_000, .willHide, 667, 250_000_000)]),
        // RxSwift's debug(): next(...) around Swift's form, the first split over four lines
        // (one frame across a line end); 10:15:44.127 and 10:15:46.880.
        FormCase(
            fixture: "rxswift-debug-wrapped.log", screen: (430, 932), device: ("iPhone 14 Pro Max", 59, 34),
            events: [(0, .willShow, 586, 250_000_000), (2_753_000_000, .willHide, 932, 250_000_000)],
            skipped: "skipped 1 line that holds no keyboard notification (line 1)"),
        // iOS 3's dump without the NSConcreteNotification prefix, pasted in // and /* */
        // comments: frames from the centers and bounds (center y 372, height 216: y 264;
        // center y 588: y 480), unquoted values; duration 0.300000011920929 s is
        // 300000011.92 ns, rounded to 300000012.
        FormCase(
            fixture: "objc-pasted-comment.log", options: ["--spacing", "1"], screen: (320, 480), device: ("iPhone 4", 20, 0),
            events: [(0, .willShow, 264, 300_000_012), (1_000_000_000, .willHide, 480, 300_000_012)],
            skipped: "skipped 2 lines that hold no keyboard notification (lines 1, 10)"),
        // A Markdown quote with a code fence, CGRect spelling, time alone: 09:41:03.512, .771.
        FormCase(
            fixture: "markdown-quoted.log", screen: (428, 926), device: ("iPhone 12 Pro Max", 47, 34),
            events: [(0, .willShow, 580, 250_000_000), (259_000_000, .didShow, 580, 0)],
            skipped: "skipped 1 line that holds no keyboard notification (line 1)"),
        // po of a Swift Notification in LLDB: its first line, then the dump's tree (skipped).
        FormCase(
            fixture: "swift-po.log", options: ["--spacing", "1"], screen: (393, 852), device: ("iPhone 14 Pro", 59, 34),
            events: [(0, .willShow, 516, 250_000_000)],
            skipped: "skipped 9 lines that hold no keyboard notification (lines 1, 3, 4, 5, 6 and 4 more)"),
        // iOS 8: frames unquoted, one before a comma; 17:21:40.118 and 17:21:43.602.
        FormCase(
            fixture: "ios8-unquoted.log", screen: (320, 568), device: ("iPhone 5", 20, 0),
            events: [(0, .willShow, 315, 250_000_000), (3_484_000_000, .willHide, 568, 250_000_000)]),
    ]

    @Test(arguments: cases)
    func importsAndReplays(_ form: FormCase) throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("logs/\(form.fixture)", try fixtureBytes(form.fixture))
        let result = run(["import", "console", "logs/\(form.fixture)", "-o", "logs/imported.trace.json"] + form.options, in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        var notes = ["note: screen \(TraceRecorder.text(form.screen.width))x\(TraceRecorder.text(form.screen.height)) "
            + "inferred from the keyboard frames (set it with --screen WxH)"]
        notes.append("note: device \(form.device.name) (\(TraceRecorder.text(form.screen.width))x\(TraceRecorder.text(form.screen.height))): "
            + "safe area \(TraceRecorder.text(form.device.top)) top, \(TraceRecorder.text(form.device.bottom)) bottom, from the device catalogue")
        if let skipped = form.skipped { notes.append("note: " + skipped) }
        #expect(result.errors == (notes + ["imported \(form.events.count) keyboard notifications into logs/imported.trace.json", ""])
            .joined(separator: "\n"))
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("logs/imported.trace.json")).utf8)).get()
        #expect(trace.scenario.screen == Screen(
            width: form.screen.width, height: form.screen.height, safeTop: form.device.top, safeBottom: form.device.bottom))
        let events = trace.events.compactMap { timed -> String? in
            guard case .world(.keyboard(let notification)) = timed.event else { return nil }
            return "\(timed.time) \(notification.kind) \(notification.end.map { "\($0.y)" } ?? "-") \(notification.duration)"
        }
        #expect(events == form.events.map { "\($0.0) \($0.1) \($0.2) \($0.3)" })
        // It records and checks like a hand-written trace.
        #expect(run(["record", "logs"], in: fileSystem).code == .success)
        #expect(run(["check", "logs"], in: fileSystem).code == .success)
    }

    /// An error in a dump is reported at the line of the bad text, not the line the
    /// notification starts on or line 1: here line 5 of a Swift dump split over lines 2...5.
    @Test func anErrorIsAtTheLineOfTheBadText() throws {
        var lines = String(decoding: try fixtureBytes("rxswift-debug-wrapped.log"), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[4] = lines[4].replacingOccurrences(of: "{430, 346}}", with: "{430}}")
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("rx.log", Array(lines.joined(separator: "\n").utf8))
        let result = run(["import", "console", "rx.log"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors == """
            rx.log:5: UIKeyboardFrameEndUserInfoKey: "NSRect: {{0, 586}, {430}}" is not a frame (expected "NSRect: {{x, y}, {width, height}}")

            """)
    }

    /// A dump cut before its end frame is refused at its name's line, saying what its
    /// userInfo holds (it was "the userInfo opened here does not end").
    @Test func aDumpCutBeforeItsEndFrameSaysWhatItHolds() {
        let text = """
            note: the first dump was cut:
            {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
            """
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("cut.log", Array(text.utf8))
        let result = run(["import", "console", "cut.log", "--spacing", "1"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors == "cut.log:2: UIKeyboardWillShowNotification has no end frame (UIKeyboardFrameEndUserInfoKey); "
            + "the userInfo at lines 2-3 holds only UIKeyboardAnimationCurveUserInfoKey\n")
    }
}
