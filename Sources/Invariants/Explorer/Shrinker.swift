import HandlerCore
import UIKitModel
import TraceModel

/// Shrinks a trace that violates an invariant to a smaller one that still violates it.
///
/// Greedy passes, repeated until none makes progress or the replay budget runs out:
/// 1. drop events: chunks of half, a quarter, ... down to single events (a drag's begin
///    takes its moves and end with it);
/// 2. cut the tail: end the trace shortly after the violation;
/// 3. simplify the scenario: fps 60, no top inset or safe top, composer 48, offset at
///    the bottom, round numbers, default policies;
/// 4. simplify events: drop `begin` frames and derived velocities, keyboard timing 0.25 s
///    with curve 7, round heights and finger positions (against the screen in force);
/// 5. simplify times: round them all to 0.1, 0.05 or 0.01 s, close the gaps between events.
///
/// A step is taken only when the candidate is valid, no bigger by `TraceSize` and still
/// violates the invariant: shrinking never grows a trace. Deterministic: the same trace
/// always shrinks to the same result.
public struct Shrinker: Sendable {
    public let invariant: InvariantID
    /// Candidate replays allowed, in total.
    public var budget: Int

    public init(invariant: InvariantID, budget: Int = 4000) {
        self.invariant = invariant
        self.budget = budget
    }

    /// What shrinking did.
    public struct Result: Sendable {
        public var trace: Trace
        public var steps: Int
        public var replays: Int
    }

    /// Whether `trace` violates the invariant.
    public func violates(_ trace: Trace) -> Bool {
        InvariantChecker.check(trace, violationLimit: 1).violations.contains { $0.invariant == invariant }
    }

    /// The smallest trace found that still violates the invariant (`trace` itself if it
    /// does not violate it to begin with).
    public func shrink(_ trace: Trace) -> Result {
        var state = State(current: trace, size: TraceSize(of: trace), budget: budget, shrinker: self)
        guard violates(trace) else { return Result(trace: trace, steps: 0, replays: 1) }
        var progress = true
        while progress && state.budget > 0 {
            progress = false
            progress = state.dropEvents() || progress
            progress = state.cutTail() || progress
            progress = state.simplifyScenario() || progress
            progress = state.simplifyEvents() || progress
            progress = state.simplifyTimes() || progress
        }
        return Result(trace: state.current, steps: state.steps, replays: budget - state.budget + 1)
    }

    struct State {
        var current: Trace
        var size: TraceSize
        var budget: Int
        let shrinker: Shrinker
        var steps = 0

        /// Takes `candidate` if it is valid, smaller and still violates the invariant.
        mutating func attempt(_ candidate: Trace) -> Bool {
            guard budget > 0 else { return false }
            let candidateSize = TraceSize(of: candidate)
            guard candidateSize.isSmaller(than: size), ShrinkEdits.isWellFormed(candidate) else { return false }
            budget -= 1
            guard shrinker.violates(candidate) else { return false }
            current = candidate
            size = candidateSize
            steps += 1
            return true
        }

        mutating func dropEvents() -> Bool {
            var progress = false
            var chunk = max(1, current.events.count / 2)
            while chunk >= 1 && budget > 0 {
                var start = 0
                while start < current.events.count && budget > 0 {
                    var candidate = current
                    let end = min(start + chunk, candidate.events.count)
                    candidate.events.removeSubrange(start..<end)
                    candidate.events = ShrinkEdits.repairingDrags(candidate.events)
                    if attempt(candidate) {
                        progress = true
                    } else {
                        start += chunk
                    }
                }
                if chunk == 1 { break }
                chunk /= 2
            }
            return progress
        }

        mutating func cutTail() -> Bool {
            var progress = false
            let report = InvariantChecker.check(current, violationLimit: 1)
            let lastEvent = current.events.last?.time ?? 0
            var ends: [Nanoseconds] = [ShrinkEdits.roundUp(lastEvent + 500_000_000, to: 100_000_000)]
            if let violation = report.violations.first(where: { $0.invariant == shrinker.invariant }) {
                let frame = Time.frameTime(index: violation.frame + 1, fps: current.fps)
                ends.insert(ShrinkEdits.roundUp(frame, to: 100_000_000), at: 0)
            }
            for end in ends where end < current.duration {
                var candidate = current
                candidate.duration = end
                candidate.events.removeAll { $0.time > end }
                candidate.events = ShrinkEdits.repairingDrags(candidate.events)
                if attempt(candidate) { progress = true }
            }
            return progress
        }

        mutating func simplifyScenario() -> Bool {
            var progress = false
            for edit in ShrinkEdits.scenarioEdits(current) where attempt(edit) {
                progress = true
            }
            return progress
        }

        mutating func simplifyEvents() -> Bool {
            var progress = false
            var index = 0
            // Against the screen in force (a geometry event changes it; none is simplified).
            var screenHeight = current.scenario.screen.height
            while index < current.events.count && budget > 0 {
                if case .world(.geometry(let geometry, _, _)) = current.events[index].event { screenHeight = geometry.screen.height }
                for replacement in ShrinkEdits.simplifications(of: current.events[index].event, screenHeight: screenHeight) {
                    var candidate = current
                    candidate.events[index].event = replacement
                    if attempt(candidate) { progress = true }
                }
                index += 1
            }
            return progress
        }

        mutating func simplifyTimes() -> Bool {
            var progress = false
            for grid: Nanoseconds in [100_000_000, 50_000_000, 10_000_000] {
                var candidate = current
                for index in candidate.events.indices {
                    candidate.events[index].time = ShrinkEdits.round(candidate.events[index].time, to: grid)
                }
                if attempt(candidate) { progress = true }
            }
            var index = 0
            while index < current.events.count && budget > 0 {
                let previous = index == 0 ? 0 : current.events[index - 1].time
                let gap = current.events[index].time - previous
                for shift in [gap, gap / 2] where shift > 0 {
                    var candidate = current
                    for later in index..<candidate.events.count { candidate.events[later].time -= shift }
                    candidate.duration -= shift
                    if attempt(candidate) { break }
                }
                if current.events[index].time - previous < gap { progress = true }
                index += 1
            }
            return progress
        }
    }
}
