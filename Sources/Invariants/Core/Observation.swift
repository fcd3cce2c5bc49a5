import Handlers
import UIKitModel

/// One frame as the checks see it: the frame, the one before, what the trace did in
/// between, whether it is at rest, and the scene's fixed geometry.
///
/// The checker keeps one and rewrites it for each frame (`InvariantChecker.observe`).
/// A class, handed to every check by reference: as a value it was copied (500 bytes)
/// for each frame to be passed. Its properties are not checked for exclusive access at
/// run time (a check at every read of a frame's field): the checker changes them between
/// the checks' reads, never during one.
public final class Observation {
    /// The frame's fields as the built-in checks read them.
    @exclusivity(unchecked) public internal(set) var frame: SceneFrame
    /// The frame before, or `frame` itself for the first frame (`isFirst`): kept whole
    /// rather than optional, as unwrapping an optional frame copied it (200 bytes, twice
    /// a frame).
    @exclusivity(unchecked) public internal(set) var before: SceneFrame
    /// It is frame 0.
    @exclusivity(unchecked) public internal(set) var isFirst: Bool
    @exclusivity(unchecked) var context: FrameContext
    /// The frame is at rest (`Invariant`'s terms).
    @exclusivity(unchecked) public internal(set) var atRest: Bool
    /// The handler's frame values, in its schema's order: kept only for a handler with
    /// checks of its own (zero otherwise), which find their fields' lanes in its schema.
    @exclusivity(unchecked) public internal(set) var values = FrameValues(repeating: 0)
    let geometry: SceneGeometry
    /// The first numeric field of the handler's frame that `frame` does not hold and that
    /// is NaN or infinite (`nil` for a frame given as a `SceneFrame`).
    @exclusivity(unchecked) var otherNonFiniteField: String?

    init(
        frame: SceneFrame, before: SceneFrame, isFirst: Bool, context: FrameContext, atRest: Bool,
        geometry: SceneGeometry, otherNonFiniteField: String? = nil, values: FrameValues = FrameValues(repeating: 0)
    ) {
        self.values = values
        self.frame = frame
        self.before = before
        self.isFirst = isFirst
        self.context = context
        self.atRest = atRest
        self.geometry = geometry
        self.otherNonFiniteField = otherNonFiniteField
    }

    /// Another observation with the same values (a copied checker goes on with its own).
    func copy() -> Observation {
        Observation(
            frame: frame, before: before, isFirst: isFirst, context: context, atRest: atRest, geometry: geometry,
            otherNonFiniteField: otherNonFiniteField, values: values)
    }

    /// The previous frame's drawn offset, or this frame's for the first frame.
    var previousOffset: Double { before.offset }

    /// The first numeric field, in frame format order, that is NaN or infinite.
    ///
    /// Inlined, and the frame's fields read where they are unless one may not be finite:
    /// asked of every frame, a call, or reading the frame as a whole, copied it.
    @inline(__always)
    var nonFiniteField: String? {
        guard frame.mayHoldNonFinite else { return otherNonFiniteField }
        return frame.firstNonFiniteField ?? otherNonFiniteField
    }
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
