import Foundation
import Testing
import TraceKit
@testable import KBReplayCLI

/// An iPad trace (820 x 1180): a docked keyboard `{0, 800, 820, 380}` shown at 0.1 s, undocked
/// at 0.8 s (willChangeFrame + willHide to `{250, 600, 320, 250}`, curve 7), dropped
/// elsewhere at 1.8 s by a didChangeFrame alone (`{100, 300, 320, 250}`).
private let floatingTrace = """
    {"kbtrace": 1, "name": "floating", "duration": 2,
     "screen": {"width": 820, "height": 1180, "safeTop": 24, "safeBottom": 20, "idiom": "pad"},
     "scrollView": {"contentHeight": 3000},
     "events": [
      {"t": 0.1, "type": "keyboardWillChangeFrame", "end": {"x": 0, "y": 800, "width": 820, "height": 380}, "duration": 0.25, "curve": 7},
      {"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 800, "width": 820, "height": 380}, "duration": 0.25, "curve": 7},
      {"t": 0.8, "type": "keyboardWillChangeFrame", "end": {"x": 250, "y": 600, "width": 320, "height": 250}, "duration": 0.25, "curve": 7},
      {"t": 0.8, "type": "keyboardWillHide", "end": {"x": 250, "y": 600, "width": 320, "height": 250}, "duration": 0.25, "curve": 7},
      {"t": 1.8, "type": "keyboardDidChangeFrame", "end": {"x": 100, "y": 300, "width": 320, "height": 250}, "duration": 0, "curve": 7}
     ]}
    """

/// A phone (393 x 852, safe areas 59 / 34) turned to landscape at 0.99 s (852 x 393, safe
/// areas 0 / 21: the view follows the screen), and its view shortened to end at 383 at
/// 1.0 s: both first shown at frame 60 (0.99 s is 59.4 frames, 1.0 s is 60 at 60 fps).
private let rotationTrace = """
    {"kbtrace": 1, "name": "turn", "duration": 1.5,
     "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
     "scrollView": {"contentHeight": 2400},
     "events": [
      {"t": 0.99, "type": "geometry", "screen": {"width": 852, "height": 393, "safeTop": 0, "safeBottom": 21}, "duration": 0.4},
      {"t": 1.0, "type": "geometry", "view": {"top": 0, "bottom": 383}}
     ]}
    """

/// The values the view and compare pages get for a keyboard that floats and for a screen
/// that turns (docs/view.md, docs/compare.md), worked out from the traces by hand.
@Suite("the pages of iPad keyboards and rotations")
struct PlatformPageTests {
    /// Curve 7 (uikit-model.md): `p(t) = 1 - (1 + w t) e^(-w t)`, `w = sqrt(1000 / 3)`.
    static func keyboardCurve(_ t: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }

    /// launch-composer's fields start `kbTop`, then the keyboard's `kbMode, kbX, kbW, kbH`
    /// (columns 0...4): the keyboard part points at its top and its rectangle. Docked at
    /// rest `{0, 800, 820, 380}`; one frame (1/60 s) into the undock every edge has moved
    /// by the same share `p` of the way (one curve); at rest `{250, 600, 320, 250}`,
    /// floating; moved at once by the didChangeFrame at frame 108 (1.8 s).
    @Test func aFloatingKeyboardsPageHoldsItsRectangleFrameByFrame() throws {
        let html = run(["view", "f.trace.json"], in: MemoryFileSystem(files: ["f.trace.json": floatingTrace])).output
        #expect(try member("parts", in: html).hasSuffix(#"["keyboard",0,2,3,4]]"#))
        let values = columns(try member("a", in: html))
        func rect(_ frame: Int) -> [Double] { [values[2][frame], values[0][frame], values[3][frame], values[4][frame]].map { Double($0) / 1000 } }
        #expect(rect(47) == [0, 800, 820, 380])
        #expect(values[1][47] == 1, "docked, the second mode")

        let p = Self.keyboardCurve(1.0 / 60)
        let expected = [250 * p, 800 - 200 * p, 820 - 500 * p, 380 - 130 * p]
        for (found, want) in zip(rect(49), expected) { #expect(abs(found - want) < 0.002, "\(rect(49)) against \(expected)") }
        #expect(values[1][49] == 3, "floating from the undock's frame on")

        #expect(rect(78) == [250, 600, 320, 250])  // 0.5 s after the undock: curve 7 has landed
        #expect(rect(107) == [250, 600, 320, 250])
        #expect(rect(108) == [100, 300, 320, 250])
        #expect(values[1][120] == 3)
        #expect(!html.contains("\ngeo:"), "the screen never changes: no geometry member")
    }

    /// The rotation and the view's change both show from frame 60: one change, the last
    /// one's geometry (852 x 393, safe 0 / 21, view 0...383). The composer's rest in it:
    /// launch-composer's the view's bottom, 383 (852 before); launch-chat-view's above the
    /// view's safe bottom `max(0, 21 - (393 - 383)) = 11`, 372 (852 - 34 = 818 before).
    @Test func aRotatedScreensPageHoldsTheNewScreenFromTheFrameThatShowsIt() throws {
        let view = run(["view", "t.trace.json"], in: MemoryFileSystem(files: ["t.trace.json": rotationTrace])).output
        #expect(try member("W", in: view) == "393")
        #expect(try member("H", in: view) == "852")
        #expect(try member("geo", in: view) == "[[60,852,393,0,21,0,383]]")
        #expect(try member("rest", in: view) == "852")
        #expect(try member("rests", in: view) == "[383]")

        let fileSystem = MemoryFileSystem(files: ["t.trace.json": rotationTrace])
        fileSystem.addFile("out/.keep", [])
        let result = run(["compare", "t.trace.json", "-o", "out", "--handlers", "launch-composer,launch-chat-view"], in: fileSystem)
        #expect(result.code == .success, Comment(rawValue: result.errors))
        let page = String(decoding: try #require(fileSystem.files["out/turn.compare.html"]), as: UTF8.self)
        #expect(try member("geo", in: page) == "[[60,852,393,0,21,0,383]]")
        let phones = try member("phones", in: page).matches(of: /\{name:"([^"]+)",rest:([0-9.]+),rests:\[([^\]]*)\]/)
            .map { "\($0.1) \($0.2) \($0.3)" }
        #expect(phones == ["launch-composer 852 383", "launch-chat-view 818 372"])
    }

    /// Each geometry event at the first frame that shows it; one past the last frame is
    /// never shown (frames run to `ceil(duration * fps)`: 1 s ends at frame 60, 0.98 s at 59).
    @Test func geometryChangesAreTheFramesThatShowThem() throws {
        var trace = try TraceParser.parse(Array(rotationTrace.utf8)).get()
        #expect(PageData.geometryChanges(trace).map(\.frame) == [60])
        trace.duration = 1_000_000_000
        #expect(PageData.geometryChanges(trace).map(\.frame) == [60])
        trace.duration = 980_000_000
        #expect(PageData.geometryChanges(trace).isEmpty, "frame 60 is past the end")
    }
}
