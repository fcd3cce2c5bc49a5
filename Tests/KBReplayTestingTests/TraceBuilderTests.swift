import Foundation
import KBReplayTesting
import Testing

/// `Trace.build { ... }`: events from the screen, in time order, checked like a file.
@Suite struct TraceBuilderTests {
    @Test func keyboardFramesAreDockedOrHiddenOnTheScreen() throws {
        let screen = Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0)
        let trace = try Trace.build(name: "se", screen: screen, contentHeight: 1000) {
            keyboardWillShow(at: 0.1, height: 260)
            keyboardWillHide(at: 1, height: 260)
        }
        #expect(trace.events.map(\.event) == [
            .keyboard(KeyboardNotification(
                kind: .willShow, end: Rect(x: 0, y: 407, width: 375, height: 260), duration: 250_000_000, curve: .keyboard)),
            .keyboard(KeyboardNotification(
                kind: .willHide, end: Rect(x: 0, y: 667, width: 375, height: 260), duration: 250_000_000, curve: .keyboard)),
        ])
        #expect(trace.duration == 2_000_000_000, "the last event plus one second")
        #expect(trace.scenario.screen == screen)
    }

    /// A device of the catalogue instead of a screen: an iPhone 8 is 375x667 with a 20 pt
    /// status bar; in landscape 667x375 with no safe area; a typo lists the nearest names.
    @Test func aDeviceGivesTheScreen() throws {
        let portrait = try Trace.build(name: "eight", device: "iPhone 8", contentHeight: 1000) { keyboardWillShow(at: 0.1, height: 260) }
        #expect(portrait.scenario.screen == Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0))
        #expect(portrait.events.first?.event == .keyboard(KeyboardNotification(
            kind: .willShow, end: Rect(x: 0, y: 407, width: 375, height: 260), duration: 250_000_000, curve: .keyboard)))
        let landscape = try Trace.build(name: "wide", device: "iPhone 8", orientation: .landscape, contentHeight: 1000) {}
        #expect(landscape.scenario.screen == Screen(width: 667, height: 375, safeTop: 0, safeBottom: 0))
        #expect(throws: TraceBuildError.self) { try Trace.build(name: "typo", device: "iPhone 8 Pluss", contentHeight: 1000) {} }
        do {
            _ = try Trace.build(name: "typo", device: "iPhone 8 Pluss", contentHeight: 1000) {}
        } catch {
            #expect(error.messages.first?.hasPrefix("device: unknown device 'iPhone 8 Pluss' (nearest: 'iPhone 8 Plus'") == true, "\(error)")
        }
    }

    @Test func eventsAreSortedByTimeAndLoopsAndConditionsWork() throws {
        let streaming = true
        let trace = try Trace.build(name: "stream", duration: 3, contentHeight: 2400) {
            send(at: 1)
            keyboardWillShow(at: 0.1)
            if streaming {
                for step in 1...3 { contentSize(at: 1 + Double(step) / 10, height: 2400 + Double(step) * 50) }
            }
        }
        #expect(trace.events.map { $0.time } == [100_000_000, 1_000_000_000, 1_100_000_000, 1_200_000_000, 1_300_000_000])
        #expect(trace.events.last?.event == .contentSize(height: 2550))
        #expect(trace.duration == 3_000_000_000)
    }

    @Test func configTakesTheHandlersKeysByName() throws {
        let trace = try Trace.build(
            name: "push", contentHeight: 2400, config: ["keyboardPolicy": "push", "pinToTopEnabled": true, "buttonGap": 12]
        ) {}
        #expect(trace.scenario.config[LaunchComposer.Settings.keyboardPolicy] == .push)
        #expect(trace.scenario.config[LaunchComposer.Settings.pinToTopEnabled])
        #expect(trace.scenario.config[LaunchComposer.Settings.buttonGap] == 12)

        let error = #expect(throws: TraceBuildError.self) {
            try Trace.build(name: "typo", contentHeight: 2400, config: ["pinToTop": true]) {}
        }
        #expect(error?.messages.first?.hasPrefix("config: unknown key 'pinToTop'; launch-composer takes pinToTopEnabled,") == true)
    }

    @Test func aTraceTheFormatRejectsThrowsEveryProblem() throws {
        let error = #expect(throws: TraceBuildError.self) {
            try Trace.build(name: "bad", contentHeight: 2400, config: ["pinMinDuration": 1]) {
                dragMove(at: 0.5, y: 400)
            }
        }
        #expect(error?.messages == [
            "bad: config.pinMinDuration: pinMinDuration (1) must not be greater than pinMaxDuration (0.26, the default)",
            "bad: events[0].type: dragMove without a dragBegin before it (a drag is dragBegin, any dragMoves, dragEnd)",
        ])
    }
}

/// `Trace.build` takes a view and a keyboard up at the start; a bad one is the format's error.
@Test func aTraceBuiltInATabBarWithTheKeyboardUp() throws {
    let trace = try Trace.build(
        name: "tab-bar", view: ViewFrame(top: 0, bottom: 769), keyboard: Rect(x: 0, y: 516, width: 393, height: 336),
        contentHeight: 2400) {}
    #expect(trace.scenario.view == ViewFrame(top: 0, bottom: 769))
    #expect(trace.scenario.viewportHeight == 769)
    #expect(trace.scenario.keyboardFrame?.y == 516)
    #expect(throws: TraceBuildError.self) {
        try Trace.build(name: "bad", view: ViewFrame(top: 800, bottom: 700), contentHeight: 2400) {}
    }
}

/// The iPad's and the changing screen's steps (`platform.md`): each trace built is the
/// hand-written one of `Traces/`, event for event.
@Suite struct TraceBuilderPlatformTests {
    private func handWritten(_ name: String) throws -> Trace {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Traces/\(name).trace.json")
        return try TraceParser.parse(Array(try Data(contentsOf: url))).get()
    }

    /// `pad-floating-launch-composer`: an iPad Air (820 x 1180, 24 / 20, idiom pad); shown
    /// docked at 380, undocked to `{250, 600, 320, 250}`, dragged twice, dropped at
    /// `{100, 300}`, docked again (nine notifications), hidden.
    @Test func aFloatingKeyboardSession() throws {
        let floating = Rect(x: 250, y: 600, width: 320, height: 250)
        let trace = try Trace.build(name: "pad-floating-launch-composer", duration: 3.8, device: "iPad Air (4th generation)", contentHeight: 3000) {
            keyboardWillChangeFrame(at: 0.1, height: 380)
            keyboardWillShow(at: 0.1, height: 380)
            keyboardDidChangeFrame(at: 0.35, height: 380)
            keyboardDidShow(at: 0.35, height: 380)
            floatingKeyboard(at: 0.8, frame: floating)
            floatingKeyboardDrag(at: 1.5)
            floatingKeyboardDrag(at: 1.65)
            floatingKeyboardMove(at: 1.8, to: Rect(x: 100, y: 300, width: 320, height: 250))
            keyboardDock(at: 2.4, height: 380)
            keyboardWillChangeFrame(at: 3.2, height: 380, hidden: true)
            keyboardWillHide(at: 3.2, height: 380)
        }
        #expect(trace.scenario.screen == Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20, idiom: .pad))
        let hand = try handWritten("pad-floating-launch-composer")
        #expect(trace.events.count == 22)
        #expect(trace.events == hand.events)
        #expect(trace.scenario == hand.scenario)
        #expect(trace.duration == hand.duration)
    }

    /// A phone turned with the keyboard up: the geometry event swaps 393 x 852 to 852 x 393
    /// with the safe areas given (0 / 21), the root view the whole new screen; a keyboard
    /// step after it is docked on the new screen: `{0, 393 - 209, 852, 209}`.
    @Test func aRotationMakesLaterStepsOnTheTurnedScreen() throws {
        let trace = try Trace.build(name: "turn", contentHeight: 2400) {
            keyboardWillShow(at: 0.1)
            rotate(at: 1, safeTop: 0, safeBottom: 21)
            keyboardWillShow(at: 1.154, height: 209)
        }
        #expect(trace.events.map(\.event) == [
            .keyboard(KeyboardNotification(
                kind: .willShow, end: Rect(x: 0, y: 516, width: 393, height: 336), duration: 250_000_000, curve: .keyboard)),
            .world(.geometry(
                Geometry(screen: Screen(width: 852, height: 393, safeTop: 0, safeBottom: 21), view: ViewFrame(top: 0, bottom: 393)),
                duration: 400_000_000, curve: .easeInOut)),
            .keyboard(KeyboardNotification(
                kind: .willShow, end: Rect(x: 0, y: 184, width: 852, height: 209), duration: 250_000_000, curve: .keyboard)),
        ])
    }

    /// `sheet-detent-launch-chat-view`: a sheet's view `{400, 852}` goes to `{100, 852}` in
    /// 0.35 s with the keyboard up.
    @Test func aSheetChangingDetent() throws {
        let trace = try Trace.build(
            name: "sheet-detent-launch-chat-view", handler: .launchChatView, duration: 2, view: ViewFrame(top: 400, bottom: 852),
            contentHeight: 2400
        ) {
            keyboardWillChangeFrame(at: 0.1)
            keyboardWillShow(at: 0.1)
            changeView(at: 0.8, top: 100, bottom: 852, duration: 0.35)
        }
        let hand = try handWritten("sheet-detent-launch-chat-view")
        #expect(trace.events == hand.events)
        #expect(trace.scenario == hand.scenario)
    }

    /// A view that does not fit the screen is the trace's error, at the event.
    @Test func aViewOffTheScreenIsAnError() {
        do {
            _ = try Trace.build(name: "off", contentHeight: 2400) { changeView(at: 1, top: 0, bottom: 900) }
            Issue.record("a view to 900 on an 852 pt screen was accepted")
        } catch {
            #expect(error.messages.count == 1)
            #expect(error.messages.first?.contains("events[0].view") == true, "\(error)")
        }
    }
}
