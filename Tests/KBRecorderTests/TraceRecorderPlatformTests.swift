import Handlers
import UIKitModel
@testable import KBRecorder
import Testing
import TraceKit

/// The recorder on an iPad, in a window that is not the screen, and across geometry
/// changes (`platform.md`).
@Suite("TraceRecorder: iPad, windows, geometry")
struct TraceRecorderPlatformTests {
    /// An 820 x 1180 iPad in portrait, safe areas 24 / 20.
    static let pad = RecordingSetup(
        screenWidth: 820, screenHeight: 1180, safeTop: 24, safeBottom: 20, contentHeight: 3000, idiom: .pad)
    static let docked = Rect(x: 0, y: 800, width: 820, height: 380)
    static let floating = Rect(x: 250, y: 600, width: 320, height: 250)
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The session of `Traces/pad-floating-launch-composer.trace.json` as an iPad app sees
    /// it: shown docked, undocked to a floating frame (willChangeFrame + willHide), dragged
    /// (zero rects), dropped (didChangeFrame only), docked again (nine notifications),
    /// hidden. Every frame is recorded, and the recording replays to that trace's golden.
    @Test func aFloatingKeyboardSessionReplaysLikeTheHandWrittenTrace() throws {
        let start = 250.5
        var recorder = TraceRecorder(name: "pad-floating-launch-composer", setup: Self.pad, startedAt: start, handler: .launchComposer)
        func post(_ kind: KeyboardNotification.Kind, _ end: Rect, _ duration: Double, at time: Double) {
            #expect(recorder.keyboard(kind, begin: nil, end: end, duration: duration, curve: 7, at: start + time) == nil, "\(kind) at \(time)")
        }
        post(.willChangeFrame, Self.docked, 0.25, at: 0.1)
        post(.willShow, Self.docked, 0.25, at: 0.1)
        post(.didChangeFrame, Self.docked, 0, at: 0.35)
        post(.didShow, Self.docked, 0, at: 0.35)
        post(.willChangeFrame, Self.floating, 0.25, at: 0.8)
        post(.willHide, Self.floating, 0.25, at: 0.8)
        post(.didChangeFrame, Self.floating, 0, at: 1.05)
        post(.didHide, Self.floating, 0, at: 1.05)
        post(.willChangeFrame, Self.zero, 0, at: 1.5)
        post(.willChangeFrame, Self.zero, 0, at: 1.65)
        post(.didChangeFrame, Rect(x: 100, y: 300, width: 320, height: 250), 0, at: 1.8)
        for kind in [KeyboardNotification.Kind.willChangeFrame, .didChangeFrame, .willShow, .willChangeFrame, .willShow] {
            post(kind, Self.docked, kind == .didChangeFrame ? 0 : 0.25, at: 2.4)
        }
        for kind in [KeyboardNotification.Kind.didChangeFrame, .didShow, .didChangeFrame, .didShow] { post(kind, Self.docked, 0, at: 2.65) }
        post(.willChangeFrame, Rect(x: 0, y: 1180, width: 820, height: 380), 0.25, at: 3.2)
        post(.willHide, Rect(x: 0, y: 1180, width: 820, height: 380), 0.25, at: 3.2)
        let text = recorder.traceJSON(stoppedAt: start + 3.8)
        #expect(text.contains("\"screen\": {\"width\": 820, \"height\": 1180, \"safeTop\": 24, \"safeBottom\": 20, \"idiom\": \"pad\"}"))
        #expect(try frames(of: text) == repositoryText("Traces/pad-floating-launch-composer.golden.jsonl"))
    }

    /// The session of `Traces/rotate-keyboard-up-launch-composer.trace.json`: the phone
    /// turns with the keyboard up (the app's size-change call at 1.0 s: 852 x 393, safe
    /// areas 0 / 21, UIKit's 0.4 s transition), then the system's burst in the new
    /// geometry. It replays to that trace's golden.
    @Test func aRotationReplaysLikeTheHandWrittenTrace() throws {
        let setup = RecordingSetup(screenWidth: 393, screenHeight: 852, safeTop: 59, safeBottom: 34, contentHeight: 2400)
        var recorder = TraceRecorder(name: "rotate-keyboard-up-launch-composer", setup: setup, startedAt: 0, handler: .launchComposer)
        let portrait = Rect(x: 0, y: 516, width: 393, height: 336)
        let gone = Rect(x: 0, y: 852, width: 393, height: 336)
        let landscape = Rect(x: 0, y: 184, width: 852, height: 209)
        let landscapeGone = Rect(x: 0, y: 393, width: 852, height: 209)
        let calls: [(KeyboardNotification.Kind, Rect, Double, Double)] = [
            (.willChangeFrame, portrait, 0.25, 0.1), (.willShow, portrait, 0.25, 0.1),
            (.didChangeFrame, portrait, 0, 0.35), (.didShow, portrait, 0, 0.35),
        ]
        for (kind, end, duration, time) in calls { recorder.keyboard(kind, begin: nil, end: end, duration: duration, curve: 7, at: time) }
        #expect(recorder.geometry(screenWidth: 852, screenHeight: 393, safeTop: 0, safeBottom: 21, duration: 0.4, at: 1.0) == nil)
        let burst: [(KeyboardNotification.Kind, Rect, Double, Double)] = [
            (.willChangeFrame, gone, 0.25, 1.004), (.willHide, gone, 0.25, 1.004), (.didChangeFrame, gone, 0, 1.01), (.didHide, gone, 0, 1.01),
            (.willChangeFrame, landscape, 0.25, 1.154), (.willShow, landscape, 0.25, 1.154),
            (.didChangeFrame, landscape, 0, 1.41), (.didShow, landscape, 0, 1.41),
            (.willChangeFrame, landscapeGone, 0.25, 2.2), (.willHide, landscapeGone, 0.25, 2.2),
        ]
        for (kind, end, duration, time) in burst {
            #expect(recorder.keyboard(kind, begin: nil, end: end, duration: duration, curve: 7, at: time) == nil)
        }
        let text = recorder.traceJSON(stoppedAt: 3)
        #expect(text.contains("""
            {"t": 1.0, "type": "geometry", "screen": {"width": 852, "height": 393, "safeTop": 0, "safeBottom": 21}, \
            "view": {"top": 0, "bottom": 393}, "duration": 0.4},
            """), "\(text)")
        #expect(try frames(of: text) == repositoryText("Traces/rotate-keyboard-up-launch-composer.golden.jsonl"))
    }

    /// A Stage Manager window down to the dock (landscape 1180 x 820, the window 60 pt below
    /// the top): the screen stays the device's and the window is the trace's view; keyboard
    /// frames are written as posted.
    @Test func aWindowDownToTheScreensBottomIsTheView() throws {
        let setup = RecordingSetup(
            screenWidth: 1180, screenHeight: 820, safeTop: 24, safeBottom: 20, contentHeight: 2000, idiom: .pad,
            window: Rect(x: 100, y: 60, width: 900, height: 760))
        var recorder = TraceRecorder(name: "stage", setup: setup, startedAt: 0, handler: .launchComposer)
        let shown = Rect(x: 0, y: 420, width: 1180, height: 400)
        #expect(recorder.keyboard(.willShow, begin: nil, end: shown, duration: 0.25, curve: 7, at: 0.1) == nil)
        let text = recorder.traceJSON()
        #expect(text.contains("\"view\": {\"top\": 60, \"bottom\": 820}"))
        let trace = try decoded(text).get()
        #expect(trace.scenario.screen == Screen(width: 1180, height: 820, safeTop: 24, safeBottom: 20, idiom: .pad))
        #expect(trace.scenario.view == ViewFrame(top: 60, bottom: 820))
        // The scroll view as high as the view: 820 - 60.
        #expect(trace.scenario.viewportHeight == 760)
        #expect(trace.events.map(\.event) == [
            .keyboard(KeyboardNotification(kind: .willShow, end: shown, duration: 250_000_000, curve: .keyboard)),
        ])
        #expect(trace.description == "Recorded by KBRecorder. The app's window is the trace's view (60 to 820).")
        // Split View: the whole height, narrower: no view at all.
        var split = setup
        split.window = Rect(x: 0, y: 0, width: 590, height: 820)
        #expect(try decoded(TraceRecorder(name: "split", setup: split, handler: .launchComposer).traceJSON()).get().scenario.view == nil)
    }

    /// Slide Over (landscape 1180 x 820, the window `{850, 10, 320, 790}`, ending 20 pt above
    /// the screen's bottom): the window is the trace's screen, 320 x 790, and every
    /// coordinate moves into it: the keyboard's frame, which ends at the app's bottom (800),
    /// is docked there (`{0, 490, 320, 300}`: 490 + 300 = 790); a finger at 410 is at 400.
    @Test func aSlideOverWindowIsTheScreen() throws {
        let setup = RecordingSetup(
            screenWidth: 1180, screenHeight: 820, safeTop: 24, safeBottom: 20, contentHeight: 2000,
            keyboardFrame: Rect(x: 850, y: 600, width: 320, height: 200), idiom: .pad, window: Rect(x: 850, y: 10, width: 320, height: 790))
        var recorder = TraceRecorder(name: "slide-over", setup: setup, startedAt: 0, handler: .launchComposer)
        #expect(recorder.keyboard(
            .willShow, begin: Rect(x: 850, y: 600, width: 320, height: 200), end: Rect(x: 850, y: 500, width: 320, height: 300),
            duration: 0.25, curve: 7, at: 0.1) == nil)
        #expect(recorder.dragBegan(y: 410, at: 0.5) == nil)
        let trace = try decoded(recorder.traceJSON()).get()
        #expect(trace.scenario.screen == Screen(width: 320, height: 790, safeTop: 24, safeBottom: 20, idiom: .pad))
        #expect(trace.scenario.view == nil)
        #expect(trace.scenario.keyboardFrame == Rect(x: 0, y: 590, width: 320, height: 200))
        #expect(trace.events.map(\.event) == [
            .keyboard(KeyboardNotification(
                kind: .willShow, begin: Rect(x: 0, y: 590, width: 320, height: 200), end: Rect(x: 0, y: 490, width: 320, height: 300),
                duration: 250_000_000, curve: .keyboard)),
            .dragBegin(y: 400),
        ])
        #expect(trace.description == "Recorded by KBRecorder. The app's window at (850, 10) is the trace's screen (320 x 790): "
            + "keyboard frames and fingers moved into it.")
    }

    /// The app goes from full screen into Slide Over: a geometry event whose screen is the
    /// window, and the frames after it moved into the window.
    @Test func aGeometryChangeIntoAWindowMovesLaterFrames() throws {
        let setup = RecordingSetup(screenWidth: 1180, screenHeight: 820, safeTop: 24, safeBottom: 20, contentHeight: 2000, idiom: .pad)
        var recorder = TraceRecorder(name: "into-slide-over", setup: setup, startedAt: 0, handler: .launchComposer)
        #expect(recorder.geometry(
            screenWidth: 1180, screenHeight: 820, safeTop: 24, safeBottom: 20, window: Rect(x: 850, y: 10, width: 320, height: 790),
            duration: 0.35, curve: 0, at: 1) == nil)
        #expect(recorder.keyboard(
            .willShow, begin: nil, end: Rect(x: 850, y: 500, width: 320, height: 300), duration: 0.25, curve: 7, at: 1.5) == nil)
        let trace = try decoded(recorder.traceJSON()).get()
        #expect(trace.events.map(\.event) == [
            .world(.geometry(
                Geometry(screen: Screen(width: 320, height: 790, safeTop: 24, safeBottom: 20, idiom: .pad), view: ViewFrame(top: 0, bottom: 790)),
                duration: 350_000_000, curve: .easeInOut)),
            .keyboard(KeyboardNotification(kind: .willShow, end: Rect(x: 0, y: 490, width: 320, height: 300), duration: 250_000_000, curve: .keyboard)),
        ])
    }

    /// On a phone a floating end frame is dropped, and the message says how a trace gives an
    /// iPad; the same frame on an iPad is recorded. A zero rect is recorded on both (hidden).
    @Test func aFloatingFrameIsAPadsOnly() throws {
        let phone = RecordingSetup(screenWidth: 393, screenHeight: 852, contentHeight: 2000)
        let frame = Rect(x: 0, y: 300, width: 393, height: 336)
        var recorder = TraceRecorder(name: "phone", setup: phone, startedAt: 0, handler: .launchComposer)
        let issue = recorder.keyboard(.willChangeFrame, begin: nil, end: frame, duration: 0.25, curve: 7, at: 0.1)
        #expect(issue?.dropped == true)
        #expect(issue?.message == """
            UIKeyboardWillChangeFrameNotification: end frame (x 0, y 300, width 393, height 336) is floating: its bottom \
            edge is more than 1 pt above the screen bottom (852); on a phone a keyboard is docked, partly off-screen or \
            hidden: floating, undocked and split keyboards exist only on an iPad ("screen": {"idiom": "pad"})
            """)
        #expect(recorder.keyboard(.willChangeFrame, begin: nil, end: Self.zero, duration: 0, curve: 7, at: 0.2) == nil)
        var pad = phone
        pad.idiom = .pad
        var padRecorder = TraceRecorder(name: "pad", setup: pad, startedAt: 0, handler: .launchComposer)
        #expect(padRecorder.keyboard(.willChangeFrame, begin: nil, end: frame, duration: 0.25, curve: 7, at: 0.1) == nil)
        #expect(padRecorder.keyboard(.willChangeFrame, begin: nil, end: Self.zero, duration: 0, curve: 7, at: 0.2) == nil)
        #expect(try decoded(padRecorder.traceJSON()).get().events.count == 2)
    }

    /// A keyboard up at the start may float on an iPad; on a phone a floating one, and a
    /// hidden one anywhere, is replaced by a hidden keyboard (the trace omits `keyboard`),
    /// and the description says so.
    @Test func aStartKeyboardIsOneTheFormatTakes() throws {
        var pad = Self.pad
        pad.keyboardFrame = Self.floating
        #expect(try decoded(TraceRecorder(name: "pad", setup: pad, handler: .launchComposer).traceJSON()).get()
            .scenario.keyboardFrame == Self.floating)
        var phone = RecordingSetup(screenWidth: 393, screenHeight: 852, contentHeight: 2000)
        phone.keyboardFrame = Rect(x: 0, y: 300, width: 393, height: 336)
        let recorder = TraceRecorder(name: "phone", setup: phone, handler: .launchComposer)
        let trace = try decoded(recorder.traceJSON()).get()
        #expect(trace.scenario.keyboardFrame == nil)
        #expect(trace.description == "Recorded by KBRecorder. 1 setup value replaced: a keyboard frame that is floating on a "
            + "phone, by a hidden keyboard.")
        pad.keyboardFrame = Rect(x: 900, y: 600, width: 320, height: 250)  // right of the 820 pt screen
        #expect(try decoded(TraceRecorder(name: "off", setup: pad, handler: .launchComposer).traceJSON()).get().scenario.keyboardFrame == nil)
    }

    /// A geometry change the format cannot hold is dropped, saying why, and the frames
    /// after it are still checked against the screen before it; a handler that takes no
    /// geometry events drops them too.
    @Test func badGeometryChangesAreDropped() throws {
        let setup = RecordingSetup(screenWidth: 393, screenHeight: 852, contentHeight: 2000)
        var recorder = TraceRecorder(name: "bad", setup: setup, startedAt: 0, handler: .launchComposer)
        func geometry(
            _ width: Double, _ height: Double, safe: Double = 0, window: Rect? = nil, duration: Double = 0.4, curve: Int = 0
        ) -> String? {
            recorder.geometry(
                screenWidth: width, screenHeight: height, safeTop: safe, safeBottom: safe, window: window, duration: duration, curve: curve,
                at: 1
            )?.message
        }
        #expect(geometry(0, 393) == "geometry: screen 0 x 393 is not in 0...1e7 (above 0)")
        #expect(geometry(852, .nan) == "geometry: screen 852 x nan is not in 0...1e7 (above 0)")
        #expect(geometry(852, 393, safe: -1) == "geometry: safe areas -1 / -1 are not in 0...1e7")
        #expect(geometry(852, 393, window: Rect(x: 0, y: 0, width: 0, height: 393))
            == "geometry: window (x 0, y 0, width 0, height 393) has no size")
        #expect(geometry(852, 393, duration: -1) == "geometry: duration -1 is not in 0...3600 s")
        #expect(geometry(852, 393, curve: 5) == "geometry: curve 5 is not a UIKit animation curve (0, 1, 2, 3 or 7)")
        // Still the portrait screen: a landscape docked frame (bottom 393) floats on it.
        let landscape = Rect(x: 0, y: 184, width: 852, height: 209)
        #expect(recorder.keyboard(.willShow, begin: nil, end: landscape, duration: 0.25, curve: 7, at: 1.1)?.dropped == true)
        #expect(recorder.events.isEmpty)
        var library = TraceRecorder(name: "lib", setup: setup, startedAt: 0, handler: .messageKit)
        let dropped = library.geometry(screenWidth: 852, screenHeight: 393, safeTop: 0, safeBottom: 21, duration: 0.4, at: 1)
        #expect(dropped?.message == "\(HandlerKind.messageKit.name) takes no 'geometry' events")
        #expect(library.keyboard(.willShow, begin: nil, end: landscape, duration: 0.25, curve: 7, at: 1.1)?.dropped == true)
    }
}
