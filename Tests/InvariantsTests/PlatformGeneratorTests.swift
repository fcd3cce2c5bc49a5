import Handlers
import UIKitModel
import Testing
import TraceKit
@testable import Invariants

/// `explore --platform pad|all`: iPad screens, floating and split keyboards, zero rects and
/// geometry events for every built-in handler; every trace valid, every shrink candidate the
/// shrinker accepts valid too.

/// Whether the decoder takes the trace as written.
private func parses(_ trace: Trace) -> Bool {
    if case .success = TraceParser.parse(Array(TraceWriter.json(trace).utf8)) { return true }
    return false
}

/// What 50 runs of one handler on one platform hold.
private struct PlatformCoverage {
    var idioms = Set<Screen.Idiom>()
    var floatingEnd = false
    var floatingStart = false
    var splitEnd = false
    var zeroRect = false
    /// A didChangeFrame moving a floating keyboard with no will-notification at its time.
    var droppedByDidOnly = false
    /// willChangeFrame, didChangeFrame, willShow, willChangeFrame, willShow at one time.
    var nineNotificationDock = false
    var rotation = false
    var viewChange = false
    var phoneZeroRect = false
    var phoneRotation = false

    init(_ handler: HandlerKind, platform: ExplorePlatform, seed: UInt64 = 4, runs: Int = 50) throws {
        let generator = try #require(TraceGenerator(handler: handler, platform: platform))
        for run in 0..<runs {
            let trace = generator.trace(seed: seed, run: run)
            let screen = trace.scenario.screen
            idioms.insert(screen.idiom)
            #expect(ShrinkEdits.isWellFormed(trace), "\(handler.name) run \(run)")
            #expect(trace.events.allSatisfy { handler.schema.takes($0.event.type) }, "\(handler.name) run \(run)")
            switch TraceParser.parse(Array(TraceWriter.json(trace).utf8)) {
            case .success(let parsed): #expect(parsed == trace, "\(handler.name) run \(run)")
            case .failure(let diagnostics): Issue.record("\(handler.name) run \(run) does not decode: \(diagnostics)")
            }
            if let start = trace.scenario.keyboardFrame,
               KeyboardFrameKind(start, screenHeight: screen.height, screenWidth: screen.width) == .floating {
                floatingStart = true
            }
            var (height, width) = (screen.height, screen.width)
            var wills: [KeyboardNotification.Kind] = []
            var willsAt: Nanoseconds = -1
            for timed in trace.events {
                if timed.time != willsAt { (wills, willsAt) = ([], timed.time) }
                switch timed.event {
                case .world(.geometry(let geometry, _, _)):
                    if geometry.screen.height != height {
                        rotation = true
                        if screen.idiom == .phone { phoneRotation = true }
                    } else {
                        viewChange = true
                    }
                    (height, width) = (geometry.screen.height, geometry.screen.width)
                case .world(.keyboard(let notification)):
                    wills.append(notification.kind)
                    guard let end = notification.end else { break }
                    if end == Stage.zeroFrame {
                        zeroRect = true
                        if screen.idiom == .phone { phoneZeroRect = true }
                    }
                    if KeyboardFrameKind(end, screenHeight: height, screenWidth: width) == .floating {
                        floatingEnd = true
                        if end.width == width { splitEnd = true }
                        if notification.kind == .didChangeFrame, wills == [.didChangeFrame] { droppedByDidOnly = true }
                    }
                    if wills == [.willChangeFrame, .didChangeFrame, .willShow, .willChangeFrame, .willShow] {
                        nineNotificationDock = true
                    }
                default:
                    break
                }
            }
        }
    }
}

/// Every built-in handler, 50 runs on `pad`: iPads only, floating, split and zero-rect end
/// frames, floating keyboards dropped by a didChangeFrame alone and docked again by the
/// nine notifications, and geometry events (rotations and view changes) exactly for the
/// handlers that take them (the libraries' handlers do not yet, `libraries.md`); every trace
/// decodes to itself.
@Test(arguments: HandlerKind.builtIn)
func padTracesHoldTheMovingParts(handler: HandlerKind) throws {
    let coverage = try PlatformCoverage(handler, platform: .pad)
    #expect(coverage.idioms == [.pad])
    #expect(coverage.floatingEnd && coverage.splitEnd && coverage.zeroRect)
    #expect(coverage.droppedByDidOnly && coverage.nineNotificationDock)
    let takesGeometry = handler.schema.takes(.geometry)
    #expect(coverage.rotation == takesGeometry && coverage.viewChange == takesGeometry)
}

/// Some pad runs start with a floating keyboard up (over all handlers: one run in about
/// thirty per handler draws it).
@Test func somePadRunsStartWithAFloatingKeyboard() throws {
    var starts = 0
    for handler in HandlerKind.builtIn where try PlatformCoverage(handler, platform: .pad, runs: 30).floatingStart {
        starts += 1
    }
    #expect(starts >= 3)
}

/// `all` draws iPhones and iPads; an iPhone gets zero rects and, for a handler that takes
/// geometry, rotations.
@Test(arguments: [HandlerKind.launchChatView, .form, .keyboardLayoutGuide, .messageKit])
func allDrawsPhonesAndPads(handler: HandlerKind) throws {
    let coverage = try PlatformCoverage(handler, platform: .all, runs: 120)
    #expect(coverage.idioms == [.phone, .pad])
    #expect(coverage.phoneZeroRect)
    #expect(coverage.phoneRotation == handler.schema.takes(.geometry))
}

/// The default platform draws none of it: the iPhone traces explore always wrote (their
/// bytes for seeds 1, 2 and 7 were compared with the build before the option).
@Test(arguments: HandlerKind.builtIn)
func phoneTracesHaveNoneOfThePlatformsMoves(handler: HandlerKind) throws {
    let generator = try #require(TraceGenerator(handler: handler))
    #expect(generator.platform == .phone)
    for run in 0..<40 {
        let trace = generator.trace(seed: 4, run: run)
        #expect(trace == TraceGenerator(handler: handler, platform: .phone)?.trace(seed: 4, run: run))
        #expect(trace.scenario.screen.idiom == .phone)
        #expect(!trace.events.contains { $0.event.type == .geometry })
        #expect(!trace.events.contains { $0.event.keyboardNotification?.end == Stage.zeroFrame })
    }
}

/// The shrinker's candidates of pad and all traces (each event dropped, each scenario
/// edit, each event simplified against the screen in force, times rounded): every one it
/// would try (`ShrinkEdits.isWellFormed`) decodes.
@Test(arguments: [
    (HandlerKind.launchChatView, ExplorePlatform.pad), (.constraintResize, .all), (.keyboardLayoutGuide, .pad),
    (.form, .all), (.iqkeyboardmanager, .pad), (.rnKeyboardAvoidingView, .all),
])
func shrinkCandidatesOfPlatformTracesStayValid(handler: HandlerKind, platform: ExplorePlatform) throws {
    let generator = try #require(TraceGenerator(handler: handler, platform: platform))
    var tried = 0
    for run in 0..<12 {
        let trace = generator.trace(seed: 8, run: run)
        var candidates = ShrinkEdits.scenarioEdits(trace)
        var height = trace.scenario.screen.height
        for index in trace.events.indices {
            var dropped = trace
            dropped.events.remove(at: index)
            dropped.events = ShrinkEdits.repairingDrags(dropped.events)
            candidates.append(dropped)
            if case .world(.geometry(let geometry, _, _)) = trace.events[index].event { height = geometry.screen.height }
            for simpler in ShrinkEdits.simplifications(of: trace.events[index].event, screenHeight: height) {
                var simplified = trace
                simplified.events[index].event = simpler
                candidates.append(simplified)
            }
        }
        var rounded = trace
        for index in rounded.events.indices { rounded.events[index].time = ShrinkEdits.round(rounded.events[index].time, to: 100_000_000) }
        candidates.append(rounded)
        for candidate in candidates where ShrinkEdits.isWellFormed(candidate) {
            tried += 1
            #expect(parses(candidate), "\(handler.name) run \(run): a candidate the shrinker would try does not decode")
        }
    }
    #expect(tried > 100)
}

/// On a phone, dropping a rotation leaves the keyboard frames written for the turned
/// screen floating against the old one: not a trace the shrinker may try.
@Test func droppingARotationOnAPhoneIsNotTried() throws {
    let generator = try #require(TraceGenerator(handler: .launchChatView, platform: .all))
    var checked = 0
    for run in 0..<200 {
        let trace = generator.trace(seed: 8, run: run)
        guard trace.scenario.screen.idiom == .phone,
              let index = trace.events.firstIndex(where: { $0.event.type == .geometry }) else { continue }
        var dropped = trace
        dropped.events.remove(at: index)
        #expect(ShrinkEdits.isWellFormed(dropped) == parses(dropped), "run \(run)")
        checked += 1
    }
    #expect(checked > 5)
}

/// The explore smoke of the new mode: every built-in handler replays and checks 12 pad runs
/// (shrinking one finding per invariant) without a trap, and a shrunk finding decodes.
@Test(arguments: HandlerKind.builtIn)
func exploringPadRunsEveryHandler(handler: HandlerKind) throws {
    let generator = try #require(TraceGenerator(handler: handler, platform: .pad))
    let explorer = Explorer(seed: 1, generator: generator, shrinksPerInvariant: 1, shrinkBudget: 200)
    let result = explorer.explore(runs: 12)
    #expect(result.runs == 12)
    for finding in result.findings {
        #expect(parses(finding.minimal), "\(finding.minimal.name)")
        #expect(finding.minimal.scenario.screen.idiom == .pad)
    }
    #expect(explorer.command.hasSuffix("--platform pad"))
}
