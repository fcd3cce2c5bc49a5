import UIKitModel

/// The world's own input types (`WorldInput`), as traces spell them: declared once, here
/// (the keyboard's six in `EventType+Keyboard.swift`), each with its fields and how its
/// input maps to their values.
extension EventType {
    public static let contentSize = EventType(
        world: .contentSize, "contentSize",
        fields: [EventField.number("height", .points, summary: "The new content height.")],
        summary: "The scroll view's content height after a layout pass.",
        coding: numberCoding({ if case .contentSize(let height) = $0 { height } else { nil } }, { .contentSize(height: $0) }))

    public static let dragBegin = EventType(
        world: .dragBegin, "dragBegin", fields: [fingerY],
        summary: "A finger touched down on the scroll view and starts a pan.",
        coding: numberCoding({ if case .dragBegin(let y) = $0 { y } else { nil } }, { .dragBegin(y: $0) }))
    public static let dragMove = EventType(
        world: .dragMove, "dragMove", fields: [fingerY], summary: "The finger moved.",
        coding: numberCoding({ if case .dragMove(let y) = $0 { y } else { nil } }, { .dragMove(y: $0) }))

    public static let dragEnd = EventType(
        world: .dragEnd, "dragEnd",
        fields: [
            fingerY,
            EventField("velocity", .number(.signedPoints), .optional(described: "derived from the last moves"),
                summary: "The finger's velocity in pt/s (positive: downward)."),
        ],
        summary: "The finger lifted.",
        coding: WorldInputCoding(
            values: { input in
                guard case .dragEnd(let y, let velocity) = input else { return [] }
                return [.number(y), velocity.map(EventValue.number) ?? .absent]
            },
            input: { values in
                guard let y = values.number(at: 0) else { return nil }
                let velocity = values.number(at: 1)
                guard velocity != nil || values.isAbsent(at: 1) else { return nil }
                return .dragEnd(y: y, velocity: velocity)
            },
            // The velocity first: left out (derived), then rounder; then a rounder finger.
            simplifications: { input, _ in
                guard case .dragEnd(let y, let velocity) = input else { return [] }
                var results: [WorldInput] = []
                if let velocity {
                    results.append(.dragEnd(y: y, velocity: nil))
                    results += Rounding.rounder(velocity).map { .dragEnd(y: y, velocity: $0) }
                }
                results += Rounding.rounder(y).filter { $0 >= 0 }.map { .dragEnd(y: $0, velocity: velocity) }
                return results
            }))

    public static let tap = EventType(
        world: .tap, "tap",
        fields: [EventField("y", .number(.points), .optional(described: "none"), summary: "Where the finger touched, on screen.")],
        summary: "A tap on the scroll view.",
        coding: WorldInputCoding(
            values: { input in
                guard case .tap(let y) = input else { return [] }
                return [y.map(EventValue.number) ?? .absent]
            },
            input: { values in
                let y = values.number(at: 0)
                guard y != nil || values.isAbsent(at: 0) else { return nil }
                return .tap(y: y)
            },
            // Only left out: where a tap lands is no number to round.
            simplifications: { input, _ in
                guard case .tap(.some) = input else { return [] }
                return [.tap(y: nil)]
            }))

    /// A change of the screen or the root view during a trace: a world input that traces
    /// do not hold yet (`situations.md`, "Not yet"), so no handler lists it, and no values
    /// make one.
    public static let geometry = EventType(
        world: .geometry, "geometry", fields: [], summary: "The screen or the root view changed.",
        coding: WorldInputCoding(values: { _ in [] }, input: { _ in nil }))

    /// The three drag types.
    public static let drags: [EventType] = [dragBegin, dragMove, dragEnd]

    /// The world's input types that traces hold, in the reference's order.
    public static let world: [EventType] = keyboard + [contentSize] + drags + [tap]

    /// Every one of the world's input types: those traces hold, and `geometry`.
    public static let worldInputs: [EventType] = world + [geometry]

    /// The type of a world input of `kind`, from the declarations.
    public static func of(_ kind: WorldInput.Kind) -> EventType {
        // Every kind has a declaration (a test checks it); `geometry` stands in otherwise.
        worldInputs.first { $0.input == kind } ?? geometry
    }

    private static let fingerY = EventField.number("y", .points, summary: "The finger's y on screen.")

    /// The coding of an input of one number: `read` from the input (nil for another kind),
    /// and the input `make` makes of it.
    private static func numberCoding(
        _ read: @escaping @Sendable (WorldInput) -> Double?, _ make: @escaping @Sendable (Double) -> WorldInput
    ) -> WorldInputCoding {
        WorldInputCoding(
            values: { input in read(input).map { [.number($0)] } ?? [] },
            input: { values in values.number(at: 0).map(make) })
    }
}
