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
    /// The frame's fields that every handler's frame has (the world's), as the checks read
    /// them; a handler's own fields are read through `self[lane]`.
    @exclusivity(unchecked) public internal(set) var frame: SceneFrame
    /// The frame before, or `frame` itself for the first frame (`isFirst`): kept whole
    /// rather than optional, as unwrapping an optional frame copied it.
    @exclusivity(unchecked) public internal(set) var before: SceneFrame
    /// It is frame 0.
    @exclusivity(unchecked) public internal(set) var isFirst: Bool
    @exclusivity(unchecked) var context: FrameContext
    /// The frame is at rest (`Invariant`'s terms).
    @exclusivity(unchecked) public internal(set) var atRest: Bool
    /// The handler's frame values, in its schema's order: kept only for a handler with
    /// checks of its own (zero otherwise), which find their fields' lanes in its schema.
    @exclusivity(unchecked) public internal(set) var values = FrameValues(repeating: 0)
    /// The scene's geometry in the frame's screen and view (the checker remakes it when a
    /// geometry input changes them).
    @exclusivity(unchecked) var geometry: SceneGeometry
    /// The handler's frame values (its alphas clamped to 0...1, as Core Animation draws
    /// them), then 0 and 1 (`FrameLane`'s resting lanes): where `self[lane]` reads.
    ///
    /// `FrameLane.count` numbers, in memory this observation owns (`lanesStorage`, with
    /// `lanesBefore`), read through a pointer: held in arrays, every read of a handler's
    /// field was a bounds check and every write a uniqueness check, and the checker took
    /// 10% more instructions. A lane's index is below `FrameLane.count` by construction
    /// (`FrameLane`), and debug builds assert it.
    @exclusivity(unchecked) private var lanes: UnsafeMutablePointer<Double>
    /// The same for the frame before (`before`).
    @exclusivity(unchecked) private var lanesBefore: UnsafeMutablePointer<Double>
    /// The memory of both: `lanes` and `lanesBefore` are its halves, in either order.
    private let lanesStorage: UnsafeMutableBufferPointer<Double>
    /// Whether a number of the frame may be NaN or infinite: their sum is not finite (a
    /// sum of finite numbers that is finite says they all are).
    @exclusivity(unchecked) private(set) var mayHoldNonFinite = false

    init(frame: SceneFrame, geometry: SceneGeometry) {
        self.frame = frame
        before = frame
        isFirst = true
        context = FrameContext()
        atRest = false
        self.geometry = geometry
        lanesStorage = .allocate(capacity: 2 * FrameLane.count)
        lanesStorage.initialize(repeating: 0)
        lanes = lanesStorage.baseAddress!
        lanesBefore = lanes + FrameLane.count
        (lanes[FrameLane.one], lanesBefore[FrameLane.one]) = (1, 1)
    }

    deinit {
        lanesStorage.deallocate()
    }

    /// Another observation with the same values (a copied checker goes on with its own).
    func copy() -> Observation {
        let copy = Observation(frame: frame, geometry: geometry)
        (copy.before, copy.isFirst, copy.context, copy.atRest, copy.values) = (before, isFirst, context, atRest, values)
        copy.lanes.update(from: lanes, count: FrameLane.count)
        copy.lanesBefore.update(from: lanesBefore, count: FrameLane.count)
        copy.mayHoldNonFinite = mayHoldNonFinite
        return copy
    }

    /// The value of a handler's field in this frame.
    @inline(__always)
    public subscript(lane: FrameLane) -> Double { self[lane: lane.index] }

    /// The value of a handler's field in the frame before (this frame's, for the first).
    @inline(__always)
    public subscript(before lane: FrameLane) -> Double { self[before: lane.index] }

    /// The value in this frame of the lane at `lane` (`FrameLane.index`).
    @inline(__always)
    subscript(lane lane: Int) -> Double {
        assert((0..<FrameLane.count).contains(lane))
        return lanes[lane]
    }

    /// The value in the frame before of the lane at `lane` (`FrameLane.index`).
    @inline(__always)
    subscript(before lane: Int) -> Double {
        assert((0..<FrameLane.count).contains(lane))
        return lanesBefore[lane]
    }

    /// Whether the lanes at `exact` hold the same values as in the frame before, and those
    /// at `still` values within `Rest.stillness` of them.
    ///
    /// The two frames' lanes are found once (read through `self`, the loops found them
    /// again at every lane: a class's stored pointers may change under a call).
    @inline(__always)
    func lanesUnchanged(_ exact: [Int], still: [Int]) -> Bool {
        let (now, before) = (lanes, lanesBefore)
        for lane in exact {
            assert((0..<FrameLane.count).contains(lane))
            if now[lane] != before[lane] { return false }
        }
        for lane in still {
            assert((0..<FrameLane.count).contains(lane))
            if !Rest.still(now[lane], before[lane]) { return false }
        }
        return true
    }

    /// Whether a handler's choice field holds one of `cases` in this frame (a stored index
    /// that names no case reads the first case).
    @inline(__always)
    public func holds<Choice>(_ choice: ChoiceLane<Choice>, _ cases: ChoiceCases) -> Bool {
        cases.contains(choice.index(self[lane: choice.lane.index]))
    }

    /// Makes `values` this frame's lanes, and this frame's lanes the frame before's, with
    /// the lanes at `alphas` clamped to 0...1.
    ///
    /// Asked of every frame: the two frames' lanes change places (no copy), and the
    /// values are copied in as one block of memory.
    @inline(__always)
    func store(_ values: FrameValues, clamping alphas: [Int]) {
        swap(&lanes, &lanesBefore)
        withUnsafeBytes(of: values) { source in
            // The frame's values fill the lanes before the two resting ones.
            assert(source.count == FrameValues.scalarCount * MemoryLayout<Double>.stride)
            UnsafeMutableRawPointer(lanes).copyMemory(from: source.baseAddress!, byteCount: source.count)
        }
        for lane in alphas {
            assert((0..<FrameValues.scalarCount).contains(lane))
            lanes[lane] = min(max(lanes[lane], 0), 1)
        }
        // Summed eight lanes at a time from the lanes just stored (`values.sum()` adds the
        // 32 lanes one after the other, and `lowHalf`/`highHalf` move them one by one: each
        // a tenth of checking a frame); in any order the sum is finite only if every lane is.
        assert(FrameValues.scalarCount == 4 * 8, "the sum reads the frame's lanes as four vectors of eight")
        let raw = UnsafeRawPointer(lanes)
        let eight = MemoryLayout<SIMD8<Double>>.stride
        let sum = (raw.loadUnaligned(as: SIMD8<Double>.self) + raw.loadUnaligned(fromByteOffset: eight, as: SIMD8<Double>.self))
            + (raw.loadUnaligned(fromByteOffset: 2 * eight, as: SIMD8<Double>.self)
                + raw.loadUnaligned(fromByteOffset: 3 * eight, as: SIMD8<Double>.self))
        mayHoldNonFinite = !sum.sum().isFinite
    }

    /// Makes the frame before's lanes this frame's (for the first frame).
    func holdLanesBefore() {
        lanesBefore.update(from: lanes, count: FrameLane.count)
    }

    /// The first of `fields` (lanes and names, in frame format order) that is NaN or
    /// infinite in this frame.
    @inline(__always)
    func firstNonFinite(among fields: [(lane: Int, name: String)]) -> String? {
        guard mayHoldNonFinite else { return nil }
        return fields.first { !self[lane: $0.lane].isFinite }?.name
    }

    /// The previous frame's drawn offset, or this frame's for the first frame.
    var previousOffset: Double { before.offset }
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
