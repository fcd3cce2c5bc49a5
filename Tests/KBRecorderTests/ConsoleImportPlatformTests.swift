import Foundation
import Handlers
import UIKitModel
@testable import KBReplayCLI
import Testing
import TraceKit

/// `kbreplay import console` on an iPad's log and across rotations (`platform.md`).
@Suite("kbreplay import console: iPads and rotations")
struct ConsoleImportPlatformTests {
    /// Imports `text` as `name` in memory: the run and the trace written, if any.
    private func imported(_ text: String, name: String = "a.log", _ extra: [String] = []) throws -> (CLIRun, Trace?) {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile(name, Array(text.utf8))
        let result = run(["import", "console", name, "-o", "out.trace.json"] + extra, in: fileSystem)
        let trace = try fileSystem.text("out.trace.json").map { try TraceParser.parse(Array($0.utf8)).get() }
        return (result, trace)
    }

    private func fixtureText(_ name: String) throws -> String { String(decoding: try fixtureBytes(name), as: UTF8.self) }

    private static func keyboard(
        _ kind: KeyboardNotification.Kind, _ end: Rect, begin: Rect? = nil, _ milliseconds: Int = 250, curve: AnimationCurve = .keyboard
    ) -> Event {
        .keyboard(KeyboardNotification(
            kind: kind, begin: begin, end: end, duration: Int64(milliseconds) * 1_000_000, curve: curve))
    }

    /// An iPad Air's Xcode console (820 x 1180): the keyboard shown docked (lines 3-33),
    /// undocked to `{250, 600, 320, 250}` (willChangeFrame + willHide, lines 44-74), dragged
    /// (a zero rect, line 84), dropped at `{100, 300}` (didChangeFrame only, line 94),
    /// docked again (nine notifications, lines 103-181), the iPad turned with the keyboard
    /// up (a burst of six, lines 192-238: hidden in the old geometry, shown at
    /// `{0, 422, 1180, 398}` in the new), its did's, and a hide.
    ///
    /// The frame at line 51 (the undock's end frame: bottom 850, more than 1 pt above 1180)
    /// makes it an iPad's: `"idiom": "pad"`, the safe areas the catalogue's iPad Air's
    /// (24 / 20). The burst becomes a `geometry` event at line 192's time, 20.004 - 10.102 =
    /// 9.902 s, before it: the screen turned to 1180 x 820 (the catalogue's iPad Air in
    /// landscape: 24 / 20), UIKit's 0.4 s transition, curve 0.
    @Test func anIPadLogWithAFloatingKeyboardAndARotation() throws {
        let (result, trace) = try imported(try fixtureText("ipad-floating-rotation-xcode.log"), name: "ipad.log")
        #expect(result.code == .success, "\(result.errors)")
        let imported = try #require(trace)
        #expect(imported.scenario.screen == Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20, idiom: .pad))
        #expect(imported.scenario.keyboardFrame == nil)
        let below = Rect(x: 0, y: 1180, width: 820, height: 380)
        let docked = Rect(x: 0, y: 800, width: 820, height: 380)
        let floating = Rect(x: 250, y: 600, width: 320, height: 250)
        let dropped = Rect(x: 100, y: 300, width: 320, height: 250)
        let landBelow = Rect(x: 0, y: 820, width: 1180, height: 398)
        let land = Rect(x: 0, y: 422, width: 1180, height: 398)
        let zero = Rect(x: 0, y: 0, width: 0, height: 0)
        // Seconds from 10.102, in milliseconds, and the events.
        let raw: [(Double, Event)] = [
            (0, Self.keyboard(.willChangeFrame, docked, begin: below)), (0.2, Self.keyboard(.willShow, docked, begin: below)),
            (259, Self.keyboard(.didChangeFrame, docked, begin: below, 0)), (259.2, Self.keyboard(.didShow, docked, begin: below, 0)),
            (2398, Self.keyboard(.willChangeFrame, floating, begin: docked)), (2398.2, Self.keyboard(.willHide, floating, begin: docked)),
            (2658, Self.keyboard(.didChangeFrame, floating, begin: docked, 0)), (2658.2, Self.keyboard(.didHide, floating, begin: docked, 0)),
            (3898, Self.keyboard(.willChangeFrame, zero, begin: floating, 0)),
            // Printed without duration and curve: 0 and 7.
            (4798, Self.keyboard(.didChangeFrame, dropped, begin: floating, 0)),
            (5898, Self.keyboard(.willChangeFrame, docked, begin: dropped)), (5898.3, Self.keyboard(.didChangeFrame, docked, begin: dropped, 0)),
            (5898.5, Self.keyboard(.willShow, docked, begin: dropped)), (5898.7, Self.keyboard(.willChangeFrame, docked, begin: docked)),
            (5898.9, Self.keyboard(.willShow, docked, begin: docked)),
            (6158, Self.keyboard(.didChangeFrame, docked, begin: docked, 0)), (6158.2, Self.keyboard(.didShow, docked, begin: docked, 0)),
            (6158.4, Self.keyboard(.didChangeFrame, docked, begin: docked, 0)), (6158.6, Self.keyboard(.didShow, docked, begin: docked, 0)),
            (9902, .world(.geometry(
                Geometry(screen: Screen(width: 1180, height: 820, safeTop: 24, safeBottom: 20, idiom: .pad), view: ViewFrame(top: 0, bottom: 820)),
                duration: 400_000_000, curve: .easeInOut))),
            (9902, Self.keyboard(.willChangeFrame, below, begin: docked)), (9902.2, Self.keyboard(.willHide, below, begin: docked)),
            (9914, Self.keyboard(.didChangeFrame, below, begin: docked, 0)), (9914.2, Self.keyboard(.didHide, below, begin: docked, 0)),
            (10052, Self.keyboard(.willChangeFrame, land, begin: landBelow)), (10052.2, Self.keyboard(.willShow, land, begin: landBelow)),
            (10308, Self.keyboard(.didChangeFrame, land, begin: landBelow, 0)), (10308.2, Self.keyboard(.didShow, land, begin: landBelow, 0)),
            (12898, Self.keyboard(.willChangeFrame, landBelow, begin: land)), (12898.2, Self.keyboard(.willHide, landBelow, begin: land)),
        ]
        let expected = raw.map { (Int64(($0.0 * 1_000_000).rounded()), $0.1) }
        #expect(imported.events.count == expected.count)
        for (index, (event, (time, want))) in zip(imported.events, expected).enumerated() {
            #expect(event.time == time && event.event == want, "event \(index)")
        }
        let description = try #require(imported.description)
        #expect(description.contains("An iPad's log: the frame at line 51 ends above the screen's bottom (a floating, undocked "
            + "or split keyboard, which only an iPad shows). "), "\(description)")
        #expect(description.contains("Device: the 820x1180 screen is the iPad Air (4th generation), "), "\(description)")
        #expect(description.contains("Rotation at lines 192...238: a geometry event at line 192's time turns the screen to "
            + "1180x820, safe area 24 top, 20 bottom (from the device catalogue), with UIKit's 0.4 s transition (not in the log). "),
            "\(description)")
        // The world's keyboard, as drawn (60 fps; the keyboard's spring, curve 7, settles 0.5 s
        // after its notification): docked at 800 before the undock; floating at 600 once the
        // undock's spring has settled (2.398 + 0.5 s: frame 180 is 3 s);
        // moved at once to 300 by the drop's didChangeFrame (frame 300 is 5 s); docked again
        // (frame 400, 6.667 s); in landscape at 422 after the burst's show (10.052 + 0.25 s:
        // frame 700 is 11.667 s).
        let frames = Array(imported.makeReplay())
        #expect(frames.count == imported.frameCount)
        #expect([100, 180, 300, 400, 700].map { frames[$0].keyboardTop } == [800, 600, 300, 800, 422])
    }

    /// The iPhone log of a rotation (lines 7-14: hidden in portrait, shown at
    /// `{0, 184, 852, 209}` in landscape, within 145 ms) imports: a `geometry` event at line
    /// 7's time (43.0 - 40.1 = 2.9 s) turns the 393 x 852 screen to 852 x 393, safe areas
    /// the catalogue's iPhone 15's in landscape (0 / 21).
    @Test func anIPhoneRotationBurstIsAGeometryEvent() throws {
        let (result, trace) = try imported(try fixtureText("iphone-rotation-burst.log"), name: "r.log")
        #expect(result.code == .success, "\(result.errors)")
        let imported = try #require(trace)
        #expect(imported.scenario.screen == Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34))
        let times = imported.events.map(\.time)
        #expect(times == [0, 150_000, 260_000_000, 260_120_000, 2_900_000_000, 2_900_000_000, 2_900_100_000, 2_912_000_000,
                          2_912_100_000, 2_980_000_000, 2_980_100_000, 3_040_000_000, 3_045_000_000])
        #expect(imported.events[4].event == .world(.geometry(
            Geometry(screen: Screen(width: 852, height: 393, safeTop: 0, safeBottom: 21), view: ViewFrame(top: 0, bottom: 393)),
            duration: 400_000_000, curve: .easeInOut)))
        #expect(imported.events[9].event == Self.keyboard(
            .willChangeFrame, Rect(x: 0, y: 184, width: 852, height: 209), begin: Rect(x: 0, y: 393, width: 852, height: 209)))
        #expect(imported.scenario.screen.idiom == .phone)
    }

    /// A rotation burst made not one rotation (`from` replaced by `to` in the log), and the
    /// error it gives. `swift test` names a case by `what`: its strings made a line of 300
    /// characters.
    struct BrokenBurst: Sendable, CustomTestStringConvertible {
        var what: String
        var from: String
        var to: String
        var message: String

        var testDescription: String { what }
    }

    /// A burst that is not one rotation is refused, naming its lines and why; nothing is
    /// written.
    @Test(arguments: [
        BrokenBurst(
            what: "line 14 back to the portrait width",
            from: "{{0, 184}, {852, 209}}\"; UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 184}, {852, 209}}\"; }}",
            to: "{{0, 184}, {852, 209}}\"; UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\"; }}",
            message: "r.log:7: a rotation: 8 keyboard notifications within 145 ms (lines 7...14) whose frames change width (393 to 852): "
                + "line 14 has a frame of the old width again after the new one's at line 11: not one rotation; cut the log before "
                + "line 7 or after line 14"),
        BrokenBurst(
            what: "every landscape frame 700 wide", from: "852, 209", to: "700, 209",
            message: "r.log:7: a rotation: 8 keyboard notifications within 145 ms (lines 7...14) whose frames change width (393 to 700): "
                + "a rotation turns the 393x852 screen to 852x393, so its frames would then be 852 wide; cut the log before line 7 "
                + "or after line 14"),
    ])
    func aBurstThatIsNotOneRotationIsRefused(_ burst: BrokenBurst) throws {
        let (from, to, message) = (burst.from, burst.to, burst.message)
        var text = try fixtureText("iphone-rotation-burst.log")
        if from.hasPrefix("{{0, 184}") {
            // Only the last line's.
            let range = try #require(text.range(of: from, options: .backwards))
            text.replaceSubrange(range, with: to)
        } else {
            text = text.replacingOccurrences(of: from, with: to)
        }
        let (result, trace) = try imported(text, name: "r.log")
        #expect(result.code == .dataError)
        #expect(result.errors == message + "\n", "\(result.errors)")
        #expect(trace == nil)
    }

    /// A floating frame on a screen the catalogue gives only to an iPhone stays an error (the
    /// log is a phone's); on a size no iPhone has it makes the log an iPad's.
    @Test func aFloatingFrameOnAnIPhonesScreenIsAnError() throws {
        func line(_ end: String) -> String {
            "2024-03-02 10:42:07.118204+0100 Courier[5121:1873402] NSConcreteNotification 0x6000 "
                + "{name = UIKeyboardWillChangeFrameNotification; userInfo = { UIKeyboardAnimationCurveUserInfoKey = 7; "
                + "UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; UIKeyboardFrameEndUserInfoKey = \"NSRect: \(end)\"; }}\n"
        }
        let (phone, none) = try imported(line("{{0, 300}, {393, 336}}"), ["--screen", "393x852"])
        #expect(phone.code == .dataError)
        #expect(phone.errors.hasPrefix("a.log:1: UIKeyboardWillChangeFrameNotification: end frame (x 0, y 300, width 393, height 336) "
            + "is floating: its bottom edge is more than 1 pt above the screen bottom (852); on a phone"), "\(phone.errors)")
        #expect(none == nil)
        let (pad, trace) = try imported(line("{{250, 600}, {320, 250}}"), ["--screen", "820x1180"])
        #expect(pad.code == .success, "\(pad.errors)")
        #expect(try #require(trace).scenario.screen == Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20, idiom: .pad))
    }
}
