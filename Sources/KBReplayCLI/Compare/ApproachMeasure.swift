import Handlers
import TraceKit
import UIKitModel

/// What `compare` measures in one handler's frames, frame by frame: the gap error while the
/// keyboard moves and the offset at rest after each keyboard move.
///
/// The gap is the drawn `kbTop` less the composer's (or bar's) bottom. A move is a run of
/// frames whose `kbTop` changed by more than 0.001 pt from the frame before; it starts at
/// the frame before the run and ends at the first frame after it. A composer in sync with
/// the keyboard goes from its place at the start to its place at the end as the keyboard
/// does: the gap expected at a frame of the move is `g0 + (g1 - g0) * (k - k0) / (k1 - k0)`
/// (`k` the keyboard's top, `0` the start, `1` the end; `g1` when the keyboard ends within
/// 0.5 pt of where it started). The gap error is the largest `|gap - expected|`.
struct ApproachMeasure {
    /// The lanes of `kbTop`, `offset`, and the composer's bottom: `composerY` (with its
    /// origin) or the bar's `barBottom`.
    private let keyboardLane: Int?
    private let offsetLane: Int?
    private let composerYLane: Int?
    private let barBottomLane: Int?
    private let origin: HandlerSchema.ComposerYOrigin
    /// The screen and view of each frame (a geometry input changes them).
    private var geometry: GeometryTimeline
    /// Where the composer is at a `composerY`, in the current frame's screen and view.
    private var composer: ComposerPlace
    private let moveTimes: [Nanoseconds]

    /// The previous frame's keyboard top and gap.
    private var previous: (keyboardTop: Double, gap: Double)?
    /// The move in progress: its start, and its frames' keyboard tops and gaps.
    private var moveStart: (keyboardTop: Double, gap: Double)?
    private var moveFrames: [(keyboardTop: Double, gap: Double)] = []
    private(set) var largestGapError: Double?
    /// The drawn offset, and its frame, at the last frame seen before each move's successor (or the end).
    private var restsByMove: [Rest?]

    /// An offset at rest after a keyboard move, and the frame it was drawn in.
    struct Rest: Equatable {
        var offset: Double
        var frame: Int
    }

    init(trace: Trace, moveTimes: [Nanoseconds]) {
        let frame = trace.frameLayout.schema
        keyboardLane = frame.index(of: .kbTop)
        offsetLane = frame.index(of: .offset)
        composerYLane = frame.index(of: .composerY)
        barBottomLane = frame.index(of: .barBottom)
        origin = trace.handler.composerYOrigin(config: trace.scenario.config)
        geometry = GeometryTimeline(scenario: trace.scenario, events: trace.events)
        composer = ComposerPlace(origin: origin, geometry: geometry.current)
        self.moveTimes = moveTimes
        restsByMove = Array(repeating: nil, count: moveTimes.count)
    }

    /// The composer's (or bar's) bottom edge in `frame`, if the handler has one.
    private func composerBottom(_ frame: Frame) -> Double? {
        if let composerYLane {
            return composer.bottom(composerY: frame.values[composerYLane])
        }
        return barBottomLane.map { frame.values[$0] }
    }

    mutating func observe(_ frame: Frame) {
        if geometry.advance(to: frame.time) { composer = ComposerPlace(origin: origin, geometry: geometry.current) }
        if let offsetLane {
            // The move whose rest this frame may be: the last one at or before its time.
            if let move = moveTimes.lastIndex(where: { $0 <= frame.time }) { restsByMove[move] = Rest(offset: frame.values[offsetLane], frame: frame.index) }
        }
        guard let keyboardLane, let bottom = composerBottom(frame) else { return }
        let keyboardTop = frame.values[keyboardLane]
        let gap = keyboardTop - bottom
        defer { previous = (keyboardTop, gap) }
        guard let previous else { return }
        largestGapError = largestGapError ?? 0
        if abs(keyboardTop - previous.keyboardTop) > 0.001 {
            if moveStart == nil { moveStart = previous }
            moveFrames.append((keyboardTop, gap))
        } else if let start = moveStart {
            endMove(start: start, end: (keyboardTop, gap))
        }
    }

    /// A move has ended at `end`: each of its frames' gaps against the gap expected there.
    private mutating func endMove(start: (keyboardTop: Double, gap: Double), end: (keyboardTop: Double, gap: Double)) {
        let travel = end.keyboardTop - start.keyboardTop
        for frame in moveFrames {
            let expected =
                abs(travel) < 0.5
                ? end.gap : start.gap + (end.gap - start.gap) * (frame.keyboardTop - start.keyboardTop) / travel
            largestGapError = max(largestGapError ?? 0, abs(frame.gap - expected))
        }
        moveStart = nil
        moveFrames.removeAll(keepingCapacity: true)
    }

    /// The offsets at rest after each keyboard move (a move that no frame followed has none).
    func rests() -> [Rest] { restsByMove.compactMap { $0 } }
}
