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
