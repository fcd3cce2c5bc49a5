import HandlerCore

/// The Invariants module's one handle on memory it reads by pointer: an observation's
/// lanes (`Observation`), `FrameLane.count` numbers for this frame and as many for the
/// frame before, in one allocation it owns and frees.
///
/// Read through pointers: held in arrays, every read of a handler's field was a bounds
/// check and every write a uniqueness check, and the checker took 10% more instructions.
/// Every read and write is inside the allocation in every build: a lane index is checked
/// at the boundary (`isLane`, one unsigned comparison), and `store` writes a frame's
/// values only into the lanes before the resting two (checked once per process, by
/// the static layout below). Noncopyable, so the memory has one owner.
struct FrameLanes: ~Copyable {
    /// This frame's lanes and the frame before's: the halves of `storage`, in either order.
    private var now: UnsafeMutablePointer<Double>
    private var previous: UnsafeMutablePointer<Double>
    private let storage: UnsafeMutableBufferPointer<Double>
    /// Whether a number of this frame may be NaN or infinite: their sum is not finite (a
    /// sum of finite numbers that is finite says they all are).
    private(set) var mayHoldNonFinite = false

    /// Lanes of zeros, with 1 in each frame's `FrameLane.one`.
    init() {
        storage = .allocate(capacity: 2 * Self.laneCount)
        storage.initialize(repeating: 0)
        now = storage.baseAddress.unsafelyUnwrapped
        previous = now + Self.laneCount
        (now[FrameLane.one], previous[FrameLane.one]) = (1, 1)
    }

    deinit {
        storage.deallocate()
    }

    /// Whether `lane` is a lane of a frame, `0..<FrameLane.count`: the precondition of
    /// every read.
    @inline(__always)
    static func isLane(_ lane: Int) -> Bool {
        UInt(bitPattern: lane) < UInt(bitPattern: laneCount)
    }

    /// Whether `lane` is one of a frame's values, `0..<FrameValues.scalarCount` (not a
    /// resting lane): the precondition of clamping it in `store`.
    @inline(__always)
    static func isValueLane(_ lane: Int) -> Bool {
        UInt(bitPattern: lane) < UInt(bitPattern: FrameValues.scalarCount)
    }

    /// The lane at `lane` in this frame.
    ///
    /// - Precondition: `isLane(lane)`, in every build.
    @inline(__always)
    subscript(now lane: Int) -> Double {
        precondition(Self.isLane(lane), "no lane \(lane)")
        return now[lane]
    }

    /// The lane at `lane` in the frame before.
    ///
    /// - Precondition: `isLane(lane)`, in every build.
    @inline(__always)
    subscript(before lane: Int) -> Double {
        precondition(Self.isLane(lane), "no lane \(lane)")
        return previous[lane]
    }

    /// The lane `lane` in this frame: a `FrameLane` is a lane by construction (its
    /// `init` checks it), so the read is not checked again.
    @inline(__always)
    subscript(now lane: FrameLane) -> Double {
        assert(Self.isLane(lane.index))
        return now[lane.index]
    }

    /// The lane `lane` in the frame before (not checked again, as `self[now:]`).
    @inline(__always)
    subscript(before lane: FrameLane) -> Double {
        assert(Self.isLane(lane.index))
        return previous[lane.index]
    }

    /// Makes its lanes `other`'s.
    mutating func take(_ other: borrowing FrameLanes) {
        now.update(from: other.now, count: Self.laneCount)
        previous.update(from: other.previous, count: Self.laneCount)
        mayHoldNonFinite = other.mayHoldNonFinite
    }

    /// Whether the lanes at `exact` hold the same values as in the frame before, and those
    /// at `still` values within `Rest.stillness` of them.
    ///
    /// The two frames' lanes are found once (the loops found them again at every lane
    /// when they read through the observation: a class's stored pointers may change
    /// under a call). The lanes are `Indices`, checked when they were made.
    @inline(__always)
    func unchanged(_ exact: Indices, still: Indices) -> Bool {
        let (now, before) = (now, previous)
        for lane in exact.lanes {
            assert(Self.isLane(lane))
            if now[lane] != before[lane] { return false }
        }
        for lane in still.lanes {
            assert(Self.isLane(lane))
            if !Rest.still(now[lane], before[lane]) { return false }
        }
        return true
    }

    /// Lanes read on every frame, each checked once when the list is made (`isLane`).
    struct Indices: Equatable {
        let lanes: [Int]

        /// - Precondition: every lane `isLane`, in every build.
        init(_ lanes: [Int]) {
            for lane in lanes { precondition(FrameLanes.isLane(lane), "no lane \(lane)") }
            self.lanes = lanes
        }
    }

    /// The bytes of a frame's values: they fill the lanes before the two resting ones,
    /// and the sum in `store` reads them as four vectors of eight.
    /// (Constants, folded when built optimised: the check costs nothing per frame.)
    @inline(__always)
    static var valuesFitTheLanes: Bool {
        MemoryLayout<FrameValues>.size == FrameValues.scalarCount * MemoryLayout<Double>.stride
            && FrameValues.scalarCount == 4 * 8
    }

    /// `FrameLane.count`, as a constant (a stored static is read through its
    /// initialisation check).
    @inline(__always)
    static var laneCount: Int { FrameValues.scalarCount + 2 }

    /// Makes `values` this frame's lanes, and this frame's lanes the frame before's, with
    /// the lanes at `alphas` clamped to 0...1.
    ///
    /// Asked of every frame: the two frames' lanes change places (no copy), and the
    /// values are copied in as one block of memory.
    ///
    /// - Precondition: every lane of `alphas` `isValueLane`, in every build.
    @inline(__always)
    mutating func store(_ values: FrameValues, clamping alphas: [Int]) {
        precondition(Self.valuesFitTheLanes, "a frame's values do not fit an observation's lanes")
        swap(&now, &previous)
        withUnsafeBytes(of: values) { source in
            UnsafeMutableRawPointer(now).copyMemory(from: source.baseAddress.unsafelyUnwrapped, byteCount: source.count)
        }
        for lane in alphas {
            precondition(Self.isValueLane(lane), "no value lane \(lane)")
            now[lane] = min(max(now[lane], 0), 1)
        }
        // Summed eight lanes at a time from the lanes just stored (`values.sum()` adds the
        // 32 lanes one after the other, and `lowHalf`/`highHalf` move them one by one: each
        // a tenth of checking a frame); in any order the sum is finite only if every lane is.
        let raw = UnsafeRawPointer(now)
        let eight = MemoryLayout<SIMD8<Double>>.stride
        let sum = (raw.loadUnaligned(as: SIMD8<Double>.self) + raw.loadUnaligned(fromByteOffset: eight, as: SIMD8<Double>.self))
            + (raw.loadUnaligned(fromByteOffset: 2 * eight, as: SIMD8<Double>.self)
                + raw.loadUnaligned(fromByteOffset: 3 * eight, as: SIMD8<Double>.self))
        mayHoldNonFinite = !sum.sum().isFinite
    }

    /// Makes the frame before's lanes this frame's (for the first frame).
    mutating func holdBefore() {
        previous.update(from: now, count: Self.laneCount)
    }

    /// Runs `body` with a reader of `values`, the lanes of a frame not stored here, and
    /// the two resting ones after them (0 and 1), valid only during the call.
    ///
    /// Read through a pointer: `SIMD32`'s subscript with an index known only at run time
    /// stores the whole vector to memory for every lane it reads (`SceneFrame.read`).
    @inline(__always)
    static func reading<Result>(_ values: FrameValues, _ body: (Reader) -> Result) -> Result {
        precondition(valuesFitTheLanes, "a frame's values do not fit an observation's lanes")
        // The two resting lanes are a literal here: a static constant is a lazy global,
        // checked every time.
        let padded = (values, SIMD2<Double>(0, 1))
        return withUnsafeBytes(of: padded) { bytes in
            body(Reader(base: bytes.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Double.self)))
        }
    }

    /// The lanes of a frame not stored (`reading`), each read checked (`isLane`) in every build.
    struct Reader {
        fileprivate let base: UnsafePointer<Double>

        @inline(__always)
        subscript(lane: Int) -> Double {
            precondition(FrameLanes.isLane(lane), "no lane \(lane)")
            return base[lane]
        }
    }
}
