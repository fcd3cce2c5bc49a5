import HandlerCore

/// Where a handler's frames hold launch-composer's pin: its phase, the runway and the
/// pinned offset (a handler without them reads idle and 0), and the sets of phases the
/// checks test, found once.
struct PinLanes: Sendable {
    let phase: ChoiceLane<PinPhase>
    let runway: FrameLane
    let pinned: FrameLane
    /// No pin holds the content: idle or armed.
    let free: ChoiceCases
    /// Pinned, enforced or relaxed.
    let held: ChoiceCases
    /// Pinned and enforced.
    let enforced: ChoiceCases
    /// Armed or deferred: a send's pin still to come.
    let waiting: ChoiceCases

    init(_ schema: FrameSchema) {
        phase = ChoiceLane(.pin, in: schema)
        runway = FrameLane(.runway, in: schema)
        pinned = FrameLane(.pinned, in: schema)
        (free, held) = (phase.cases(.idle, .armed), phase.cases(.pinned, .pinnedRelaxed))
        (enforced, waiting) = (phase.cases(.pinned), phase.cases(.armed, .deferred))
    }
}
