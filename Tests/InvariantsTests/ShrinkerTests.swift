import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit
@testable import Invariants

/// The first failing runs of a seed, with the first invariant each violates.
private let failures: [(trace: Trace, invariant: InvariantID)] = {
    var found: [(Trace, InvariantID)] = []
    var run = 0
    while found.count < 12 {
        let trace = TraceGenerator().trace(seed: 2024, run: run)
        if let first = InvariantChecker.check(trace, violationLimit: 1).violated.first { found.append((trace, first)) }
        run += 1
    }
    return found
}()

@Test(arguments: 0..<12)
func shrinkingKeepsTheInvariantAndNeverGrows(index: Int) {
    let (trace, invariant) = failures[index]
    let shrinker = Shrinker(invariant: invariant, budget: 1500)
    let result = shrinker.shrink(trace)
    #expect(shrinker.violates(result.trace))
    let before = TraceSize(of: trace)
    let after = TraceSize(of: result.trace)
    #expect(after.events <= before.events)
    #expect(after.duration <= before.duration)
    #expect(after.digits <= before.digits)
    #expect(ShrinkEdits.isWellFormed(result.trace))
    if case .success(let parsed) = TraceParser.parse(Array(TraceWriter.json(result.trace).utf8)) {
        #expect(parsed == result.trace)
    } else {
        Issue.record("the shrunk trace does not parse")
    }
}

/// Every handler's failures shrink to valid traces of that handler that still fail.
@Test(arguments: [HandlerKind.launchChatView, .safeAreaPadding, .form])
func shrinkingWorksForEveryHandler(handler: HandlerKind) throws {
    let generator = try #require(TraceGenerator(handler: handler))
    var shrunk = 0
    for run in 0..<200 where shrunk < 3 {
        let trace = generator.trace(seed: 2024, run: run)
        guard let invariant = InvariantChecker.check(trace, violationLimit: 1).violated.first else { continue }
        shrunk += 1
        let shrinker = Shrinker(invariant: invariant, budget: 800)
        let result = shrinker.shrink(trace).trace
        #expect(result.handler == handler)
        #expect(shrinker.violates(result))
        let (before, after) = (TraceSize(of: trace), TraceSize(of: result))
        #expect(after.events <= before.events && after.duration <= before.duration && after.digits <= before.digits)
        #expect(after != before, "run \(run): nothing shrunk")
        let parsed = try TraceParser.parse(Array(TraceWriter.json(result).utf8)).get()
        #expect(parsed == result, "run \(run)")
    }
    #expect(shrunk == 3)
}

@Test func shrinkingIsDeterministic() {
    let (trace, invariant) = failures[0]
    let shrinker = Shrinker(invariant: invariant, budget: 1500)
    #expect(shrinker.shrink(trace).trace == shrinker.shrink(trace).trace)
}

@Test func aTraceThatDoesNotViolateIsLeftAlone() {
    let trace = Trace(
        name: "quiet", duration: 1_000_000_000,
        scenario: Scenario(screen: Fixture.screen, contentHeight: 2400), events: [])
    let result = Shrinker(invariant: .contentNotCovered).shrink(trace)
    #expect(result.trace == trace)
    #expect(result.steps == 0)
}

/// The composer growth reported by both paths (the offset adjusted twice) hidden among
/// unrelated events shrinks to that pair.
@Test func shrinkingFindsTheCause() {
    let open = Fixture.keyboard(.willShow, height: 336, at: 6)
    let noise: [TimedEvent] = [
        Fixture.event(.tap(y: 300), at: 3), open,
        Fixture.event(.dragBegin(y: 500), at: 40), Fixture.event(.dragMove(y: 450), at: 41),
        Fixture.event(.dragEnd(y: 400, velocity: nil), at: 42),
        Fixture.event(.tapScrollToBottom, at: 60),
        Fixture.event(.composerLayout(height: 70), at: 120), Fixture.event(.extraBottomInset(value: 70), at: 120),
        Fixture.event(.tap(y: nil), at: 150),
    ]
    let trace = Trace(name: "noisy", duration: 3_000_000_000, scenario: Scenario(screen: Fixture.screen, contentHeight: 2400), events: noise)
    #expect(InvariantChecker.check(trace).violated.contains(.noBlankGapAtRest))
    let shrunk = Shrinker(invariant: .noBlankGapAtRest).shrink(trace).trace
    let kinds = shrunk.events.map { $0.event.type.name }
    #expect(kinds == ["composerLayout", "extraBottomInset"])
    #expect(shrunk.duration < trace.duration)
}

@Test func dragRepairKeepsDragsWellFormed() {
    let events = [
        Fixture.event(.dragMove(y: 1), at: 1), Fixture.event(.dragBegin(y: 2), at: 2),
        Fixture.event(.dragBegin(y: 3), at: 3), Fixture.event(.dragMove(y: 4), at: 4),
        Fixture.event(.dragEnd(y: 5, velocity: nil), at: 5), Fixture.event(.dragEnd(y: 6, velocity: nil), at: 6),
    ]
    let repaired = ShrinkEdits.repairingDrags(events)
    #expect(repaired.map(\.event) == [.dragBegin(y: 2), .dragMove(y: 4), .dragEnd(y: 5, velocity: nil)])
}

@Test(arguments: [(336.4, 4), (336.0, 3), (340.0, 2), (0.25, 2), (0.0, 0), (1e-05, 1), (-120.5, 4)])
func significantDigits(value: Double, digits: Int) {
    #expect(TraceSize.significantDigits(value) == digits)
}

/// The generators draw the situations of `situations.md` for every handler (a view, a
/// keyboard up at the start), and their traces parse back; the shrinker drops a situation
/// a finding does not need.
@Test(arguments: TraceGenerator.handlers)
func theGeneratorsDrawSituationsAndTheShrinkerDropsThem(handler: HandlerKind) throws {
    let generator = try #require(TraceGenerator(handler: handler))
    let traces = (0..<120).map { generator.trace(seed: 26, run: $0) }
    let views = traces.compactMap(\.scenario.view)
    #expect(views.contains { $0.top == 0 && $0.bottom < 900 })  // a tab bar
    #expect(views.contains { $0.top > 0 })                      // a sheet or a container
    #expect(traces.contains { $0.scenario.keyboardFrame != nil })
    for trace in traces where trace.scenario.view != nil || trace.scenario.keyboardFrame != nil {
        #expect(try TraceParser.parse(Array(TraceWriter.json(trace).utf8)).get() == trace)
    }
}

/// A situation a finding does not need is shrunk away: a failing trace given the whole
/// screen written out as its view (which changes nothing) shrinks to one without it.
@Test func theShrinkerDropsAViewTheFindingDoesNotNeed() {
    var (trace, invariant) = failures[0]
    trace.scenario.view = ViewFrame(filling: trace.scenario.screen)
    let result = Shrinker(invariant: invariant, budget: 1500).shrink(trace).trace
    #expect(result.scenario.view == nil)
    #expect(result.scenario.keyboardFrame == nil)
}
