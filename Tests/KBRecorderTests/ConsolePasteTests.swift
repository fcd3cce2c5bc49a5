import Foundation
import Handlers
import KBRecorder
@testable import KBReplayCLI
import Testing
import TraceKit
import UIKitModel

/// A messy paste, typed by hand from the shapes issue 43 describes, and what it must
/// import as: the screen with its safe areas, the notes, each keyboard event (time ns,
/// kind, end y, duration ns). Each failed on the importer before issue 43.
struct PasteCase: CustomTestStringConvertible, Sendable {
    var fixture: String
    var options: [String] = []
    var screen: Screen
    /// The note naming the device (`device NAME (WxH): safe area ...`), after `note: device `.
    var device: String
    var skipped: String?
    var events: [(Int64, KeyboardNotification.Kind, Double, Int64)]
    /// What the trace's description must hold.
    var described: [String] = []

    var testDescription: String { fixture }
}

@Suite("kbreplay import console: real pastes")
struct ConsolePasteTests {
    static let cases: [PasteCase] = [
        // Authors' notes between two keys (line 4, with an é before the Chinese, which the
        // old 12-byte quote split) and after values on their lines (3, 9); line 15 a note
        // too. An iPhone 8's 375x667: a home button, so 20 top and 0 bottom. Times
        // 16:02:11.305812 and 16:02:14.120450.
        PasteCase(
            fixture: "notes-in-userinfo.log", screen: Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0),
            device: "iPhone 6 (375x667): safe area 20 top, 0 bottom, from the device catalogue",
            skipped: "skipped 2 lines that hold no keyboard notification (lines 4, 15)",
            events: [(0, .willShow, 409, 250_000_000), (2_814_638_000, .willHide, 667, 250_000_000)],
            described: ["Device: the 375x667 screen is the iPhone 6, iPhone 6s, iPhone 7, iPhone 8, "]),
        // An iOS 8 comma-form dump that stops after its last key: no closing brace.
        PasteCase(
            fixture: "ios8-cut.log", screen: Screen(width: 320, height: 568, safeTop: 20, safeBottom: 0),
            device: "iPhone 5 (320x568): safe area 20 top, 0 bottom, from the device catalogue",
            events: [(0, .willShow, 315, 250_000_000)]),
        // Headers trimmed to `NAME; userInfo = {`, never closed. With --spacing the
        // will-change-frame that opens the keyboard (736 to 465) and the will-hide after it
        // (465 to 736) are two moves: 0 and 1 s (they were one, both at 0).
        PasteCase(
            fixture: "header-cut.log", options: ["--spacing", "1"], screen: Screen(width: 414, height: 736, safeTop: 20, safeBottom: 0),
            device: "iPhone 6 Plus (414x736): safe area 20 top, 0 bottom, from the device catalogue",
            events: [(0, .willChangeFrame, 465, 250_000_000), (1_000_000_000, .willHide, 736, 250_000_000)],
            described: ["2 keyboard moves: notifications announcing the same change"]),
        // Swift's print of the name and the userInfo, without `name =`, in two spellings.
        // 414x896 is an iPhone XS Max's (44 top) and an iPhone 11's (48): the first in the
        // catalogue's order is taken, and the other named.
        PasteCase(
            fixture: "swift-print-name-only.log", options: ["--spacing", "0.5"],
            screen: Screen(width: 414, height: 896, safeTop: 44, safeBottom: 34),
            device: "iPhone XS Max (414x896): safe area 44 top, 34 bottom, from the device catalogue; iPhone 11: 48 top, 34 bottom (see the description)",
            events: [(0, .willShow, 550, 250_000_000), (500_000_000, .willHide, 896, 250_000_000)],
            described: ["Also that size, with other safe areas: iPhone 11, iPhone XR (48 top, 34 bottom)."]),
        // NSLog(@"keyboardWillShow: %@", note.userInfo): the observer's name labels each
        // userInfo; notes after values with no `;` (`//键盘最终位置`, `0.25 动画时间`).
        // 11:20:31.552 and 11:20:33.017.
        PasteCase(
            fixture: "observer-userinfo-notes.log", screen: Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0),
            device: "iPhone 6 (375x667): safe area 20 top, 0 bottom, from the device catalogue",
            events: [(0, .willShow, 409, 250_000_000), (1_465_000_000, .willHide, 667, 250_000_000)]),
        // docs/from-your-app.md's messy paste, as the page shows it: times 21:04:17.630544,
        // .631002 and 21:04:20.118877; lines 1, 3, 7 and 16 the author's.
        PasteCase(
            fixture: "docs-messy-paste.log", screen: Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0),
            device: "iPhone 6 (375x667): safe area 20 top, 0 bottom, from the device catalogue",
            skipped: "skipped 4 lines that hold no keyboard notification (lines 1, 3, 7, 16)",
            events: [(0, .willChangeFrame, 409, 250_000_000), (458_000, .willShow, 409, 250_000_000),
                     (2_488_333_000, .willHide, 667, 250_000_000)],
            described: ["2 keyboard moves"]),
    ]

    @Test(arguments: cases)
    func importsAndReplays(_ paste: PasteCase) throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("logs/\(paste.fixture)", try fixtureBytes(paste.fixture))
        let result = run(["import", "console", "logs/\(paste.fixture)", "-o", "logs/imported.trace.json"] + paste.options, in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        var notes = ["note: screen \(TraceRecorder.text(paste.screen.width))x\(TraceRecorder.text(paste.screen.height)) "
            + "inferred from the keyboard frames (set it with --screen WxH)"]
        notes.append("note: device " + paste.device)
        if let skipped = paste.skipped { notes.append("note: " + skipped) }
        #expect(result.errors == (notes + ["imported \(paste.events.count) keyboard notifications into logs/imported.trace.json", ""])
            .joined(separator: "\n"))
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("logs/imported.trace.json")).utf8)).get()
        #expect(trace.scenario.screen == paste.screen)
        let events = trace.events.compactMap { timed -> String? in
            guard case .world(.keyboard(let notification)) = timed.event else { return nil }
            return "\(timed.time) \(notification.kind) \(notification.end.map { "\($0.y)" } ?? "-") \(notification.duration)"
        }
        #expect(events == paste.events.map { "\($0.0) \($0.1) \($0.2) \($0.3)" })
        for part in paste.described {
            #expect(trace.description?.contains(part) == true, "\(trace.description ?? "")")
        }
        #expect(run(["record", "logs"], in: fileSystem).code == .success)
        #expect(run(["check", "logs"], in: fileSystem).code == .success)
    }

    static func importText(_ text: String, _ options: [String] = []) -> CLIRun {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array(text.utf8))
        return run(["import", "console", "a.log", "-o", "a.trace.json"] + options, in: fileSystem)
    }

    /// Four names on lines of their own, then one abridged userInfo with no duration or
    /// curve: its keys belong to the last name, a will-notification, and nothing is
    /// invented. The refusal names the line and what the userInfo holds.
    @Test func namesThenAnAbridgedUserInfoIsRefusedWithTheReason() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("n.log", try fixtureBytes("names-then-abridged.log"))
        let result = run(["import", "console", "n.log", "--spacing", "1"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors == """
            n.log:5: UIKeyboardWillChangeFrameNotification has no UIKeyboardAnimationDurationUserInfoKey and no \
            UIKeyboardAnimationCurveUserInfoKey (a will-notification's move needs its duration and curve; kbreplay invents \
            neither); the userInfo at lines 8-10 holds only UIKeyboardBoundsUserInfoKey, UIKeyboardFrameBeginUserInfoKey, \
            UIKeyboardFrameEndUserInfoKey

            """)
    }

    /// Only names: refused, naming their lines.
    @Test func onlyNamesIsRefusedNamingThem() throws {
        let lines = String(decoding: try fixtureBytes("names-then-abridged.log"), as: UTF8.self).split(separator: "\n").prefix(5)
        let result = Self.importText(lines.joined(separator: "\n"), ["--spacing", "1"])
        #expect(result.code == .dataError)
        #expect(result.errors == """
            a.log:2: no keyboard notification in the log has a userInfo: the names at lines 2, 3, 4, 5 are printed alone \
            (print the whole notification: NSLog(@"%@", notification) or print(notification))

            """)
    }

    /// A notification without an end frame names its line and what its userInfo holds.
    @Test func aMissingEndFrameSaysWhatTheUserInfoHolds() {
        let result = Self.importText("""
            the log of the keyboard:
            {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";
            }}
            """, ["--spacing", "1"])
        #expect(result.code == .dataError)
        #expect(result.errors == """
            a.log:2: UIKeyboardWillShowNotification has no end frame (UIKeyboardFrameEndUserInfoKey); the userInfo at lines 2-5 \
            holds only UIKeyboardAnimationCurveUserInfoKey, UIKeyboardAnimationDurationUserInfoKey, UIKeyboardBoundsUserInfoKey

            """)
    }

    /// Swift's print of a notification, one line.
    static func swiftLine(_ name: String, begin: Double, end: Double, width: Double = 414, height: Double = 271) -> String {
        "name = UIKeyboard\(name)Notification, object = nil, userInfo = Optional([AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): 0.25, "
            + "AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, \(TraceRecorder.text(end))}, {\(TraceRecorder.text(width)), "
            + "\(TraceRecorder.text(height))}}, AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7, "
            + "AnyHashable(\"UIKeyboardFrameBeginUserInfoKey\"): NSRect: {{0, \(TraceRecorder.text(begin))}, "
            + "{\(TraceRecorder.text(width)), \(TraceRecorder.text(height))}}])"
    }

    static func keyboardTimes(_ result: CLIRun, _ fileSystem: MemoryFileSystem) throws -> [Int64] {
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("a.trace.json")).utf8)).get()
        return trace.events.compactMap { timed in
            guard case .world(.keyboard) = timed.event else { return nil }
            return timed.time
        }
    }

    /// Moves by what they announce, with --spacing 1: a will-change-frame and a will-show
    /// of the same change (736 to 465) and their did-notifications are one move (the
    /// dids when its 0.25 s animation ends); the will-change-frame and will-hide from 465
    /// back to 736 are the next, at 1 s. A will-change-frame that opens the keyboard and
    /// a will-hide after it were one move, both at 0.
    @Test func movesAreWhatTheNotificationsAnnounce() throws {
        let lines = [
            Self.swiftLine("WillChangeFrame", begin: 736, end: 465), Self.swiftLine("WillShow", begin: 736, end: 465),
            Self.swiftLine("DidChangeFrame", begin: 736, end: 465), Self.swiftLine("DidShow", begin: 736, end: 465),
            Self.swiftLine("WillChangeFrame", begin: 465, end: 736), Self.swiftLine("WillHide", begin: 465, end: 736),
        ]
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array(lines.joined(separator: "\n").utf8))
        let result = run(["import", "console", "a.log", "-o", "a.trace.json", "--spacing", "1"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        #expect(try Self.keyboardTimes(result, fileSystem) == [0, 0, 250_000_000, 250_000_000, 1_000_000_000, 1_000_000_000])
        // The opening will-change-frame then a will-hide: two moves.
        let fileSystem2 = MemoryFileSystem()
        fileSystem2.addFile("a.log", Array((lines[0] + "\n" + lines[5]).utf8))
        let second = run(["import", "console", "a.log", "-o", "a.trace.json", "--spacing", "1"], in: fileSystem2)
        #expect(second.code == .success, "\(second.errors)")
        #expect(try Self.keyboardTimes(second, fileSystem2) == [0, 1_000_000_000])
        let trace = try TraceParser.parse(Array(try #require(fileSystem2.text("a.trace.json")).utf8)).get()
        #expect(trace.description?.contains("2 keyboard moves") == true)
    }

    /// A message logged over two lines (`NSLog(@"keyboard note:\n%@", note)`): the
    /// timestamp is on the line above the name. 10:00:00.100 and 10:00:01.350.
    @Test func aTimestampOnTheLineAboveTheNameIsTheNotifications() throws {
        func dump(_ name: String, _ endY: Int) -> String {
            "NSConcreteNotification 0x1 {name = UIKeyboard\(name)Notification; userInfo = {UIKeyboardAnimationCurveUserInfoKey = 7; "
                + "UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, \(endY)}, {393, 336}}\";}}"
        }
        let text = [
            "2020-01-01 10:00:00.100 App[1:2] keyboard note:", dump("WillShow", 516),
            "2020-01-01 10:00:01.350 App[1:2] keyboard note:", dump("WillHide", 852),
        ].joined(separator: "\n")
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array(text.utf8))
        let result = run(["import", "console", "a.log", "-o", "a.trace.json"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        #expect(try Self.keyboardTimes(result, fileSystem) == [0, 1_250_000_000])
    }

    /// Copied from a web page: no-break spaces (U+00A0) around `=` and in a frame, an
    /// ideographic space (U+3000) before a key, full-width semicolons after unquoted values.
    @Test func aWebPagesSpacesAndPunctuationRead() throws {
        let text = "{name = UIKeyboardWillShowNotification; userInfo = {\n"
            + "\u{3000}UIKeyboardAnimationCurveUserInfoKey\u{A0}=\u{A0}7；\n"
            + "    UIKeyboardAnimationDurationUserInfoKey = 0.25；\n"
            + "    UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 667}, {375, 258}}\"；\n"
            + "    UIKeyboardFrameEndUserInfoKey\u{A0}= NSRect: {{0,\u{A0}409}, {375, 258}}；\n}}\n"
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array(text.utf8))
        let result = run(["import", "console", "a.log", "-o", "a.trace.json", "--spacing", "1"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("a.trace.json")).utf8)).get()
        #expect(trace.scenario.screen == Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0))
        guard case .world(.keyboard(let show))? = trace.events.first?.event else {
            Issue.record("no keyboard event")
            return
        }
        #expect(show.end == Rect(x: 0, y: 409, width: 375, height: 258) && show.duration == 250_000_000 && show.curve == .keyboard)
    }

    /// One will-show with only an end frame, 409 + 258 on a 375-wide screen: its top and
    /// bottom edges are as common, and of 409 and 667 only 667 is the height of a
    /// 375-wide screen in the catalogue (375x667; 375x812 is not an edge). It was
    /// "cannot infer the screen size".
    @Test func aLoneEndFrameFindsItsScreenInTheCatalogue() throws {
        let result = Self.importText("""
            {name = UIKeyboardWillShowNotification; userInfo = {UIKeyboardAnimationCurveUserInfoKey = 7; \
            UIKeyboardAnimationDurationUserInfoKey = "0.25"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 409}, {375, 258}}";}}
            """, ["--spacing", "1"])
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.errors.hasPrefix("note: screen 375x667 inferred from the keyboard frames"), "\(result.errors)")
    }

    /// An observer's name inside a notification of its kind is part of it; the same name
    /// again after that notification's keys starts the next (focus moving between two
    /// fields posts a second will-show, 409 to 409).
    @Test func anObserversNameAfterKeysStartsTheNextNotification() throws {
        func show(_ begin: Int) -> String {
            "keyboardWillShow: {name = UIKeyboardWillShowNotification; userInfo = {UIKeyboardAnimationCurveUserInfoKey = 7; "
                + "UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, \(begin)}, {375, 258}}\"; "
                + "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 409}, {375, 258}}\";}}"
        }
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array((show(667) + "\n" + show(409)).utf8))
        let result = run(["import", "console", "a.log", "-o", "a.trace.json", "--spacing", "1"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        #expect(try Self.keyboardTimes(result, fileSystem) == [0, 1_000_000_000])
    }

    /// The phones with a home button (320x480, 320x568, 375x667, 414x736) have a 20 pt
    /// status bar and nothing below: 20 top, 0 bottom (they got 0 and 34).
    @Test(arguments: [(320.0, 480.0), (320, 568), (375, 667), (414, 736)])
    func homeButtonPhonesGetTheirSafeAreas(width: Double, height: Double) throws {
        let fileSystem = MemoryFileSystem()
        let line = Self.swiftLine("WillShow", begin: height, end: height - 216, width: width, height: 216)
        fileSystem.addFile("a.log", Array(line.utf8))
        let result = run(["import", "console", "a.log", "-o", "a.trace.json", "--spacing", "1"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("a.trace.json")).utf8)).get()
        #expect(trace.scenario.screen == Screen(width: width, height: height, safeTop: 20, safeBottom: 0))
    }

    /// A quoted value is cut after 40 characters, never inside one: 45 characters of
    /// "é键盘动画执行节奏" (9 characters, 26 bytes) are cut to 4 of them and "é键盘动".
    @Test func aQuotedValueIsCutOnCharacterBoundaries() {
        let note = "é键盘动画执行节奏"
        let result = Self.importText(
            "{name = UIKeyboardWillShowNotification; userInfo = {UIKeyboardAnimationCurveUserInfoKey = 7; "
                + "UIKeyboardAnimationDurationUserInfoKey = 0.25; UIKeyboardFrameEndUserInfoKey = "
                + String(repeating: note, count: 5) + "; }}", ["--spacing", "1"])
        #expect(result.code == .dataError)
        #expect(result.errors == "a.log:1: UIKeyboardFrameEndUserInfoKey: \""
            + String(repeating: note, count: 4) + "é键盘动...\" is not a frame (expected \"NSRect: {{x, y}, {width, height}}\")\n")
    }

    /// Every spelling of a name and a key; a method's name is not a notification's.
    @Test func spellings() {
        for spelling in ["UIKeyboardWillShowNotification", "keyboardWillShowNotification", "UIKeyboardWillShow"] {
            #expect(NotificationExtractor.notificationKind(spelling) == .willShow, "\(spelling)")
        }
        #expect(NotificationExtractor.notificationKind("keyboardWillShow") == nil)
        #expect(NotificationExtractor.notificationKind("UIKeyboardWillShowSomething") == nil)
        for spelling in ["UIKeyboardFrameEndUserInfoKey", "keyboardFrameEndUserInfoKey", "UIKeyboardFrameEnd"] {
            #expect(NotificationExtractor.userInfoKey(spelling) == "UIKeyboardFrameEndUserInfoKey", "\(spelling)")
        }
        #expect(NotificationExtractor.userInfoKey("keyboardFrameEnd") == nil)
    }
}
