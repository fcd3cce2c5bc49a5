/// A view property animated the way UIKit has since iOS 8: additively.
///
/// Starting an animation from model value `a` to `b` sets the model to `b` at
/// once and adds a record `delta = a - b` that decays to nothing along the
/// animation's timing. The drawn (presentation) value is the model plus every
/// unfinished record's remaining delta. New animations never cancel older ones,
/// and an unanimated set changes only the model: records in flight keep decaying.
public struct AnimatedValue: Sendable {
    @usableFromInline
    struct Record: Sendable {
        // The fields a frame reads come first, together; the timing, read only by a record
        // that computes its own progress, comes last.
        let begin: Nanoseconds
        let length: Nanoseconds
        let delta: Double
        /// The serial of its animation in the world's `AnimationsInFlight` (0 when it was
        /// set without a world: it computes its own progress).
        let animation: Int
        /// Its animation's position in the world's `AnimationsInFlight`, as made or last found.
        var slot = 0
        let timing: Timing

        /// Its timing's progress `elapsed` after its begin.
        func progress(elapsed: Nanoseconds) -> Double {
            timing.progress(elapsed: elapsed, length: length)
        }
    }

    /// The model value (what UIKit's getter returns).
    public private(set) var model: Double
    @usableFromInline var records: [Record] = []

    public init(_ value: Double) {
        self.model = value
        records.reserveCapacity(8)
    }

    /// A value that reserves no room for records: one that rarely animates (the keyboard's
    /// x, width and height) costs no allocation until it does.
    init(rarelyAnimated value: Double) {
        self.model = value
    }

    /// Sets the model value, animated with `animation` when given (and the value changes).
    public mutating func set(_ value: Double, animation: AnimationSpec?, at now: Nanoseconds) {
        set(value, animation: animation, serial: 0, slot: 0, at: now)
    }

    /// `set(_:animation:at:)` in a world: the record shares `animation`'s progress.
    @usableFromInline
    mutating func set(_ value: Double, in animation: RunningAnimation?, at now: Nanoseconds) {
        // A record that does not begin with its animation computes its own progress.
        guard let animation, animation.begin == now else {
            set(value, animation: animation?.spec, serial: 0, slot: 0, at: now)
            return
        }
        set(value, animation: animation.spec, serial: animation.serial, slot: animation.slot, at: now)
    }

    private mutating func set(
        _ value: Double, animation: AnimationSpec?, serial: Int, slot: Int, at now: Nanoseconds
    ) {
        let delta = model - value
        model = value
        guard let animation, delta != 0 else { return }
        records.append(
            Record(
                begin: now, length: animation.length, delta: delta, animation: serial, slot: slot,
                timing: animation.timing))
    }

    /// Whether any animation record is still in flight at `time`.
    public func isAnimating(at time: Nanoseconds) -> Bool {
        records.contains { time - $0.begin < $0.length }
    }

    /// The drawn value at `time`; drops records that have finished by then.
    ///
    /// Time only moves forward, so finished records can go.
    @inlinable
    public mutating func presentation(at time: Nanoseconds) -> Double {
        // Inlined into the handler's `draw`: a value at rest costs no call.
        if records.isEmpty { return model }
        return presentationWithRecords(at: time)
    }

    /// `presentation(at:)` in a world, with each animation's progress computed once per
    /// time for every property it moves (`World.presentation(of:)`).
    @inlinable
    mutating func presentation(at time: Nanoseconds, sharing animations: inout AnimationsInFlight) -> Double {
        if records.isEmpty { return model }
        return presentationWithRecords(at: time, sharing: &animations)
    }

    /// `presentation(at:)` when there are records.
    @usableFromInline
    mutating func presentationWithRecords(at time: Nanoseconds) -> Double {
        sumRecords(at: time) { record, elapsed in record.progress(elapsed: elapsed) }
    }

    /// `presentation(at:sharing:)` when there are records.
    @usableFromInline
    mutating func presentationWithRecords(at time: Nanoseconds, sharing animations: inout AnimationsInFlight) -> Double {
        let dropped = animations.dropped
        return InPlaceElements.with(&animations.entries) { entries in
            sumRecords(at: time) { record, elapsed in
                AnimationsInFlight.progress(of: &record, elapsed: elapsed, at: time, in: entries, dropped: dropped)
            }
        }
    }

    /// The model plus the remaining delta of every record unfinished at `time`, in order,
    /// each record's progress given by `progress`; drops the finished records.
    @inline(__always)
    private mutating func sumRecords(
        at time: Nanoseconds, progress: (inout Record, _ elapsed: Nanoseconds) -> Double
    ) -> Double {
        // One pass over the records in place (the fewer values the loop keeps, the fewer
        // it reloads around the calls it makes); the finished ones are only noted.
        var remaining = 0.0
        var finished = false
        InPlaceElements.with(&records) { records in
            records.updateEach { record in
                // Times and begins are within a replay's range: no overflow to check.
                let elapsed = time &- record.begin
                if elapsed < record.length {
                    // The delta is read after the progress, which may be a call: it is
                    // then not kept across it. (The same operations, in the same order.)
                    let progress = progress(&record, elapsed)
                    remaining += record.delta * (1 - progress)
                } else {
                    finished = true
                }
            }
        }
        if finished { dropRecords(finishedBy: time) }
        return model + remaining
    }

    /// Drops the records finished by `time`, keeping the others in order.
    ///
    /// Records mostly finish in the order they began: when the finished ones are all in
    /// front, one move of the others drops them. Otherwise the unfinished records move
    /// down over the finished ones before them, one by one (`removeAll(where:)` swapped
    /// them, 80 bytes at a time), and the array is shortened.
    private mutating func dropRecords(finishedBy time: Nanoseconds) {
        let isFinished = { (record: Record) in time &- record.begin >= record.length }
        let front = records.prefix(while: isFinished).count
        if !records[front...].contains(where: isFinished) {
            records.removeFirst(front)
            return
        }
        let count = records.count
        let kept = InPlaceElements.with(&records) { records in
            var kept = 0
            for index in 0..<count where !isFinished(records[index]) {
                if kept != index { records[kept] = records[index] }
                kept &+= 1
            }
            return kept
        }
        records.removeLast(count &- kept)
    }
}
