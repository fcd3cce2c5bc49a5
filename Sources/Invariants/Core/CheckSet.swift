/// The checks that run on one replay's frames: the built-in ones that apply, each in a
/// slot of its own (empty where it does not apply), then the handler's own.
///
/// The built-in checks are named once, in catalogue order, by the type of their slots
/// (`BuiltInChecks`): a chain of slots, each holding one check type and the rest of the
/// chain, so every call is direct, specialised and inlined into the checker's loop. Held
/// as a list of boxed checks instead, each frame went through a box and a witness table
/// per check, and `explore` took 50% more CPU time.
struct CheckSet {
    /// The built-in checks, in catalogue order (`InvariantID.allCases`).
    typealias BuiltInChecks =
        CheckSlot<FiniteNumbersCheck,
        CheckSlot<ComposerRidesKeyboardCheck,
        CheckSlot<ContentNotCoveredCheck,
        CheckSlot<TwoPhaseMotionCheck,
        CheckSlot<BlankGapCheck,
        CheckSlot<RunwayCheck,
        CheckSlot<ButtonFlickerCheck,
        CheckSlot<SendMonotonicCheck,
        CheckSlot<ButtonMatchesPositionCheck,
        CheckSlot<ButtonAboveComposerCheck,
        CheckSlot<PinHoldsCheck,
        CheckSlot<BarMovesWithKeyboardCheck,
        CheckSlot<FieldNotCoveredCheck,
        CheckSlot<NoSnapBackCheck,
        CheckSlot<FieldNotOverLiftedCheck,
        CheckSlot<RidesFloatingKeyboardCheck,
        NoCheckSlot>>>>>>>>>>>>>>>>

    private var builtIn = BuiltInChecks()
    /// The handler's own checks, after the built-in ones, in its registration's order.
    private var own: [any FrameCheck] = []

    /// Adds `check`: into its slot if it is a built-in check, else to the handler's own.
    ///
    /// - Precondition: a built-in check has a slot in `BuiltInChecks` (checked in every
    ///   build: a check left out of the chain would never run; `CheckSetTests` proves
    ///   the chain holds every built-in invariant).
    mutating func install<Check: FrameCheck>(_ check: Check) {
        guard Check.id.isBuiltIn else { return own.append(check) }
        precondition(builtIn.install(check), "\(Check.id) is built in but has no slot in CheckSet.BuiltInChecks")
    }

    /// Every check sees the frame: the built-in ones in catalogue order, then the own ones.
    @inline(__always)
    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        builtIn.observe(observation, into: &log)
        if !own.isEmpty { observeOwn(observation, into: &log) }
    }

    @inline(never)
    private mutating func observeOwn(_ observation: Observation, into log: inout ViolationLog) {
        for index in own.indices { own[index].observe(observation, into: &log) }
    }

    /// Every check closes what is still open, in the same order.
    mutating func finish(into log: inout ViolationLog) {
        builtIn.finish(into: &log)
        for index in own.indices { own[index].finish(into: &log) }
    }
}

/// A chain of built-in check slots (`CheckSet.BuiltInChecks`).
protocol CheckSlots {
    init()
    /// The invariants of the chain's slots, in its order.
    static var slottedIDs: [InvariantID] { get }
    /// Puts `check` into the slot of its type; false when the chain has none.
    mutating func install<Check: FrameCheck>(_ check: Check) -> Bool
    mutating func observe(_ observation: Observation, into log: inout ViolationLog)
    mutating func finish(into log: inout ViolationLog)
}

/// One built-in check's slot (`nil` where it does not apply), then the rest of the chain.
struct CheckSlot<Slotted: FrameCheck, Rest: CheckSlots>: CheckSlots {
    private var check: Slotted?
    private var rest = Rest()

    init() {}

    static var slottedIDs: [InvariantID] { [Slotted.id] + Rest.slottedIDs }

    mutating func install<Check: FrameCheck>(_ check: Check) -> Bool {
        guard let check = check as? Slotted else { return rest.install(check) }
        self.check = check
        return true
    }

    @inline(__always)
    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        check?.observe(observation, into: &log)
        rest.observe(observation, into: &log)
    }

    mutating func finish(into log: inout ViolationLog) {
        check?.finish(into: &log)
        rest.finish(into: &log)
    }
}

/// The end of the chain: a built-in check that reaches it has no slot.
struct NoCheckSlot: CheckSlots {
    init() {}

    static var slottedIDs: [InvariantID] { [] }

    mutating func install<Check: FrameCheck>(_ check: Check) -> Bool { false }

    @inline(__always)
    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {}

    mutating func finish(into log: inout ViolationLog) {}
}
