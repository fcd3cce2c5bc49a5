import Handlers
import UIKitModel

/// One frame as the checks see it: the frame, the one before, what the trace did in
/// between, whether it is at rest, and the scene's fixed geometry.
///
/// The checker keeps one and rewrites it for each frame (`InvariantChecker.observe`).
struct Observation {
    var frame: SceneFrame
    /// The frame before, or `frame` itself for the first frame (`isFirst`): kept whole
    /// rather than optional, as unwrapping an optional frame copied it (200 bytes, twice
    /// a frame).
    var before: SceneFrame
    var isFirst: Bool
    var context: FrameContext
    var atRest: Bool
    let geometry: SceneGeometry
    /// The first numeric field of the handler's frame that `frame` does not hold and that
    /// is NaN or infinite (`nil` for a frame given as a `SceneFrame`).
    var otherNonFiniteField: String? = nil

    /// The previous frame's drawn offset, or this frame's for the first frame.
    var previousOffset: Double { before.offset }

    /// The first numeric field, in frame format order, that is NaN or infinite.
    ///
    /// Inlined: asked of every frame, a call copied the frame to ask it of.
    @inline(__always)
    var nonFiniteField: String? { frame.firstNonFiniteField ?? otherNonFiniteField }
}

/// A check of one invariant, fed every frame in order; no allocation unless it fails.
protocol FrameCheck {
    static var id: InvariantID { get }
    mutating func observe(_ observation: Observation, into log: inout ViolationLog)
    /// Closes what is still open after the last frame.
    mutating func finish(into log: inout ViolationLog)
}
