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
        let delta: Double
        let timing: Timing
        let begin: Nanoseconds
        let length: Nanoseconds
    }

    /// The model value (what UIKit's getter returns).
    public private(set) var model: Double
    @usableFromInline var records: [Record] = []

    public init(_ value: Double) {
        self.model = value
        records.reserveCapacity(8)
    }

    /// Sets the model value, animated with `animation` when given (and the value changes).
    public mutating func set(_ value: Double, animation: AnimationSpec?, at now: Nanoseconds) {
        let delta = model - value
        model = value
        guard let animation, delta != 0 else { return }
        records.append(Record(delta: delta, timing: animation.timing, begin: now, length: animation.length))
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

    /// `presentation(at:)` when there are records.
    @usableFromInline
    mutating func presentationWithRecords(at time: Nanoseconds) -> Double {
        // One pass over the records in place: the unfinished ones are summed in order,
        // and the array is only rewritten when some have finished.
        var remaining = 0.0
        var finished = false
        records.withUnsafeBufferPointer { records in
            for record in records {
                let elapsed = time - record.begin
                if elapsed >= record.length {
                    finished = true
                    continue
                }
                remaining += record.delta * (1 - record.timing.progress(elapsed: elapsed, length: record.length))
            }
        }
        if finished { records.removeAll { time - $0.begin >= $0.length } }
        return model + remaining
    }
}
