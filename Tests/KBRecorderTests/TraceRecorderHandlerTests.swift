import Handlers
import UIKitModel
@testable import KBRecorder
import Testing
import TraceKit

/// The recorder for any handler: its events, as it declares them, and its config.
@Suite("TraceRecorder: any handler")
struct TraceRecorderHandlerTests {
    static let setup = RecordingSetup(screenWidth: 393, screenHeight: 852, safeTop: 59, safeBottom: 34, contentHeight: 1200)
    static let shown = Rect(x: 0, y: 516, width: 393, height: 336)
    static let hidden = Rect(x: 0, y: 852, width: 393, height: 336)

    /// A form: a field focused at y 700 (44 high), the keyboard shows, a layout pass. The
    /// form takes no `send`: dropped, and counted in the description.
    @Test func aFormSession() throws {
        var config = HandlerConfig(keys: HandlerKind.form.schema.configKeys)
        let strategy = try #require(HandlerKind.form.schema.configKeys.first { $0.name == "strategy" })
        guard case .choice(let names, _) = strategy.kind else { Issue.record("strategy is a choice"); return }
        let other = try #require(names.first { $0 != config[FormScreen.Settings.strategy].rawValue })
        config.set("strategy", to: .choice(other))
        var recorder = TraceRecorder(name: "form", setup: Self.setup, startedAt: 0, handler: .form, config: config)
        #expect(recorder.appEvent(.focus(y: 700, height: 44), at: 0.1) == nil)
        recorder.keyboard(.willShow, begin: Self.hidden, end: Self.shown, duration: 0.25, curve: 7, at: 0.2)
        #expect(recorder.appEvent(.layoutPass, at: 0.3) == nil)
        let send = recorder.appEvent(.send, at: 0.4)
        #expect(send?.dropped == true)
        #expect(send?.message == "form takes no 'send' events")
        let trace = try decoded(recorder.traceJSON()).get()
        #expect(trace.handler.name == "form")
        #expect(trace.scenario.config[FormScreen.Settings.strategy].rawValue == other)
        #expect(trace.events.map(\.event) == [
            .focus(y: 700, height: 44),
            .keyboard(KeyboardNotification(kind: .willShow, begin: Self.hidden, end: Self.shown, duration: 250_000_000, curve: .keyboard)),
            .layoutPass,
        ])
        #expect(trace.events.map(\.time) == [100_000_000, 200_000_000, 300_000_000])
        #expect(trace.description == "Recorded by KBRecorder. 1 dropped events the handler does not take.")
    }

    /// Keyboard notifications and drags have their own calls; a custom event must be one
    /// the handler declares, with its fields (a send is one: launch-composer's).
    @Test func appEventsAreTheHandlersOwn() {
        var recorder = TraceRecorder(name: "chat", setup: Self.setup, startedAt: 0, handler: .launchComposer)
        #expect(recorder.appEvent(.dragBegin(y: 400), at: 0)?.message == "dragBegin is recorded with its own call, not appEvent")
        let custom = AppEvent("composerResized", ["height": 60])
        #expect(recorder.appEvent(.app(custom), at: 0)?.message == "launch-composer takes no 'composerResized' events")
        // A type it takes, with other fields than its declaration's.
        let heavySend = AppEvent("send", ["height": 60])
        #expect(recorder.appEvent(.app(heavySend), at: 0)?.message
            == "launch-composer declares no event 'send' with fields [\"height\"]")
        #expect(recorder.appEvent(.scrollToTopTrigger, at: 0.5) == nil)
        #expect(recorder.appEvent(.send, at: 0.6) == nil)
        #expect(recorder.events.count == 2)
    }

    /// Without a config, launch-composer's defaults, with `pinToTopEnabled` from the setup.
    @Test func theSetupsPinToTopIsLaunchComposersConfig() {
        var setup = Self.setup
        setup.pinToTopEnabled = true
        let recorder = TraceRecorder(name: "chat", setup: setup, handler: .launchComposer)
        #expect(recorder.config[LaunchComposer.Settings.pinToTopEnabled])
        // Another handler's config is not taken: the handler's defaults.
        let other = TraceRecorder(
            name: "x", setup: Self.setup, handler: .safeAreaPadding, config: HandlerConfig(keys: HandlerKind.form.schema.configKeys))
        #expect(other.config == HandlerConfig(keys: HandlerKind.safeAreaPadding.schema.configKeys))
        #expect(other.traceDescription == "Recorded by KBRecorder. 1 setup value replaced: a config of other keys than "
            + "safe-area-padding's, by its defaults.")
    }
}
