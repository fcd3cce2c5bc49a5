import HandlerCore

/// Where a handler's frames hold the form's view origin and its active field's bottom
/// edge, for the form's checks.
struct FormLanes: Sendable {
    let viewY: FrameLane
    let fieldBottom: FrameLane

    init(_ schema: FrameSchema) {
        viewY = FrameLane(.viewY, in: schema)
        fieldBottom = FrameLane(.fieldBottom, in: schema)
    }
}
