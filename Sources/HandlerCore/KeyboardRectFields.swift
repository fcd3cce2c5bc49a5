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

    /// The screen's width, in a trace with a geometry event (model).
    public static let screenW = FrameField("screenW", .number)
    /// The screen's height (model).
    public static let screenH = FrameField("screenH", .number)
    /// The screen's top safe area (model).
    public static let safeTop = FrameField("safeTop", .number)
    /// The screen's bottom safe area (model).
    public static let safeBottom = FrameField("safeBottom", .number)
    /// The root view's top (model).
    public static let viewTop = FrameField("viewTop", .number)
    /// The root view's bottom (model).
    public static let viewBottom = FrameField("viewBottom", .number)

    /// The geometry's six fields, after `kbH`, only in the replays of a trace with a
    /// geometry event.
    public static let geometryFields = [screenW, screenH, safeTop, safeBottom, viewTop, viewBottom]

    /// The fields a replay inserts after `kbTop`: the four, and the geometry's with `geometry`.
    public static func fields(geometry: Bool) -> [FrameField] { geometry ? fields + geometryFields : fields }

    /// Whether a replay of `events` through a handler whose frames have `schema` writes the
    /// geometry's fields: one event is a geometry change, and the handler has no field of
    /// their names (a handler of your own may: then its frames go without them).
    public static func carriesGeometry(_ events: [TimedEvent], schema: FrameSchema) -> Bool {
        events.contains { if case .world(.geometry) = $0.event { true } else { false } }
            && geometryFields.allSatisfy { field in !schema.fields.contains { $0.name == field.name } }
    }

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
    public static func insertionIndex(in schema: FrameSchema, geometry: Bool = false) -> Int? {
        guard schema.fields.count + fields(geometry: geometry).count <= FrameSchema.capacity else { return nil }
        return schema.index(of: .kbTop).map { $0 + 1 } ?? 0
    }

    /// `schema` with the four fields inserted (`insertionIndex`), or as it is when they do
    /// not fit.
    public static func extending(_ schema: FrameSchema, geometry: Bool = false) -> FrameSchema {
        guard let index = insertionIndex(in: schema, geometry: geometry) else { return schema }
        var extended = schema.fields
        extended.insert(contentsOf: fields(geometry: geometry), at: index)
        return FrameSchema(extended)
    }

    /// Moves the lanes from `index` on up by four and writes the keyboard's mode and drawn
    /// frame into the four lanes at `index`.
    /// With `geometry` (the screen and the view), moves them up by ten and writes the six
    /// geometry lanes after the four.
    @inlinable
    public static func write(
        mode: KeyboardFrameKind, frame: Rect, geometry: Geometry? = nil, at index: Int, count: Int, into values: inout FrameValues
    ) {
        let shift = geometry == nil ? 4 : 10
        var lane = count - 1
        while lane >= index {
            values[lane + shift] = values[lane]
            lane -= 1
        }
        values[index] = Self.lane(mode)
        values[index + 1] = frame.x
        values[index + 2] = frame.width
        values[index + 3] = frame.height
        guard let geometry else { return }
        values[index + 4] = geometry.screen.width
        values[index + 5] = geometry.screen.height
        values[index + 6] = geometry.screen.safeTop
        values[index + 7] = geometry.screen.safeBottom
        values[index + 8] = geometry.view.top
        values[index + 9] = geometry.view.bottom
    }
}

extension HandlerKind {
    /// The fields of its frames in a replay of `events` from `scenario`: its schema's, with
    /// the keyboard's other edges when the trace's keyboard is floating (`KeyboardRectFields`).
    public func frameSchema(scenario: Scenario, events: [TimedEvent]) -> FrameSchema {
        guard KeyboardRectFields.needed(scenario: scenario, events: events) else { return schema.frame }
        return KeyboardRectFields.extending(schema.frame, geometry: KeyboardRectFields.carriesGeometry(events, schema: schema.frame))
    }
}
