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
