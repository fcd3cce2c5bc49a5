import HandlerCore

/// Where a handler's frames hold launch-composer's scroll-to-bottom button: its drawn
/// alpha (clamped to 0...1 when read) and the handler's "at the bottom" (a handler without
/// them reads alpha 0, at the bottom), for the checks that read it.
struct ButtonLanes: Sendable {
    let alpha: FrameLane
    let atBottom: FrameLane

    init(_ schema: FrameSchema) {
        alpha = FrameLane(.btnAlpha, in: schema)
        atBottom = FrameLane(.atBottom, in: schema, resting: .one)
    }
}
