import Handlers
import Invariants
import TraceKit
import UIKitModel

/// `kbreplay compare`'s result: one trace run through several handlers, what each did with
/// the same keyboard (`docs/compare.md`), as a value; printers make text, JSON and HTML.
///
/// A comparison shares the trace's screen, view, scroll view, composer and events; the
/// trace's own `handler` is replaced; `config` keys a handler does not take are dropped
/// for it (and listed); `expect` is not used; a handler that does not take one of the
/// trace's event types is left out, with the reason (`handlers.md`, "Comparing approaches").
struct Comparison: Equatable {
    /// One handler's run.
    struct Entry: Equatable {
        var handler: String
        /// The `config` keys of the trace this handler does not take, dropped for it.
        var droppedConfig: [String]
        /// Each invariant it violates, in catalogue order (a user's own after, by name), with the first frame of its first violation.
        var violations: [(invariant: InvariantID, firstFrame: Int)]
        /// The largest `|gap - gap at the move's end|` while the keyboard moves, where the
        /// gap is the drawn `kbTop` less the composer's (or bar's) bottom; `nil` without one.
        var largestGapError: Double?
        /// Frames inside `content-not-covered` violations; `nil` where it does not apply.
        var coveredFrames: Int?
        /// The drawn offset at the last frame before the next keyboard move (or the end),
        /// after each keyboard move; empty without an `offset` field.
        var restOffsets: [Double]
        /// The offsets at rest (of `restOffsets`) drawn while the list shows the wrong
        /// thing (`WrongRest`), in order.
        var wrongRests: [WrongRest] = []
        /// The trace this handler ran (for pictures).
        var trace: Trace

        /// The first frame of its first violation, of any invariant: where its page opens.
        var firstBadFrame: Int? { violations.map(\.firstFrame).min() }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.handler == rhs.handler && lhs.droppedConfig == rhs.droppedConfig
                && lhs.violations.elementsEqual(rhs.violations) { $0.invariant == $1.invariant && $0.firstFrame == $1.firstFrame }
                && lhs.largestGapError == rhs.largestGapError && lhs.coveredFrames == rhs.coveredFrames
                && lhs.restOffsets == rhs.restOffsets && lhs.wrongRests == rhs.wrongRests && lhs.trace == rhs.trace
        }
    }

    /// An offset at rest that is wrong: its frame lies inside a violation of one of the
    /// invariants about what the scroll view shows at rest (`restInvariants`).
    ///
    /// The spec names "the wrong offset at rest" without saying against what; the
    /// smallest sound reading is the handler's own invariants: an offset is wrong where
    /// the checker says the content or the field it leaves is wrong, at that frame.
    struct WrongRest: Equatable {
        var offset: Double
        var frame: Int
        /// The invariants of `restInvariants` violated at `frame`, in catalogue order.
        var invariants: [InvariantID]
    }

    /// The invariants that judge the scroll view's offset at rest: the last messages
    /// hidden or a blank gap under them, the focused field covered or lifted too far.
    static let restInvariants: [InvariantID] = [.contentNotCovered, .noBlankGapAtRest, .fieldNotCovered, .fieldNotOverLifted]

    /// A handler left out, and why.
    struct LeftOut: Equatable {
        var handler: String
        var reason: String
    }

    var traceName: String
    var frameCount: Int
    var fps: Int
    /// The times (seconds) of the keyboard moves: will-notifications, those at one time one move.
    var keyboardMoves: [Double]
    var entries: [Entry]
    var leftOut: [LeftOut]

    /// Runs `trace` through each of `handlers` that takes it.
    init(_ trace: Trace, handlers: [HandlerKind]) {
        traceName = trace.name
        frameCount = trace.frameCount
        fps = trace.fps
        let moveTimes = Self.keyboardMoveTimes(trace)
        keyboardMoves = moveTimes.map(Time.seconds)
        entries = []
        leftOut = []
        for handler in handlers {
            switch Self.retarget(trace, to: handler) {
            case .leftOut(let reason):
                leftOut.append(LeftOut(handler: handler.name, reason: reason))
            case .taken(let retargeted, let dropped):
                entries.append(Self.run(retargeted, droppedConfig: dropped, moveTimes: moveTimes))
            }
        }
    }

    /// The times of the trace's keyboard moves (will-notifications; equal times one move).
    static func keyboardMoveTimes(_ trace: Trace) -> [Nanoseconds] {
        var times: [Nanoseconds] = []
        for timed in trace.events {
            guard case .world(.keyboard(let notification)) = timed.event, notification.kind.isWill else { continue }
            if times.last != timed.time { times.append(timed.time) }
        }
        return times
    }

    /// What a handler makes of a trace.
    enum Retargeting: Equatable {
        /// The trace for the handler, and the config keys dropped for it.
        case taken(Trace, droppedConfig: [String])
        /// Left out: why (the first event type it does not take).
        case leftOut(String)
    }

    /// `trace` for `handler`: its `handler` replaced, the config keys it does not take (or
    /// whose value it cannot take) dropped and listed; left out at the first event type it
    /// does not take.
    static func retarget(_ trace: Trace, to handler: HandlerKind) -> Retargeting {
        var config = handler.schema.defaultConfig
        var dropped: [String] = []
        for (key, value) in trace.scenario.config.changedEntries {
            guard let own = handler.schema.configKeys.first(where: { $0.name == key.name }), Self.accepts(own, value) else {
                dropped.append(key.name)
                continue
            }
            config.set(key.name, to: value)
        }
        for timed in trace.events {
            let type = timed.event.type
            guard handler.schema.takes(type) else { return .leftOut("does not take '\(type.name)' events") }
            if let problem = handler.schema.problem(with: type, config: config) { return .leftOut(problem) }
        }
        var retargeted = trace
        retargeted.handler = handler
        retargeted.scenario.config = config
        retargeted.expectedViolations = nil
        return .taken(retargeted, droppedConfig: dropped)
    }

    /// Whether `key` takes `value`: the same kind, a choice among its names.
    private static func accepts(_ key: ConfigKey, _ value: ConfigValue) -> Bool {
        switch (key.kind, value) {
        case (.number, .number), (.flag, .flag): true
        case (.choice(let names, _), .choice(let name)): names.contains(name)
        default: false
        }
    }

    /// Replays `trace`, checks the invariants and measures the frames.
    static func run(_ trace: Trace, droppedConfig: [String], moveTimes: [Nanoseconds]) -> Entry {
        var checker = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        var measure = ApproachMeasure(trace: trace, moveTimes: moveTimes)
        var replay = trace.makeReplay()
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        replay.forEachFrame(into: &frame) { frame in
            measure.observe(frame)
            checker.observe(inPlace: &frame)
            return true
        }
        let report = checker.finish()
        var firstFrames: [InvariantID: Int] = [:]
        for violation in report.violations {
            firstFrames[violation.invariant] = min(firstFrames[violation.invariant] ?? .max, violation.frames.lowerBound)
        }
        // The built-in invariants in catalogue order, then a user's handler's own, by name.
        let own = firstFrames.keys.filter { !InvariantID.allCases.contains($0) }.sorted { $0.rawValue < $1.rawValue }
        let violations = (InvariantID.allCases + own).compactMap { id in firstFrames[id].map { (id, $0) } }
        let covered: Int? =
            InvariantID.contentNotCovered.invariant.applies(to: trace.handler.name)
            ? report.violations.filter { $0.invariant == .contentNotCovered }.reduce(0) { $0 + $1.frames.count } : nil
        let rests = measure.rests()
        let wrongRests = rests.compactMap { rest -> WrongRest? in
            let broken = restInvariants.filter { id in
                report.violations.contains { $0.invariant == id && $0.frames.contains(rest.frame) }
            }
            return broken.isEmpty ? nil : WrongRest(offset: rest.offset, frame: rest.frame, invariants: broken)
        }
        return Entry(
            handler: trace.handler.name, droppedConfig: droppedConfig, violations: violations,
            largestGapError: measure.largestGapError, coveredFrames: covered, restOffsets: rests.map(\.offset),
            wrongRests: wrongRests, trace: trace)
    }
}
