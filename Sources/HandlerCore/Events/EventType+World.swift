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

    /// A change of the screen or the root view during a trace (a rotation, a sheet's
    /// detent, a tab bar hidden on push): `{"screen": {width, height, safeTop, safeBottom},
    /// "view": {top, bottom}, "duration", "curve"}`, at least one of `screen` and `view`.
    ///
    /// A dotted field is a member of the object its first part names (`screen.width` is
    /// `screen`'s `width`). A trace may leave any of the screen's keys out (they keep
    /// their value) and the view out (it keeps the one given last, or follows the screen);
    /// the decoder resolves them against the geometry in force, so an input, and the
    /// values it maps to, always hold all six numbers.
    public static let geometry = EventType(
        world: .geometry, "geometry",
        fields: [
            EventField("screen.width", .number(.positivePoints), .optional(described: "as it was"), summary: "The screen's new width."),
            EventField("screen.height", .number(.positivePoints), .optional(described: "as it was"), summary: "The screen's new height."),
            EventField("screen.safeTop", .number(.points), .optional(described: "as it was"), summary: "The new top safe area."),
            EventField("screen.safeBottom", .number(.points), .optional(described: "as it was"), summary: "The new bottom safe area."),
            EventField("view.top", .number(.points), .optional(described: "as it was"), summary: "The root view's new top (0 <= top < bottom)."),
            EventField("view.bottom", .number(.points), .optional(described: "as it was"),
                summary: "The root view's new bottom (at most the new screen height)."),
            EventField("duration", .duration, .defaulted(.duration(0)), summary: "The transition's duration in seconds (0: at once)."),
            EventField("curve", .curve, .defaulted(.number(0)), summary: "0 ease-in-out (UIKit's transition curve), 1 ease-in, 2 ease-out, 3 linear, 7 the keyboard's spring."),
        ],
        summary: "The screen or the root view changed (a rotation, a sheet's detent, a push): the world moves the keyboard with the screen's bottom and the scroll view with the view, then the handler lays out, in the event's animation.",
        coding: WorldInputCoding(
            values: { input in
                guard case .geometry(let geometry, let duration, let curve) = input else { return [] }
                let (screen, view) = (geometry.screen, geometry.view)
                return [
                    .number(screen.width), .number(screen.height), .number(screen.safeTop), .number(screen.safeBottom),
                    .number(view.top), .number(view.bottom), .duration(duration), .number(Double(curve.rawValue)),
                ]
            },
            input: { values in
                guard let width = values.number(at: 0), let height = values.number(at: 1), let safeTop = values.number(at: 2),
                      let safeBottom = values.number(at: 3), let top = values.number(at: 4), let bottom = values.number(at: 5),
                      let duration = values.duration(at: 6), let raw = values.number(at: 7), let code = Int(exactly: raw),
                      let curve = AnimationCurve(rawValue: code)
                else { return nil }
                let screen = Screen(width: width, height: height, safeTop: safeTop, safeBottom: safeBottom)
                return .geometry(Geometry(screen: screen, view: ViewFrame(top: top, bottom: bottom)), duration: duration, curve: curve)
            },
            // A shrunk trace keeps its geometry as it is: a rounder screen could leave
            // the view or a keyboard frame invalid.
            simplifications: { _, _ in [] }))

    /// The three drag types.
    public static let drags: [EventType] = [dragBegin, dragMove, dragEnd]

    /// The world's input types that traces hold, in the reference's order.
    public static let world: [EventType] = keyboard + [contentSize] + drags + [tap, geometry]

    /// Every one of the world's input types.
    public static let worldInputs: [EventType] = world

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
