import HandlerCore
import UIKitModel

/// One frame as the checks see it: the frame, the one before, what the trace did in
/// between, whether it is at rest, and the scene's geometry.
///
/// The checker keeps one and rewrites it for each frame (`InvariantChecker.observe`).
/// A class, handed to every check by reference: as a value it was copied (500 bytes)
/// for each frame to be passed. What a check reads is get-only; the memory behind it is
/// this module's (`state`, `lanes`).
public final class Observation {
    /// What the checker writes for each frame, read through the accessors below.
    struct State {
        var frame: SceneFrame
        var before: SceneFrame
        var isFirst = true
        var context = FrameContext()
        var atRest = false
        var values = FrameValues(repeating: 0)
        /// The scene's geometry in the frame's screen and view (the checker remakes it
        /// when a geometry input changes them).
        var geometry: SceneGeometry
    }

    /// Not checked for exclusive access at run time (a check at every read of a frame's
    /// field): the checker changes it between the checks' reads, never during one, and
    /// nothing outside this module can write it.
    @exclusivity(unchecked) var state: State
    /// The handler's frame values (its alphas clamped to 0...1, as Core Animation draws
    /// them), then 0 and 1 (`FrameLane`'s resting lanes), for this frame and the one
    /// before: where `self[lane]` reads (`FrameLanes`, the module's handle on them).
    @exclusivity(unchecked) private var lanes = FrameLanes()

    /// The frame's fields that every handler's frame has (the world's), as the checks read
    /// them; a handler's own fields are read through `self[lane]`.
    public var frame: SceneFrame { state.frame }
    /// The frame before, or `frame` itself for the first frame (`isFirst`): kept whole
    /// rather than optional, as unwrapping an optional frame copied it.
    public var before: SceneFrame { state.before }
    /// It is frame 0.
    public var isFirst: Bool { state.isFirst }
    var context: FrameContext { state.context }
    /// The frame is at rest (`Invariant`'s terms).
    public var atRest: Bool { state.atRest }
    /// The handler's frame values, in its schema's order: kept only for a handler with
    /// checks of its own (zero otherwise), which find their fields' lanes in its schema.
    public var values: FrameValues { state.values }
    /// The scene's geometry in the frame's screen and view.
    var geometry: SceneGeometry { state.geometry }

    init(frame: SceneFrame, geometry: SceneGeometry) {
        state = State(frame: frame, before: frame, geometry: geometry)
    }

    /// Another observation with the same values (a copied checker goes on with its own).
    func copy() -> Observation {
        let copy = Observation(frame: state.frame, geometry: state.geometry)
        copy.state = state
        copy.lanes.take(lanes)
        return copy
    }

    /// The value of a handler's field in this frame.
    @inline(__always)
    public subscript(lane: FrameLane) -> Double { lanes[now: lane] }

    /// The value of a handler's field in the frame before (this frame's, for the first).
    @inline(__always)
    public subscript(before lane: FrameLane) -> Double { lanes[before: lane] }

    /// The value in this frame of the lane at `lane` (`FrameLane.index`).
    @inline(__always)
    subscript(lane lane: Int) -> Double { lanes[now: lane] }

    /// The value in the frame before of the lane at `lane` (`FrameLane.index`).
    @inline(__always)
    subscript(before lane: Int) -> Double { lanes[before: lane] }

    /// Whether the lanes at `exact` hold the same values as in the frame before, and those
    /// at `still` values within `Rest.stillness` of them.
    @inline(__always)
    func lanesUnchanged(_ exact: FrameLanes.Indices, still: FrameLanes.Indices) -> Bool {
        lanes.unchanged(exact, still: still)
    }

    /// Whether a handler's choice field holds one of `cases` in this frame (a stored index
    /// that names no case reads the first case).
    @inline(__always)
    public func holds<Choice>(_ choice: ChoiceLane<Choice>, _ cases: ChoiceCases) -> Bool {
        cases.contains(choice.index(lanes[now: choice.lane]))
    }

    /// Makes `values` this frame's lanes, and this frame's lanes the frame before's, with
    /// the lanes at `alphas` clamped to 0...1 (`FrameLanes.store`).
    @inline(__always)
    func store(_ values: FrameValues, clamping alphas: [Int]) {
        lanes.store(values, clamping: alphas)
    }

    /// Makes the frame before's lanes this frame's (for the first frame).
    func holdLanesBefore() {
        lanes.holdBefore()
    }

    /// The first of `fields` (lanes and names, in frame format order) that is NaN or
    /// infinite in this frame.
    @inline(__always)
    func firstNonFinite(among fields: [(lane: Int, name: String)]) -> String? {
        guard lanes.mayHoldNonFinite else { return nil }
        return fields.first { !self[lane: $0.lane].isFinite }?.name
    }

    /// The previous frame's drawn offset, or this frame's for the first frame.
    var previousOffset: Double { state.before.offset }
}

/// A check of one invariant, fed every frame in order; no allocation unless it fails.
///
/// The built-in checks are this module's; a handler of your own may register checks of
/// its own (`HandlerInvariants.Check`), which read its fields from `Observation.values`.
/// Its metatype is `Sendable` (`HandlerMetatype`): a registration's `@Sendable` closure
/// makes checks of its type.
public protocol FrameCheck: HandlerMetatype {
    /// The invariant it checks.
    static var id: InvariantID { get }
    /// Checks the next frame, adding what fails to `log`.
    mutating func observe(_ observation: Observation, into log: inout ViolationLog)
    /// Closes what is still open after the last frame.
    mutating func finish(into log: inout ViolationLog)
}
