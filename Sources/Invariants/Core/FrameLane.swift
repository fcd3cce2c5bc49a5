import HandlerCore

/// Where a check reads one field of the handler's frame (`Observation`'s subscripts): the
/// field's lane, found in the handler's schema once per registration, or, for a field the
/// schema does not have, a lane after the frame's that holds its resting value.
///
/// A check that reads a handler's fields finds them when its registration is prepared
/// (`HandlerInvariants.Check(reading:_:)`), so reading a field on a frame is one load, with
/// no search and no test for a missing field.
public struct FrameLane: Equatable, Sendable {
    /// The value a field the schema does not have reads.
    public enum Resting: Sendable {
        case zero, one
    }

    /// The lane's position among `Observation`'s lanes.
    let index: Int

    /// The lane of `field` in `schema`; a schema without it reads `resting`.
    ///
    /// - Precondition: the lane is one of an observation's (`FrameLanes.isLane`), as a
    ///   schema's index is (at most `FrameSchema.capacity` fields): checked here, once per
    ///   registration, so that a read through a `FrameLane` need not check it again.
    public init(_ field: FrameField, in schema: FrameSchema, resting: Resting = .zero) {
        index = schema.index(of: field) ?? (resting == .zero ? Self.zero : Self.one)
        precondition(FrameLanes.isLane(index), "no lane \(index) for \(field.name)")
    }

    /// The lanes after a frame's: 0 at `zero`, 1 at `one`.
    static let zero = FrameValues.scalarCount
    static let one = FrameValues.scalarCount + 1
    /// How many lanes an observation holds per frame: the frame's and the two resting ones.
    static let count = FrameLanes.laneCount
}

/// A choice field's lane (`FrameLane`): which of its cases a frame holds, tested against
/// sets of cases found once (`cases(_:)`, `Observation.holds(_:_:)`), so a frame's case is
/// read with no list of cases (a stored index that names none reads the first case).
public struct ChoiceLane<Choice: CaseIterable & Equatable & Sendable>: Sendable {
    let lane: FrameLane
    /// How many cases there are: a stored index at or past it names none.
    let count: Double

    /// The lane of `field` in `schema`; a schema without it reads the first case.
    ///
    /// - Precondition: `Choice` has at most 64 cases.
    public init(_ field: FrameField, in schema: FrameSchema) {
        lane = FrameLane(field, in: schema)
        count = Double(Choice.allCases.count)
        precondition(count <= 64, "a choice field tested by the invariants has at most 64 cases")
    }

    /// The cases `choices`, to test a frame's case against.
    public func cases(_ choices: Choice...) -> ChoiceCases {
        var mask: UInt64 = 0
        for (index, candidate) in Choice.allCases.enumerated() where choices.contains(candidate) { mask |= 1 << index }
        return ChoiceCases(mask: mask)
    }

    /// The index of the case `stored` names, or 0 (the first case) if it names none.
    @inline(__always)
    func index(_ stored: Double) -> Int {
        stored >= 0 && stored < count ? Int(stored) : 0
    }
}

/// Some cases of a choice field (`ChoiceLane.cases(_:)`), by their stored indices.
public struct ChoiceCases: Equatable, Sendable {
    let mask: UInt64

    /// Whether the case at `index` is one of them.
    @inline(__always)
    func contains(_ index: Int) -> Bool { mask & (1 << UInt64(index)) != 0 }
}
