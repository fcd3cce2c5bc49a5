import HandlerCore
import UIKitModel
import TraceModel

/// Hunts for traces that break the invariants: generates seeded random traces, checks
/// each, and shrinks failures to minimal traces.
///
/// Sans-IO: it reads no clock and writes no file. The host decides when to stop
/// (`shouldContinue`, asked before each run) and what to do with the findings.
/// Results depend only on the seed, the handler and the number of runs made.
public struct Explorer: Sendable {
    public var seed: UInt64
    /// The handler whose traces it generates (the generator's).
    public var handler: HandlerKind { generator.handler }
    /// Failing runs shrunk per invariant (the first ones found); further failures are counted.
    public var shrinksPerInvariant: Int
    /// Candidate replays allowed per shrink.
    public var shrinkBudget: Int
    public var generator: TraceGenerator

    /// Explores `generator`'s traces (by default the default handler's; for another built-in
    /// handler, `TraceGenerator(handler:)`).
    public init(
        seed: UInt64, generator: TraceGenerator, shrinksPerInvariant: Int = 3, shrinkBudget: Int = 4000
    ) {
        self.seed = seed
        self.generator = generator
        self.shrinksPerInvariant = shrinksPerInvariant
        self.shrinkBudget = shrinkBudget
    }

    /// One invariant broken in one run, shrunk.
    public struct Finding: Equatable, Sendable {
        public var invariant: InvariantID
        public var run: Int
        /// The generated trace.
        public var original: Trace
        /// The shrunk trace, named `explore-SEED-RUN-INVARIANT` (`explore-HANDLER-SEED-RUN-INVARIANT`
        /// for a handler other than the default), with no `expect`: checking
        /// it fails and shows the violations until someone accepts them as a known glitch.
        public var minimal: Trace
        /// Every invariant `minimal` violates, in catalogue order.
        public var violated: [InvariantID]
        /// The first violation of `invariant` in `minimal`.
        public var violation: Violation
        /// The shape of `minimal`: the invariant and its event types in order, for
        /// telling different glitches of one invariant apart.
        public var signature: String
    }

    /// How many runs broke one invariant.
    public struct Tally: Equatable, Sendable {
        public var invariant: InvariantID
        public var runs: Int
    }

    public struct Result: Equatable, Sendable {
        public var seed: UInt64
        public var runs: Int
        /// Runs with at least one violation.
        public var failingRuns: Int
        /// Per invariant, in catalogue order (invariants never broken left out).
        public var tallies: [Tally]
        /// Distinct shrunk findings (by signature, the smallest kept), in the order found.
        public var findings: [Finding]
    }

    /// The trace of run `run`.
    public func trace(run: Int) -> Trace {
        generator.trace(seed: seed, run: run)
    }

    /// Explores runs `0..<runs`, or fewer if `shouldContinue` (given the runs made so far)
    /// says to stop; with `first` and `step`, only runs `first, first + step, ...` below
    /// `runs` (one part of a sharded exploration: its tallies add up with the other
    /// parts', each part shrinking its own first failures).
    public func explore(
        runs: Int, first: Int = 0, step: Int = 1, shouldContinue: (Int) -> Bool = { _ in true }
    ) -> Result {
        precondition(first >= 0 && step >= 1, "runs from a run index of at least 0, by a step of at least 1")
        var counts = [Int](repeating: 0, count: InvariantID.allCases.count)
        var findings: [Finding] = []
        var failingRuns = 0
        var made = 0
        var next: Int? = first
        while let run = next, run < runs, shouldContinue(made) {
            let (after, overflow) = run.addingReportingOverflow(step)
            next = overflow ? nil : after
            made += 1
            let trace = trace(run: run)
            let report = InvariantChecker.check(trace, violationLimit: 1)
            guard !report.isClean else { continue }
            failingRuns += 1
            for id in report.violated {
                let index = InvariantID.allCases.firstIndex(of: id) ?? 0
                counts[index] += 1
                guard counts[index] <= shrinksPerInvariant else { continue }
                let finding = shrink(trace, run: run, invariant: id)
                if let existing = findings.firstIndex(where: { $0.signature == finding.signature }) {
                    if TraceSize(of: finding.minimal).isSmaller(than: TraceSize(of: findings[existing].minimal)) {
                        findings[existing] = finding
                    }
                } else {
                    findings.append(finding)
                }
            }
        }
        let tallies = zip(InvariantID.allCases, counts).compactMap { id, count in
            count > 0 ? Tally(invariant: id, runs: count) : nil
        }
        return Result(seed: seed, runs: made, failingRuns: failingRuns, tallies: tallies, findings: findings)
    }

    /// Shrinks one run's trace for one invariant and names the result.
    public func shrink(_ trace: Trace, run: Int, invariant: InvariantID) -> Finding {
        let shrunk = Shrinker(invariant: invariant, budget: shrinkBudget).shrink(trace)
        var minimal = shrunk.trace
        minimal.name = TraceGenerator.name(handler: handler, "\(seed)-\(run)-\(invariant.rawValue)")
        minimal.expectedViolations = nil
        let report = InvariantChecker.check(minimal)
        let violation = report.violations.first { $0.invariant == invariant }
            ?? Violation(invariant: invariant, frames: 0...0, frame: 0, message: "")
        minimal.description = "Found by kbreplay \(command) in run \(run), shrunk from "
            + "\(trace.events.count) events to \(minimal.events.count): \(violation.summary)"
        return Finding(
            invariant: invariant, run: run, original: trace, minimal: minimal, violated: report.violated, violation: violation,
            signature: Self.signature(of: minimal, invariant: invariant))
    }

    /// `explore --seed S`, with `--handler NAME` for a handler other than the default and
    /// `--platform P` for a platform other than `phone`: the exploration that finds its
    /// runs again.
    public var command: String {
        let option = handler.name == HandlerSchema.defaultName ? "" : " --handler \(handler.name)"
        let platform = generator.platform == .phone ? "" : " --platform \(generator.platform.rawValue)"
        return "explore --seed \(seed)" + option + platform
    }

    /// `invariant: type type ...`, consecutive repeats of a type collapsed to `type+`,
    /// then the non-default policies.
    public static func signature(of trace: Trace, invariant: InvariantID) -> String {
        var parts: [String] = []
        for timed in trace.events {
            let type = timed.event.type.name
            if parts.last == type || parts.last == type + "+" {
                parts[parts.count - 1] = type + "+"
            } else {
                parts.append(type)
            }
        }
        let config = TraceWriter.configuration(trace.scenario.config).map { "\($0.0)=\($0.1)" }
        return ([invariant.rawValue + ":"] + parts + config).joined(separator: " ")
    }
}
