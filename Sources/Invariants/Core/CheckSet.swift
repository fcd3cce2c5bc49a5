/// The checks that run on one replay's frames: the built-in ones that apply, each in a
/// field of its own (`nil` where it does not apply), then the handler's own.
///
/// The built-in checks are stored inline and reached by direct calls, specialised and
/// inlined into the checker's loop: held as a list of boxed checks instead, each frame
/// went through a box and a witness table per check, and `explore` took 50% more CPU
/// time. The fields are listed twice, here and in `accept`; every pass over the checks
/// (install, observe, finish) is a `CheckVisitor` given to `accept`.
struct CheckSet {
    private var finite: FiniteNumbersCheck?
    private var composer: ComposerRidesKeyboardCheck?
    private var content: ContentNotCoveredCheck?
    private var twoPhase: TwoPhaseMotionCheck?
    private var blankGap: BlankGapCheck?
    private var runway: RunwayCheck?
    private var flicker: ButtonFlickerCheck?
    private var send: SendMonotonicCheck?
    private var buttonPosition: ButtonMatchesPositionCheck?
    private var buttonPlace: ButtonAboveComposerCheck?
    private var pinHolds: PinHoldsCheck?
    private var barJumps: BarMovesWithKeyboardCheck?
    private var fieldCovered: FieldNotCoveredCheck?
    private var snapBack: NoSnapBackCheck?
    private var overLift: FieldNotOverLiftedCheck?
    /// The handler's own checks, after the built-in ones, in its registration's order.
    private var own: [any FrameCheck] = []

    /// Gives `visitor` every built-in check's field, in catalogue order.
    @inline(__always)
    private mutating func accept<Visitor: CheckVisitor>(_ visitor: Visitor, log: inout ViolationLog) {
        visitor.visit(&finite, log: &log)
        visitor.visit(&composer, log: &log)
        visitor.visit(&content, log: &log)
        visitor.visit(&twoPhase, log: &log)
        visitor.visit(&blankGap, log: &log)
        visitor.visit(&runway, log: &log)
        visitor.visit(&flicker, log: &log)
        visitor.visit(&send, log: &log)
        visitor.visit(&buttonPosition, log: &log)
        visitor.visit(&buttonPlace, log: &log)
        visitor.visit(&pinHolds, log: &log)
        visitor.visit(&barJumps, log: &log)
        visitor.visit(&fieldCovered, log: &log)
        visitor.visit(&snapBack, log: &log)
        visitor.visit(&overLift, log: &log)
    }

    /// Adds `check`: into its field if it is a built-in check, else to the handler's own.
    mutating func install<Check: FrameCheck>(_ check: Check) {
        guard Check.id.isBuiltIn else { return own.append(check) }
        var unused = ViolationLog(limit: 0)
        accept(Installing(check: check), log: &unused)
    }

    /// Every check sees the frame: the built-in ones in catalogue order, then the own ones.
    @inline(__always)
    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        accept(Observing(observation: observation), log: &log)
        if !own.isEmpty { observeOwn(observation, into: &log) }
    }

    @inline(never)
    private mutating func observeOwn(_ observation: Observation, into log: inout ViolationLog) {
        for index in own.indices { own[index].observe(observation, into: &log) }
    }

    /// Every check closes what is still open, in the same order.
    mutating func finish(into log: inout ViolationLog) {
        accept(Finishing(), log: &log)
        for index in own.indices { own[index].finish(into: &log) }
    }
}

/// One pass over `CheckSet`'s built-in checks.
private protocol CheckVisitor {
    func visit<Check: FrameCheck>(_ check: inout Check?, log: inout ViolationLog)
}

/// Puts a built-in check into its field (the one of its type).
private struct Installing<Installed: FrameCheck>: CheckVisitor {
    let check: Installed

    func visit<Check: FrameCheck>(_ slot: inout Check?, log: inout ViolationLog) {
        if let check = check as? Check { slot = check }
    }
}

private struct Observing: CheckVisitor {
    let observation: Observation

    @inline(__always)
    func visit<Check: FrameCheck>(_ check: inout Check?, log: inout ViolationLog) {
        check?.observe(observation, into: &log)
    }
}

private struct Finishing: CheckVisitor {
    func visit<Check: FrameCheck>(_ check: inout Check?, log: inout ViolationLog) {
        check?.finish(into: &log)
    }
}
