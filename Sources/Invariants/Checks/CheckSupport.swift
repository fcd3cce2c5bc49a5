import InsetEngine

/// One frame as the checks see it: the frame, the one before, what the trace did in
/// between, whether it is at rest, and the scene's fixed geometry.
struct Observation {
    let frame: Frame
    /// `nil` for the first frame.
    let previous: Frame?
    let context: FrameContext
    let atRest: Bool
    let geometry: SceneGeometry

    /// The previous frame's drawn offset, or this frame's for the first frame.
    var previousOffset: Double { previous?.offset ?? frame.offset }
}

/// A check of one invariant, fed every frame in order; no allocation unless it fails.
protocol FrameCheck {
    static var id: InvariantID { get }
    mutating func observe(_ observation: Observation, into log: inout ViolationLog)
    /// Closes what is still open after the last frame.
    mutating func finish(into log: inout ViolationLog)
}

/// Collects violations, keeping at most `limit` per invariant and counting the rest.
struct ViolationLog {
    let limit: Int
    private(set) var violations: [Violation] = []
    private var counts = [Int](repeating: 0, count: InvariantID.allCases.count)

    init(limit: Int) {
        self.limit = limit
    }

    mutating func add(_ id: InvariantID, frames: ClosedRange<Int>, frame: Int, message: @autoclosure () -> String) {
        let index = InvariantID.allCases.firstIndex(of: id) ?? 0
        counts[index] += 1
        guard counts[index] <= limit else { return }
        violations.append(Violation(invariant: id, frames: frames, frame: frame, message: message()))
    }

    /// The counts beyond the limit, in catalogue order.
    var omitted: [OmittedViolations] {
        zip(InvariantID.allCases, counts).compactMap { id, count in
            count > limit ? OmittedViolations(invariant: id, count: count - limit) : nil
        }
    }
}

/// Consecutive failing frames, merged into one violation with its worst frame.
struct Episode<Values> {
    var first: Int
    var last: Int
    var worstFrame: Int
    var severity: Double
    var values: Values

    var frames: ClosedRange<Int> { first...last }
}

/// Tracks a per-frame rule's current episode: `fail` extends it (or opens one), `pass`
/// closes it and hands it back.
struct EpisodeTracker<Values> {
    private(set) var open: Episode<Values>?

    /// Records a failure of `severity` at `frame`; the worst values are kept.
    mutating func fail(frame: Int, severity: Double, values: Values) {
        guard var episode = open else {
            open = Episode(first: frame, last: frame, worstFrame: frame, severity: severity, values: values)
            return
        }
        episode.last = frame
        if severity > episode.severity {
            episode.severity = severity
            episode.worstFrame = frame
            episode.values = values
        }
        open = episode
    }

    /// Closes the episode, if one is open, and returns it.
    mutating func close() -> Episode<Values>? {
        defer { open = nil }
        return open
    }
}

/// Watches a value for a reversal: it moved more than `tolerance` one way (from its
/// running extreme) and then more than `tolerance` back.
///
/// Equivalently: the rise above the running minimum and the fall below the running
/// maximum both exceed the tolerance at some point.
struct ReversalTracker {
    let tolerance: Double
    let start: Double
    let startFrame: Int
    private(set) var minimum: Double
    private(set) var maximum: Double
    private var minimumFrame: Int
    private var maximumFrame: Int
    private(set) var rose = false
    private(set) var fell = false
    /// Set once the value has reversed: the extreme it turned at, and which way it went first.
    private(set) var turn: (frame: Int, value: Double, wentUp: Bool)?

    init(start: Double, frame: Int, tolerance: Double) {
        self.tolerance = tolerance
        self.start = start
        self.startFrame = frame
        minimum = start
        maximum = start
        minimumFrame = frame
        maximumFrame = frame
    }

    /// Adds a value; returns true the first time the values reverse.
    mutating func add(_ value: Double, frame: Int) -> Bool {
        guard turn == nil else { return false }
        if value > maximum { maximum = value; maximumFrame = frame }
        if value < minimum { minimum = value; minimumFrame = frame }
        let roseNow = value - minimum > tolerance
        let fellNow = maximum - value > tolerance
        if roseNow && !rose && fell {
            // It went down first: the turn is at the minimum.
            turn = (minimumFrame, minimum, false)
        } else if fellNow && !fell && rose {
            turn = (maximumFrame, maximum, true)
        }
        rose = rose || roseNow
        fell = fell || fellNow
        return turn != nil
    }

    /// `from 1630 up to 1942 (frame 31), then back 12.5 to 1929.5`.
    func describe(_ value: Double, unit: String = " pt") -> String {
        guard let turn else { return "" }
        let direction = turn.wentUp ? "up" : "down"
        return "from \(format(start)) (frame \(startFrame)) \(direction) to \(format(turn.value)) (frame \(turn.frame)), "
            + "then back \(format(abs(turn.value - value)))\(unit) to \(format(value))"
    }
}

/// A number for a message: rounded to 3 decimals, no trailing zeros.
func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    var text = "\(rounded == 0 ? 0 : rounded)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
