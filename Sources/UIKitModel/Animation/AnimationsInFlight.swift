/// An animation as a world runs it: its spec, when it began, and its serial and position
/// in the world's `AnimationsInFlight`, which the records it makes carry.
@usableFromInline
struct RunningAnimation: Sendable {
    @usableFromInline let spec: AnimationSpec
    @usableFromInline let begin: Nanoseconds
    @usableFromInline let serial: Int
    /// The entry's position (see `AnimationsInFlight.dropped`): a record made in it finds
    /// its entry there from its first frame on, with no search.
    @usableFromInline let slot: Int
}

/// The animations a world has begun that may still run, each with its progress at the
/// last time it was asked for.
///
/// Why: one animation usually moves several properties (a keyboard notification moves
/// the keyboard, the offset and a few views with one spring), and a frame draws them
/// all, so the same progress (an `exp`, a Bezier solve, a damped sine) was computed once
/// per property and per read. Here it is computed once per animation and time.
///
/// A pure cache: a record reads its animation's progress from here only when it began
/// with its animation (a host may move the clock inside an animation block), and the progress is computed by
/// the same `Timing.progress(elapsed:length:)` from the same numbers as the record's own,
/// so every drawn value is bit for bit the one computed record by record. A record not
/// found here (made without a world, or read at a time before its animation was dropped)
/// computes its own.
@usableFromInline
struct AnimationsInFlight: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        let serial: Int
        /// The time `progress` is for (`Nanoseconds.min`, which no replay reaches, until
        /// it is first asked for).
        var time = Nanoseconds.min
        var progress = 0.0
        let timing: Timing
        /// How its progress is computed, with what does not depend on the time computed once.
        let curve: Curve
        let begin: Nanoseconds
        let length: Nanoseconds

        /// A timing as an entry computes it.
        @usableFromInline
        enum Curve: Sendable {
            /// The keyboard's, the curve of most records (every keyboard notification's):
            /// known here, it costs no look into the timing's cases.
            case keyboard
            /// A damped spring's, with its constants.
            case spring(DampedSpring.Constants)
            /// Any other: the timing's own.
            case timing
        }

        init(serial: Int, timing: Timing, begin: Nanoseconds, length: Nanoseconds) {
            self.serial = serial
            self.timing = timing
            self.begin = begin
            self.length = length
            switch timing {
            case .keyboard: curve = .keyboard
            case .spring(let spring): curve = .spring(DampedSpring.Constants(spring))
            case .bezier, .linear: curve = .timing
            }
        }

        /// The progress at `time`, `elapsed` after its begin, before its end (as a record
        /// that reads it checks first), computed and kept for `time`.
        ///
        /// From the entry's own timing and length, which are those of every record that
        /// reads it (a record reads its animation's entry only when it began with it), so
        /// the record's own computation would give the same bits: before the end, the
        /// keyboard's timing is `KeyboardSpring.progress(elapsed:)`, whatever the length,
        /// and a spring's is `DampedSpring.progress(elapsed:)`, its constants' progress.
        /// Out of line: the curve math would take the registers of the loop over the records.
        @inline(never)
        mutating func progress(at time: Nanoseconds, elapsed: Nanoseconds) -> Double {
            switch curve {
            case .keyboard: progress = KeyboardSpring.progress(elapsed: elapsed)
            case .spring(let constants): progress = constants.progress(elapsed: elapsed)
            case .timing: progress = timing.progress(elapsed: elapsed, length: length)
            }
            self.time = time
            return progress
        }
    }

    /// Sorted by serial: appended in order, dropped in place.
    @usableFromInline var entries: [Entry] = []
    /// How many entries have been dropped from the front: an entry's position (its index
    /// plus this) stays the same until the table is compacted, so records keep positions.
    @usableFromInline var dropped = 0
    @usableFromInline var lastSerial = 0

    /// From this many entries on, a new one drops every finished entry, not only those in
    /// front: a long animation in front must not hold the finished ones behind it.
    static let compactionThreshold = 64

    @usableFromInline
    init() {
        entries.reserveCapacity(Self.compactionThreshold)
    }

    /// `spec` begun at `now`, as the running animation it is: the one already here with
    /// the same timing, begin and length (two notifications at one time with one curve, an
    /// outer animation block restored), or a new one.
    ///
    /// Adding one first drops animations that have finished by `now`: time only moves
    /// forward, so no record reads them again.
    @usableFromInline
    mutating func run(_ spec: AnimationSpec, at now: Nanoseconds) -> RunningAnimation {
        // Begins never decrease in a replay, so an animation begun now is among the last.
        // Missing one elsewhere (time set back by a test) only costs a second entry.
        for index in entries.indices.reversed() {
            let entry = entries[index]
            guard entry.begin == now else { break }
            if Self.identical(entry.timing, spec.timing) && entry.length == spec.length {
                return RunningAnimation(spec: spec, begin: now, serial: entry.serial, slot: index + dropped)
            }
        }
        dropFinished(at: now)
        lastSerial += 1
        entries.append(Entry(serial: lastSerial, timing: spec.timing, begin: now, length: spec.length))
        return RunningAnimation(spec: spec, begin: now, serial: lastSerial, slot: entries.count - 1 + dropped)
    }

    /// Whether two timings are the same bit for bit: `==` takes 0 and -0 for equal, and a
    /// spring's progress differs between them.
    static func identical(_ a: Timing, _ b: Timing) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool { x.bitPattern == y.bitPattern }
        switch (a, b) {
        case (.linear, .linear), (.keyboard, .keyboard):
            return true
        case (.bezier(let p), .bezier(let q)):
            return same(p.x1, q.x1) && same(p.y1, q.y1) && same(p.x2, q.x2) && same(p.y2, q.y2)
        case (.spring(let p), .spring(let q)):
            return same(p.dampingRatio, q.dampingRatio) && same(p.initialVelocity, q.initialVelocity)
                && p.duration == q.duration
        case (.bezier, _), (.linear, _), (.keyboard, _), (.spring, _):
            return false
        }
    }

    /// Drops the finished entries in front, or all finished ones once there are many.
    private mutating func dropFinished(at now: Nanoseconds) {
        if entries.count >= Self.compactionThreshold {
            entries.removeAll { now - $0.begin >= $0.length }
            return
        }
        let finished = entries.prefix { now - $0.begin >= $0.length }.count
        entries.removeFirst(finished)
        dropped += finished
    }

    /// The progress of `record` at `time`, `elapsed` into it: its animation's, computed
    /// once per time, or its own when its animation is not in `entries`, this table's
    /// entries, of which `dropped` were dropped from the front.
    ///
    /// The record keeps its animation's position (`slot`), so the search is rare. Only the
    /// common case, a record whose slot holds its animation, is inlined into the loop over
    /// the records; the rest is out of line, so that the loop keeps its values in registers.
    @inline(__always)
    static func progress(
        of record: inout AnimatedValue.Record, elapsed: Nanoseconds, at time: Nanoseconds,
        in entries: InPlaceElements<Entry>, dropped: Int
    ) -> Double {
        let index = record.slot &- dropped
        // One check that `index` is in the table, and one address for the reads below.
        let found = entries.update(at: index) { entry -> Double? in
            guard entry.serial == record.animation else { return nil }
            if entry.time == time { return entry.progress }
            return entry.progress(at: time, elapsed: elapsed)
        }
        if let found, let found { return found }
        return progressFound(of: &record, elapsed: elapsed, at: time, in: entries, dropped: dropped)
    }

    /// `progress(of:elapsed:at:in:dropped:)` for a record whose slot does not hold its
    /// animation: it is looked for (and the slot kept), or the record computes its own.
    @inline(never)
    private static func progressFound(
        of record: inout AnimatedValue.Record, elapsed: Nanoseconds, at time: Nanoseconds,
        in entries: InPlaceElements<Entry>, dropped: Int
    ) -> Double {
        guard record.animation != 0, let index = Self.index(of: record.animation, in: entries) else {
            return record.progress(elapsed: elapsed)
        }
        record.slot = index + dropped
        if entries[index].time == time { return entries[index].progress }
        return entries[index].progress(at: time, elapsed: elapsed)
    }

    /// The index of the entry of animation `serial`, if it is here.
    private static func index(of serial: Int, in entries: InPlaceElements<Entry>) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].serial < serial { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].serial == serial ? low : nil
    }
}
