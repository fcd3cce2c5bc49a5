import Handlers
import UIKitModel

/// One frame as the checks see it: the frame, the one before, what the trace did in
/// between, whether it is at rest, and the scene's fixed geometry.
struct Observation {
    let frame: SceneFrame
    /// `nil` for the first frame.
    let previous: SceneFrame?
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
