import HandlerCore
import UIKitModel

/// Whether a frame is at rest (see `Invariant`): nothing animates, nothing moves, and no
/// model value changed since the previous frame (an animation that starts exactly at a
/// frame's time has not moved yet in that frame).
///
/// The world's fields count for every handler (the keyboard's top and the offset, drawn;
/// the inset, the content height and the scroll phase, model); a handler's registration
/// names its own (`RestFields`), found in its frame once (`RestLanes`).
enum Rest {
    /// Drawn values that differ by no more than this count as unchanged.
    static let stillness = 0.001

    /// Whether two drawn values count as unchanged.
    @inline(__always)
    static func still(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= stillness }
}

/// A handler's own fields that say whether its frame is at rest (`Rest`): its model values,
/// which must not change at all, its drawn values, which must not move by more than 0.001,
/// and the choices whose value means an animation runs.
public struct RestFields: Sendable {
    let model: [FrameField]
    let drawn: [FrameField]
    private(set) var animating: [(field: FrameField, value: Double)]

    /// - Parameters:
    ///   - model: fields whose any change since the previous frame means no rest.
    ///   - drawn: fields whose move of more than 0.001 since the previous frame means no rest.
    public init(model: [FrameField] = [], drawn: [FrameField] = []) {
        self.model = model
        self.drawn = drawn
        animating = []
    }

    /// These, and no rest while the choice field `field` holds `choice` (an animation runs).
    public func animating<Choice: CaseIterable & Equatable>(_ field: FrameField, while choice: Choice) -> RestFields {
        var fields = self
        fields.animating.append((field, FrameValues.lane(choice)))
        return fields
    }
}

/// A handler's `RestFields`, found in its frame's schema: what `isAtRest` reads.
struct RestLanes {
    let model: FrameLanes.Indices
    let drawn: FrameLanes.Indices
    let animating: [(lane: Int, value: Double)]

    init(_ fields: RestFields, in schema: FrameSchema) {
        func lanes(_ fields: [FrameField]) -> FrameLanes.Indices {
            // A field the schema lacks never changes: it needs no test.
            FrameLanes.Indices(fields.compactMap { schema.index(of: $0) })
        }
        model = lanes(fields.model)
        drawn = lanes(fields.drawn)
        animating = fields.animating.compactMap { field, value in schema.index(of: field).map { ($0, value) } }
    }

    /// Whether `observation`'s frame, which follows `observation.before`, is at rest (the
    /// first frame never is).
    ///
    /// Inlined: asked of every frame, a call copied both frames to pass them.
    @inline(__always)
    func isAtRest(_ observation: Observation) -> Bool {
        let context = observation.context
        guard !context.inKeyboardTransition, observation.frame.scroll == .idle else { return false }
        // A choice's stored index names the case whose index it truncates to.
        for (lane, value) in animating where (value..<value + 1).contains(observation[lane: lane]) { return false }
        // A model change in this frame may start an animation whose progress is still 0 here.
        // The frames are read where they are (a copy of each cost a copy of its effects).
        guard observation.frame.scroll == observation.before.scroll,
              observation.frame.inset == observation.before.inset,
              observation.frame.contentHeight == observation.before.contentHeight,
              Rest.still(observation.frame.keyboardTop, observation.before.keyboardTop),
              Rest.still(observation.frame.offset, observation.before.offset)
        else { return false }
        return observation.lanesUnchanged(model, still: drawn)
    }
}
