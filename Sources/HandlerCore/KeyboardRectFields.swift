import UIKitModel

/// The keyboard's other edges in frames: `kbMode` (the world's keyboard mode, model),
/// `kbX`, `kbW` and `kbH` (as drawn), right after `kbTop`, for every handler, written only
/// in the replays of an iPad trace (`screen.idiom` `"pad"`), of one with a geometry event,
/// or of one (made in code) whose keyboard floats, so that every other trace's frames, and
/// every golden, stay what they are.
///
/// The replay (`HandlerKind.frameSchema(scenario:events:)`) decides once, from the scenario
/// and the events; the handler's `draw` writes its own fields as always, and the replay
/// moves those after `kbTop` up by four lanes and writes these.
public enum KeyboardRectFields {
    /// The keyboard's mode: the class of the end frame that moved it last (`KeyboardFrameKind`).
    public static let kbMode = FrameField("kbMode", .choice(["hidden", "docked", "bar", "floating"]))
    /// The keyboard's left edge, as drawn.
    public static let kbX = FrameField("kbX", .number)
    /// The keyboard's width, as drawn.
    public static let kbW = FrameField("kbW", .number)
    /// The keyboard's height, as drawn.
    public static let kbH = FrameField("kbH", .number)

    /// The four fields, in the order they are written.
    public static let fields = [kbMode, kbX, kbW, kbH]

    /// The lane value of `kind` in `kbMode`.
    @inlinable
    public static func lane(_ kind: KeyboardFrameKind) -> Double {
        switch kind {
        case .hidden: 0
        case .docked: 1
        case .partlyOffScreen: 2
        case .floating: 3
        }
    }

    /// Whether a replay of `events` from `scenario` writes the fields: the screen is an
    /// iPad's, some event is a geometry change, or some keyboard end frame (the start
    /// frame's too) is floating on the screen in force at its time (a phone trace can
    /// have none: the decoder rejects them; a trace made in code can).
    public static func needed(scenario: Scenario, events: [TimedEvent]) -> Bool {
        let screen = scenario.screen
        if screen.idiom == .pad { return true }
        if let start = scenario.keyboardFrame, KeyboardFrameKind(start, on: screen) == .floating {
            return true
        }
        for event in events {
            switch event.event {
            case .world(.keyboard(let notification)):
                // Before any geometry change (which returns), the screen is the trace's.
                if let end = notification.end, KeyboardFrameKind(end, on: screen) == .floating {
                    return true
                }
            case .world(.geometry):
                return true
            default:
                break
            }
        }
        return false
    }

    /// Where the four fields go in `schema`: right after `kbTop` (first when it has none);
    /// nil when they do not fit (a schema of more than `FrameSchema.capacity - 4` fields
    /// goes without them).
    public static func insertionIndex(in schema: FrameSchema) -> Int? {
        guard schema.fields.count + fields.count <= FrameSchema.capacity else { return nil }
        return schema.index(of: .kbTop).map { $0 + 1 } ?? 0
    }

    /// `schema` with the four fields inserted (`insertionIndex`), or as it is when they do
    /// not fit.
    public static func extending(_ schema: FrameSchema) -> FrameSchema {
        guard let index = insertionIndex(in: schema) else { return schema }
        var extended = schema.fields
        extended.insert(contentsOf: fields, at: index)
        return FrameSchema(extended)
    }

    /// Moves the lanes from `index` on up by four and writes the keyboard's mode and drawn
    /// frame into the four lanes at `index`.
    @inlinable
    public static func write(mode: KeyboardFrameKind, frame: Rect, at index: Int, count: Int, into values: inout FrameValues) {
        var lane = count - 1
        while lane >= index {
            values[lane + 4] = values[lane]
            lane -= 1
        }
        values[index] = Self.lane(mode)
        values[index + 1] = frame.x
        values[index + 2] = frame.width
        values[index + 3] = frame.height
    }
}

extension HandlerKind {
    /// The fields of its frames in a replay of `events` from `scenario`: its schema's, with
    /// the keyboard's other edges when the trace's keyboard is floating (`KeyboardRectFields`).
    public func frameSchema(scenario: Scenario, events: [TimedEvent]) -> FrameSchema {
        KeyboardRectFields.needed(scenario: scenario, events: events) ? KeyboardRectFields.extending(schema.frame) : schema.frame
    }
}
