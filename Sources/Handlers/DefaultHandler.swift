import Invariants
import UIKitModel

// The conveniences that take the format's default handler, launch-composer, when none is
// named: here, beside the one list, as Invariants knows no built-in handler.

extension InvariantChecker {
    /// A checker of launch-composer's frames.
    public init(
        scenario: Scenario, events: [TimedEvent], violationLimit: Int = defaultViolationLimit,
        invariants: [HandlerInvariants] = []
    ) {
        self.init(
            handler: .launchComposer, scenario: scenario, events: events, violationLimit: violationLimit,
            invariants: invariants)
    }

    /// Checks launch-composer's frames against a scenario and events.
    public static func check(
        _ frames: some Sequence<Frame>, scenario: Scenario, events: [TimedEvent],
        violationLimit: Int = defaultViolationLimit
    ) -> InvariantReport {
        check(frames, handler: .launchComposer, scenario: scenario, events: events, violationLimit: violationLimit)
    }
}

extension TraceGenerator {
    /// A generator for seed 001's chat screen, the default handler.
    public init() {
        self.init(handler: .launchComposer)!
    }
}

extension Explorer {
    /// Explores the default handler's traces (`TraceGenerator()`).
    public init(seed: UInt64, shrinksPerInvariant: Int = 3, shrinkBudget: Int = 4000) {
        self.init(seed: seed, generator: TraceGenerator(), shrinksPerInvariant: shrinksPerInvariant, shrinkBudget: shrinkBudget)
    }
}
