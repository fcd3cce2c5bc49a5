import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit
@testable import Invariants

/// The handlers other than the default, whose generators are new.
private let otherHandlers = HandlerKind.builtIn.filter { $0 != .launchComposer }

/// Every built-in handler brings its script and its registration (`ExploredHandler`,
/// `CheckedHandler`): the one list, `HandlerKind.builtIn`, is all that names them.
@Test func theGeneratorKnowsEveryBuiltInHandler() {
    #expect(TraceGenerator.handlers.map(\.name) == [
        "launch-composer", "launch-chat-view", "safe-area-padding", "form", "constraint-resize", "js-padding",
        "rn-keyboard-avoiding-view", "keyboard-layout-guide", "messagekit", "iqkeyboardmanager",
        "rnkc-aware-scroll-view", "rnkc-chat-scroll-view",
    ])
    #expect(TraceGenerator.handlers == HandlerKind.builtIn)
    #expect(HandlerInvariants.builtIn.map(\.handler) == HandlerKind.builtIn.map(\.name))
    #expect(TraceGenerator().handler == .launchComposer)
    #expect(HandlerKind.builtIn.allSatisfy { TraceGenerator(handler: $0)?.handler == $0 })
}

/// A handler of a user's own that takes the keyboard notifications gets the stage's
/// generator: only the events it takes (the metronome takes the six keyboard
/// notifications and its own `tick`, which the generator does not know), its default config.
@Test func aHandlerOfYourOwnGetsTheStagesGenerator() throws {
    let metronome = HandlerKind(MetronomeHandler.self)
    let generator = try #require(TraceGenerator(handler: metronome))
    for run in 0..<100 {
        let trace = generator.trace(seed: 3, run: run)
        #expect(trace.handler == metronome)
        #expect(trace.events.allSatisfy { EventType.keyboard.contains($0.event.type) }, "run \(run)")
        #expect(trace.scenario.config == metronome.schema.defaultConfig)
    }
}

/// The generator of a built-in handler.
private func generator(for handler: HandlerKind) throws -> TraceGenerator {
    try #require(TraceGenerator(handler: handler))
}

/// Every handler's traces are valid for it: written and parsed back they are the same
/// trace, of that handler, with only the event types it takes.
@Test(arguments: HandlerKind.builtIn)
func generatedTracesParseBackForTheirHandler(handler: HandlerKind) throws {
    let generator = try generator(for: handler)
    for run in 0..<300 {
        let trace = generator.trace(seed: 5, run: run)
        #expect(trace.handler == handler)
        #expect(ShrinkEdits.isWellFormed(trace), "run \(run)")
        #expect(trace.events.allSatisfy { handler.schema.takes($0.event.type) }, "run \(run)")
        #expect(trace.duration > (trace.events.last?.time ?? 0), "run \(run)")
        switch TraceParser.parse(Array(TraceWriter.json(trace).utf8)) {
        case .success(let parsed): #expect(parsed == trace, "run \(run)")
        case .failure(let diagnostics): Issue.record("run \(run) does not parse: \(diagnostics)")
        }
    }
}

@Test(arguments: otherHandlers)
func aRunDependsOnlyOnItsSeedHandlerAndNumber(handler: HandlerKind) throws {
    let generator = try generator(for: handler)
    let trace = generator.trace(seed: 77, run: 12)
    #expect(trace == TraceGenerator(handler: handler)?.trace(seed: 77, run: 12))
    #expect(trace != generator.trace(seed: 77, run: 13))
    #expect(trace != generator.trace(seed: 78, run: 12))
    #expect(trace.name == "explore-\(handler.name)-77-12")
    #expect(TraceGenerator().trace(seed: 77, run: 12).name == "explore-77-12")
}

@Test func differentHandlersGiveDifferentTraces() throws {
    for run in 0..<20 {
        let traces = try TraceGenerator.handlers.map { try generator(for: $0).trace(seed: 9, run: run) }
        for (index, trace) in traces.enumerated() {
            for other in traces[(index + 1)...] {
                #expect(trace.events != other.events, "run \(run): \(trace.handler.name) and \(other.handler.name)")
            }
        }
    }
}

/// The events, frames and timings of a few hundred runs of one handler.
private struct Coverage {
    var types = Set<EventType>()
    var choices = Set<String>()
    var shortcutBar = false
    var instantKeyboard = false
    var curves = Set<AnimationCurve>()
    /// A willShow within 0.4 s after a willHide: a hide interrupted by a show.
    var interruptedHide = false
    /// A layout pass or a focus within 0.5 s after a will-notification: while it animates.
    var layoutPassWhileMoving = false
    var focusWhileMoving = false
    var layoutPassAfterAnimation = false
    var animatedScroll = Set<Bool>()

    init(_ handler: HandlerKind, key: String, platform: ExplorePlatform = .phone) throws {
        let generator = try #require(TraceGenerator(handler: handler, platform: platform))
        for run in 0..<400 {
            let trace = generator.trace(seed: 21, run: run)
            if case .choice(let name) = trace.scenario.config.value(key) { choices.insert(name) }
            var lastWill: (time: Nanoseconds, kind: KeyboardNotification.Kind)?
            for timed in trace.events {
                types.insert(timed.event.type)
                let sinceWill = lastWill.map { timed.time - $0.time }
                switch timed.event {
                case .world(.keyboard(let notification)):
                    if let end = notification.end,
                       KeyboardFrameKind(end, screenHeight: trace.scenario.screen.height) == .partlyOffScreen {
                        shortcutBar = true
                    }
                    guard notification.kind.isWill else { break }
                    instantKeyboard = instantKeyboard || notification.duration == 0
                    curves.insert(notification.curve)
                    if notification.kind == .willShow, let lastWill, lastWill.kind == .willHide,
                       let sinceWill, sinceWill > 0, sinceWill < 400_000_000 {
                        interruptedHide = true
                    }
                    lastWill = (timed.time, notification.kind)
                case .app(let event) where event.type == FormScreen.Events.layoutPass:
                    guard let sinceWill else { break }
                    if sinceWill > 0 && sinceWill < 250_000_000 { layoutPassWhileMoving = true }
                    if sinceWill > 500_000_000 { layoutPassAfterAnimation = true }
                case .app(let event) where event.type == FormScreen.Events.focus:
                    if let sinceWill, sinceWill > 0, sinceWill < 250_000_000 { focusWhileMoving = true }
                case .app(let event) where event.type == LaunchChatView.Events.scrollToBottom:
                    animatedScroll.insert(event.flag("animated"))
                default:
                    break
                }
            }
        }
    }
}

@Test func formTracesReachWhereItsGlitchesHide() throws {
    let coverage = try Coverage(.form, key: "strategy")
    #expect(coverage.types.isSuperset(of: EventType.keyboard + [FormScreen.Events.focus, FormScreen.Events.blur, FormScreen.Events.layoutPass, .tap] + EventType.drags))
    #expect(coverage.choices == ["frameShift", "scrollView"])
    #expect(coverage.shortcutBar && coverage.interruptedHide && coverage.focusWhileMoving)
    #expect(coverage.layoutPassWhileMoving && coverage.layoutPassAfterAnimation)
}

@Test func safeAreaTracesReachWhereItsGlitchesHide() throws {
    let coverage = try Coverage(.safeAreaPadding, key: "detection")
    #expect(coverage.types == Set(EventType.keyboard + [.composerLayout]))
    #expect(coverage.choices == ["layout", "notification"])
    #expect(coverage.shortcutBar && coverage.instantKeyboard && coverage.interruptedHide)
    #expect(coverage.curves == Set(AnimationCurve.allCases))
}

@Test func chatViewTracesTakeItsOwnEvents() throws {
    // Every type, `geometry` too (off the phone platform: `--platform all`).
    let coverage = try Coverage(.launchChatView, key: "none", platform: .all)
    #expect(coverage.types == Set(LaunchChatView.schema.eventTypes))
    #expect(coverage.animatedScroll == [false, true])
    #expect(coverage.shortcutBar && coverage.instantKeyboard)
}

/// A drag on a frame-shifted form, or a shortcut bar shrunk until it floats, is not a
/// trace the format accepts: the shrinker must not try it.
@Test func shrinkCandidatesStayValidForTheirHandler() throws {
    var config = FormScreen.schema.defaultConfig
    config.set("strategy", to: .choice("frameShift"))
    let form = Trace(
        name: "form", handler: .form, duration: 1_000_000_000,
        scenario: Scenario(screen: Fixture.screen, contentHeight: 852, config: config),
        events: [Fixture.event(.dragBegin(y: 400), at: 1), Fixture.event(.dragEnd(y: 300, velocity: nil), at: 2)])
    #expect(!ShrinkEdits.isWellFormed(form))
    var scrolled = form
    scrolled.scenario.config.set("strategy", to: .choice("scrollView"))
    #expect(ShrinkEdits.isWellFormed(scrolled))

    // A frame reaching 2.4 pt below the screen's bottom (852): partly off-screen.
    let bar = KeyboardNotification(kind: .willShow, end: Rect(x: 0, y: 800, width: 393, height: 54.4), duration: 0, curve: .keyboard)
    var barTrace = scrolled
    barTrace.events = [TimedEvent(time: 0, event: .keyboard(bar))]
    #expect(ShrinkEdits.isWellFormed(barTrace))
    // Its height rounded to 50 ends it 2 pt above the screen's bottom: floating.
    let rounded = try #require(ShrinkEdits.simplifications(of: .keyboard(bar), screenHeight: 852).first {
        if case .world(.keyboard(let simpler)) = $0 { return simpler.end == Rect(x: 0, y: 800, width: 393, height: 50) }
        return false
    })
    barTrace.events = [TimedEvent(time: 0, event: rounded)]
    #expect(!ShrinkEdits.isWellFormed(barTrace))
}

/// Scenario edits reset a handler's own `config` entries to its defaults and round its
/// numbers: never a key of another handler.
@Test func scenarioEditsKeepTheHandlersConfig() {
    var config = FormScreen.schema.defaultConfig
    config.set("strategy", to: .choice("frameShift"))
    config.set("fieldPadding", to: .number(37))
    let trace = Trace(
        name: "form", handler: .form, duration: 1_000_000_000,
        scenario: Scenario(screen: Fixture.screen, contentHeight: 852, config: config), events: [])
    let edits = ShrinkEdits.scenarioEdits(trace)
    #expect(edits.allSatisfy { $0.scenario.config.keys == FormScreen.schema.configKeys })
    let configs = edits.map { TraceWriter.configuration($0.scenario.config).map { "\($0.0)=\($0.1)" } }.filter { $0.count <= 2 }
    #expect(configs.contains(["fieldPadding=37"]))  // the strategy back to scrollView
    #expect(configs.contains(["strategy=\"frameShift\""]))  // the padding back to 20
    #expect(configs.contains(["strategy=\"frameShift\"", "fieldPadding=40"]))  // rounded to 10
    #expect(configs.contains(["strategy=\"frameShift\"", "fieldPadding=0"]))  // rounded to 100
}
