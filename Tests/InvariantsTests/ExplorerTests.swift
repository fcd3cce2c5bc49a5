import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit
@testable import Invariants

@Test func theSameSeedGivesTheSameResults() {
    let explorer = Explorer(seed: 99, shrinksPerInvariant: 1, shrinkBudget: 600)
    let first = explorer.explore(runs: 80)
    let second = Explorer(seed: 99, shrinksPerInvariant: 1, shrinkBudget: 600).explore(runs: 80)
    #expect(first == second)
    #expect(first.runs == 80)
    #expect(!first.findings.isEmpty)
}

@Test func seedsExploreDifferentTraces() {
    #expect(Explorer(seed: 1).trace(run: 0) != Explorer(seed: 2).trace(run: 0))
}

@Test func theHostDecidesWhenToStop() {
    let result = Explorer(seed: 5, shrinksPerInvariant: 0).explore(runs: 1000) { made in made < 17 }
    #expect(result.runs == 17)
}

@Test func findingsAreMinimalReproductions() {
    let result = Explorer(seed: 8, shrinksPerInvariant: 1, shrinkBudget: 600).explore(runs: 60)
    for finding in result.findings {
        let report = InvariantChecker.check(finding.minimal)
        #expect(report.violated.contains(finding.invariant))
        #expect(report.violated == finding.violated)
        #expect(finding.minimal.expectedViolations == nil)
        #expect(finding.minimal.name == "explore-8-\(finding.run)-\(finding.invariant.rawValue)")
        #expect(finding.minimal.events.count <= finding.original.events.count)
        #expect(finding.signature.hasPrefix(finding.invariant.rawValue + ":"))
    }
    let tallied = result.tallies.map(\.invariant)
    #expect(tallied == tallied.sorted())
}

/// The form's `frameShift` strategy snaps back on a layout pass (`Traces/form-frameshift-*`):
/// exploring the form finds it, and the shrunk trace still shows it.
@Test func exploringTheFormFindsTheSnapBack() throws {
    let form = try #require(TraceGenerator(handler: .form))
    let result = Explorer(seed: 4, generator: form, shrinksPerInvariant: 1, shrinkBudget: 800).explore(runs: 60)
    #expect(result.tallies.map(\.invariant).contains(.noSnapBack))
    let finding = try #require(result.findings.first { $0.invariant == .noSnapBack })
    let minimal = finding.minimal
    #expect(minimal.handler == .form)
    #expect(minimal.name == "explore-form-4-\(finding.run)-no-snap-back")
    #expect(minimal.description?.hasPrefix("Found by kbreplay explore --seed 4 --handler form in run \(finding.run), ") == true)
    #expect(InvariantChecker.check(minimal).violated.contains(.noSnapBack))
    let (before, after) = (TraceSize(of: finding.original), TraceSize(of: minimal))
    #expect(after.events <= before.events && after.duration <= before.duration && after.digits <= before.digits)
    // The view moves by hand for an active field when the keyboard shows; a layout pass puts it back.
    #expect(minimal.scenario.config[FormScreen.Settings.strategy] == .frameShift)
    let types = minimal.events.map(\.event.type)
    #expect(types.contains(FormScreen.Events.focus) && types.contains(.keyboardWillShow) && types.contains(FormScreen.Events.layoutPass))
    #expect(finding.violated.allSatisfy { $0.invariant.applies(to: "form") })
}

@Test func theDefaultHandlerIsLaunchComposer() throws {
    let explorer = Explorer(seed: 3)
    #expect(explorer.handler == .launchComposer)
    #expect(explorer.command == "explore --seed 3")
    let safeArea = try #require(TraceGenerator(handler: .safeAreaPadding))
    #expect(Explorer(seed: 3, generator: safeArea).command == "explore --seed 3 --handler safe-area-padding")
    #expect(explorer.trace(run: 5) == TraceGenerator().trace(seed: 3, run: 5))
}
