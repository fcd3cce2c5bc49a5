/// Touch-driven motion of the scroll view: the drag, the release, deceleration
/// and the bounce (`docs/model.md`, "The scroll view").
extension ScrollView {
    /// UIKit's rubber band: an overshoot `x` past an edge is drawn as
    /// `x * 0.55 * V / (V + 0.55 * x)`.
    static func rubberBand(_ overshoot: Double, viewport: Double) -> Double {
        overshoot * 0.55 * viewport / (viewport + 0.55 * overshoot)
    }

    /// The overshoot whose rubber band is `banded`.
    ///
    /// The band never reaches `V`; an offset `V` or more past an edge (only a
    /// programmatic set can put it there) is taken as unbanded. Model choice.
    static func inverseRubberBand(_ banded: Double, viewport: Double) -> Double {
        guard banded < viewport else { return banded }
        return banded * viewport / (0.55 * (viewport - banded))
    }

    /// The drawn position for an unconstrained drag position, with the current range.
    func bandedPosition(_ unconstrained: Double) -> Double {
        let low = minOffset
        let high = maxOffset
        if unconstrained < low {
            return low - Self.rubberBand(low - unconstrained, viewport: viewportHeight)
        }
        if unconstrained > high {
            return high + Self.rubberBand(unconstrained - high, viewport: viewportHeight)
        }
        return unconstrained
    }

    /// The unconstrained drag position whose banded position is `offset`.
    func unconstrainedPosition(_ offset: Double) -> Double {
        let low = minOffset
        let high = maxOffset
        if offset < low {
            return low - Self.inverseRubberBand(low - offset, viewport: viewportHeight)
        }
        if offset > high {
            return high + Self.inverseRubberBand(offset - high, viewport: viewportHeight)
        }
        return offset
    }

    /// Begins a drag with the finger at `y`: stops any motion and anchors the finger.
    mutating func beginDrag(fingerY: Double, at time: Nanoseconds) {
        var drag = Drag(fingerY: fingerY, anchor: 0)
        drag.reanchor(to: offset.model, in: self)
        drag.record(fingerY: fingerY, at: time)
        motion = .dragging(drag)
    }

    /// Moves the finger to `y`: the offset follows 1:1 inside the range, banded beyond.
    mutating func moveDrag(fingerY: Double, at time: Nanoseconds) -> Bool {
        guard let drag = recordDragSample(fingerY: fingerY, at: time) else { return false }
        return setModel(bandedPosition(drag.unconstrained(forFingerY: fingerY)), at: time)
    }

    /// Records the finger at `y` in the drag in progress, if any, and returns the drag.
    private mutating func recordDragSample(fingerY: Double, at time: Nanoseconds) -> Drag? {
        guard case .dragging(var drag) = motion else { return nil }
        // Out of `motion` while it records, its samples are not shared: they change in
        // place instead of being copied to a new array at every sample.
        motion = .idle
        drag.record(fingerY: fingerY, at: time)
        motion = .dragging(drag)
        return drag
    }

    /// Lifts the finger at `y`. Returns the release velocity (scroll pt/s, the
    /// negative of the finger's) and whether the view goes on moving.
    mutating func endDrag(
        fingerY: Double, fingerVelocity: Double?, at time: Nanoseconds
    ) -> (changed: Bool, velocity: Double, willDecelerate: Bool) {
        guard let drag = recordDragSample(fingerY: fingerY, at: time) else { return (false, 0, false) }
        let changed = setModel(bandedPosition(drag.unconstrained(forFingerY: fingerY)), at: time)
        let velocity = -(fingerVelocity ?? drag.derivedVelocity(endingAt: time))
        let position = offset.model
        if position < minOffset || position > maxOffset {
            let edge = position < minOffset ? minOffset : maxOffset
            motion = .bouncing(Bounce(edge: edge, displacement: position - edge, velocity: velocity, begin: time))
            return (changed, velocity, true)
        }
        if velocity != 0 {
            motion = .decelerating(Deceleration(start: position, velocity: velocity, begin: time))
            return (changed, velocity, true)
        }
        motion = .idle
        return (changed, velocity, false)
    }

    /// Advances a deceleration to `time`, handing over to a bounce at an edge.
    mutating func advance(_ deceleration: Deceleration, at time: Nanoseconds) -> Bool {
        let rest = deceleration.restPosition
        let edge: Double? = rest < minOffset ? minOffset : (rest > maxOffset ? maxOffset : nil)
        if let edge, let crossing = deceleration.time(reaching: edge), crossing <= time {
            let bounce = Bounce(
                edge: edge, displacement: 0, velocity: deceleration.velocity(at: crossing), begin: crossing)
            motion = .bouncing(bounce)
            return advance(bounce, at: time)
        }
        let position = deceleration.position(at: time)
        if abs(rest - position) < 0.5 {
            return settle(at: rest, time: time)
        }
        return setModel(position, at: time)
    }

    /// Advances a bounce to `time`; it ends within 0.5 pt of its edge, moving toward it:
    /// displacement and velocity of opposite signs (zero displacement with a velocity
    /// away from the edge, a release exactly on the edge, is not an end).
    mutating func advance(_ bounce: Bounce, at time: Nanoseconds) -> Bool {
        let displacement = bounce.displacement(at: time)
        if abs(displacement) < 0.5, displacement * bounce.velocity(at: time) < 0 {
            return settle(at: bounce.edge, time: time)
        }
        return setModel(bounce.edge + displacement, at: time)
    }

    /// Ends a deceleration or bounce at `position`, then applies the clamp it held
    /// back (the range may have changed while it ran).
    private mutating func settle(at position: Double, time: Nanoseconds) -> Bool {
        motion = .idle
        let moved = setModel(position, at: time)
        let clamped = clamp(animation: nil, at: time)
        return moved || clamped
    }
}

/// A finger on the scroll view.
///
/// The finger maps to an unconstrained position `u` (1:1, finger down = offset
/// up); the drawn offset is `u` banded at the range's edges. The mapping is anchored
/// (`u0` for the finger at `y0`) with the inverse band at the start and whenever the
/// engine moves the offset mid-drag; between re-anchors the anchor stays where it was
/// set and each move computes `u = u0 + (y0 - y)` from it, so a finger back at `y0`
/// gives exactly `u0` (no rounding accumulates over the moves).
public struct Drag: Equatable, Sendable {
    /// The finger's last position.
    private(set) var fingerY: Double
    /// `u0`: `u` when the finger is at `anchorFingerY`.
    private(set) var anchor: Double
    /// `y0`: where the finger was at the last re-anchor.
    private(set) var anchorFingerY: Double
    /// Recent finger samples for the derived release velocity (the last 100 ms).
    private var samples: [Sample] = []

    private struct Sample: Equatable, Sendable {
        let time: Nanoseconds
        let y: Double
    }

    /// How far back the derived release velocity looks.
    static let velocityWindow: Nanoseconds = 100_000_000

    init(fingerY: Double, anchor: Double) {
        self.fingerY = fingerY
        self.anchor = anchor
        anchorFingerY = fingerY
        samples.reserveCapacity(16)
    }

    /// The unconstrained position for a finger at `y`: `u0 + (y0 - y)`.
    func unconstrained(forFingerY y: Double) -> Double {
        anchor + (anchorFingerY - y)
    }

    /// Re-anchors the mapping so the finger where it is now maps to `offset`.
    mutating func reanchor(to offset: Double, in scrollView: ScrollView) {
        anchor = scrollView.unconstrainedPosition(offset)
        anchorFingerY = fingerY
    }

    /// Records a finger sample (the anchor stays).
    mutating func record(fingerY y: Double, at time: Nanoseconds) {
        fingerY = y
        samples.removeAll { $0.time < time - Self.velocityWindow }
        samples.append(Sample(time: time, y: y))
    }

    /// The finger's mean velocity (pt/s) over the samples within 100 ms of `end`;
    /// 0 when they share one instant.
    func derivedVelocity(endingAt end: Nanoseconds) -> Double {
        guard let first = samples.first(where: { $0.time >= end - Self.velocityWindow }),
              let last = samples.last, last.time > first.time
        else { return 0 }
        return (last.y - first.y) / Time.seconds(last.time - first.time)
    }
}

/// Free deceleration after a fling, in closed form:
/// `v(t) = v0 * 0.998^(1000 t)`, `x(t) = x0 + v0 * (0.998^(1000 t) - 1) / (1000 ln 0.998)`.
public struct Deceleration: Equatable, Sendable {
    /// UIKit's `.normal` deceleration rate, per millisecond.
    static let rate = 0.998
    static let lnRate = Math.log(rate)

    let start: Double
    /// Scroll velocity, pt/s.
    let initialVelocity: Double
    let begin: Nanoseconds

    init(start: Double, velocity: Double, begin: Nanoseconds) {
        self.start = start
        self.initialVelocity = velocity
        self.begin = begin
    }

    /// Where it comes to rest: `x0 - v0 / (1000 ln 0.998)`.
    var restPosition: Double { start - initialVelocity / (1000 * Self.lnRate) }

    private func decay(at time: Nanoseconds) -> Double {
        Math.pow(Self.rate, 1000 * Time.seconds(time - begin))
    }

    func position(at time: Nanoseconds) -> Double {
        start + initialVelocity * (decay(at: time) - 1) / (1000 * Self.lnRate)
    }

    func velocity(at time: Nanoseconds) -> Double {
        initialVelocity * decay(at: time)
    }

    /// The exact time the motion reaches `edge` (rounded to the nanosecond), if it does.
    func time(reaching edge: Double) -> Nanoseconds? {
        guard initialVelocity != 0 else { return nil }
        let decayAtEdge = 1 + (edge - start) * 1000 * Self.lnRate / initialVelocity
        guard decayAtEdge > 0, decayAtEdge <= 1 else { return nil }
        let seconds = Math.log(decayAtEdge) / (1000 * Self.lnRate)
        return begin + Time.nanoseconds(fromSeconds: seconds)
    }
}

/// The spring back to an edge: critically damped, mass 1, stiffness 100
/// (`w = 10 /s`), entered with the current velocity:
/// `x(t) = (x0 + (v0 + w x0) t) e^(-w t)` for the displacement from the edge.
///
/// Model choice: the edge is fixed when the bounce starts; a range change while
/// it runs does not retarget it (the clamp waits for it to end, as for deceleration).
public struct Bounce: Equatable, Sendable {
    static let omega = 10.0

    let edge: Double
    /// Offset minus edge at `begin`.
    let initialDisplacement: Double
    /// pt/s.
    let initialVelocity: Double
    let begin: Nanoseconds

    init(edge: Double, displacement: Double, velocity: Double, begin: Nanoseconds) {
        self.edge = edge
        self.initialDisplacement = displacement
        self.initialVelocity = velocity
        self.begin = begin
    }

    func displacement(at time: Nanoseconds) -> Double {
        let t = Time.seconds(time - begin)
        let w = Self.omega
        return (initialDisplacement + (initialVelocity + w * initialDisplacement) * t) * Math.exp(-w * t)
    }

    func velocity(at time: Nanoseconds) -> Double {
        let t = Time.seconds(time - begin)
        let w = Self.omega
        let b = initialVelocity + w * initialDisplacement
        return (initialVelocity - w * b * t) * Math.exp(-w * t)
    }
}
