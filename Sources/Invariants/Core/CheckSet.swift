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
    mutating func install<Check: FrameCheck>(_ check: Check) {
        guard Check.id.isBuiltIn else { return own.append(check) }
        builtIn.install(check)
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
    /// Puts `check` into the slot of its type.
    mutating func install<Check: FrameCheck>(_ check: Check)
    mutating func observe(_ observation: Observation, into log: inout ViolationLog)
    mutating func finish(into log: inout ViolationLog)
}

/// One built-in check's slot (`nil` where it does not apply), then the rest of the chain.
struct CheckSlot<Slotted: FrameCheck, Rest: CheckSlots>: CheckSlots {
    private var check: Slotted?
    private var rest = Rest()

    init() {}

    mutating func install<Check: FrameCheck>(_ check: Check) {
        if let check = check as? Slotted { self.check = check } else { rest.install(check) }
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

    mutating func install<Check: FrameCheck>(_ check: Check) {
        assertionFailure("\(Check.id) is built in but has no slot in CheckSet.BuiltInChecks")
    }

    @inline(__always)
    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {}

    mutating func finish(into log: inout ViolationLog) {}
}
