import Handlers

/// A lane of states over time, read from a handler's frames: each choice field (its
/// names), each flag field (`false`, `true`), and the keyboard (`hidden`, `moving`,
/// `shown`) when the handler has `kbTop`. The plot draws them as coloured bands and the
/// Perfetto format as slices; both take them from here.
struct StateLane: Equatable, Sendable {
    /// Where a lane's state comes from.
    enum Source: Equatable, Sendable {
        /// A choice or flag field: its stored value is the state's index.
        case field(Int)
        /// The keyboard, from `kbTop` at this index and the screen height: hidden at the
        /// bottom, moving while `kbTop` changes, shown above.
        case keyboard(kbTop: Int, screenHeight: Double)
    }

    /// The lane's name: the field's, or `keyboard`.
    let name: String
    /// The names of its states, by index.
    let states: [String]
    let source: Source

    /// The lanes of a schema, keyboard first, then the fields in schema order.
    static func lanes(of schema: FrameSchema, screenHeight: Double) -> [StateLane] {
        var lanes: [StateLane] = []
        if let kbTop = schema.index(of: .kbTop) {
            lanes.append(StateLane(
                name: "keyboard", states: ["hidden", "moving", "shown"],
                source: .keyboard(kbTop: kbTop, screenHeight: screenHeight)))
        }
        for (index, field) in schema.fields.enumerated() {
            switch field.kind {
            case .choice(let names): lanes.append(StateLane(name: field.name, states: names, source: .field(index)))
            case .flag: lanes.append(StateLane(name: field.name, states: ["false", "true"], source: .field(index)))
            case .number, .alpha: break
            }
        }
        return lanes
    }

    /// The state index at a frame, given the previous frame's values (`nil` at the first).
    func state(_ values: FrameValues, previous: FrameValues?) -> Int {
        switch source {
        case .field(let index):
            let stored = values[index]
            guard stored.isFinite, stored >= 0, stored < Double(states.count) else { return 0 }
            return Int(stored)
        case .keyboard(let kbTop, let screenHeight):
            let top = values[kbTop]
            if let previous, (previous[kbTop] - top).magnitude > 0.0005 { return 1 }
            return top < screenHeight - 0.5 ? 2 : 0
        }
    }
}
