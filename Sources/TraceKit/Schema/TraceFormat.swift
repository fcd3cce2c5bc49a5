import Handlers

/// The keys of trace format version 1 that are the same for every handler: the top
/// level, `screen`, `scrollView`, `composer`, `expect`, keyboard frames and every event
/// type's fields. Each handler adds its `config` keys and its own event types
/// (`HandlerSchema`).
public enum TraceFormat {
    /// The keys of the trace object, in the order the reference lists them.
    public static let topLevel: [FormatKey] = [
        FormatKey("$schema", .string, summary: "The JSON Schema of the format, for editors; ignored by kbreplay."),
        FormatKey("kbtrace", .version, required: true, summary: "The format version: 1."),
        FormatKey("name", .name, required: true,
            summary: "The trace's short id (ASCII letters, digits, '.', '_', '-'); the golden's header repeats it."),
        FormatKey("handler", .handler, default: .string(HandlerSchema.defaultName),
            summary: "The app's keyboard code the trace runs through."),
        FormatKey("description", .string, summary: "Free text: what the trace shows."),
        FormatKey("fps", .integer(1...Limits.maximumFPS), default: .number(60), summary: "Frames per second of the output clock."),
        FormatKey("duration", .number(.seconds), default: .described("the last event's time plus 1 s (1 s without events)"),
            summary: "Seconds to simulate."),
        FormatKey("screen", .object("screen"), required: true, summary: "The screen and its safe area, in points."),
        FormatKey("scrollView", .object("scrollView"), required: true, summary: "The scroll view at the start."),
        FormatKey("keyboard", .object("keyboard"), default: .described("hidden"),
            summary: "A keyboard already up when the trace starts; the world posts its show notifications at t = 0."),
        FormatKey("view", .object("view"), default: .described("the whole screen"),
            summary: "The handler's root view in the screen (a tab bar, a sheet, a container), in screen points."),
        FormatKey("composer", .object("composer"), summary: "The composer (or input bar) at the start."),
        FormatKey("config", .config, summary: "The handler's settings: the keys its reference lists."),
        FormatKey("events", .events, default: .described("no events"),
            summary: "What the system and the user did, sorted by time."),
        FormatKey("expect", .object("expect"), summary: "The invariant violations the trace is known to show."),
    ]

    /// The keys of the objects `FormatKey.ValueType.object` and `.rect` name.
    public static func keys(of object: String) -> [FormatKey] {
        switch object {
        case "screen": screen
        case "scrollView": scrollView
        case "keyboard": keyboard
        case "view": view
        case "screenChange": screenChange
        case "composer": composer
        case "expect": expect
        case "rect": rect
        default: []
        }
    }

    /// The objects `keys(of:)` knows, in the order the reference lists them.
    public static let objects = ["screen", "scrollView", "keyboard", "view", "composer", "expect", "rect", "screenChange"]

    public static let screen: [FormatKey] = [
        FormatKey("device", .device,
            summary: "A model of kbreplay's device catalogue, \"iPhone 15 Pro\": the defaults of the four keys after orientation."),
        FormatKey("orientation", .string, default: .string("portrait"),
            summary: "\"portrait\" or \"landscape\": the device's, or which of width and height is the larger."),
        FormatKey("width", .number(.positivePoints), default: .described("the device's; required without one"), summary: "The screen's width."),
        FormatKey("height", .number(.positivePoints), default: .described("the device's; required without one"), summary: "The screen's height, H."),
        FormatKey("safeTop", .number(.points), default: .described("the device's; 0 without one"), summary: "The top safe area."),
        FormatKey("safeBottom", .number(.points), default: .described("the device's; the handler's config.defaultSafeBottom (34) without one"),
            summary: "The bottom safe area (the home indicator)."),
        FormatKey("idiom", .string, default: .string("phone"),
            summary: "\"phone\" or \"pad\": only on an iPad may a keyboard end frame float (its bottom edge above the screen's)."),
    ]

    /// A geometry event's `screen`: the keys that change, each optional.
    public static let screenChange: [FormatKey] = [
        FormatKey("width", .number(.positivePoints), default: .described("as it was"), summary: "The screen's new width."),
        FormatKey("height", .number(.positivePoints), default: .described("as it was"), summary: "The screen's new height, H."),
        FormatKey("safeTop", .number(.points), default: .described("as it was"), summary: "The new top safe area."),
        FormatKey("safeBottom", .number(.points), default: .described("as it was"), summary: "The new bottom safe area."),
    ]

    public static let scrollView: [FormatKey] = [
        FormatKey("height", .number(.positivePoints), default: .described("the view's height (the screen height)"),
            summary: "The viewport height, V."),
        FormatKey("topInset", .number(.points), default: .number(0),
            summary: "The adjusted top content inset (a navigation bar)."),
        FormatKey("contentHeight", .number(.points), required: true, summary: "The content height, C."),
        FormatKey("offset", .offset, default: .string("bottom"),
            summary: "The starting offset: a number (used as given), \"top\" (-topInset) or \"bottom\" (the handler's end of the range)."),
    ]

    public static let keyboard: [FormatKey] = [
        FormatKey("frame", .rect, required: true,
            summary: "Its frame, docked or partly off-screen (a hardware keyboard's bar), or floating on an iPad; a hidden frame is an error."),
    ]

    public static let view: [FormatKey] = [
        FormatKey("top", .number(.points), required: true, summary: "The view's top edge T on screen, 0 <= T < H."),
        FormatKey("bottom", .number(.points), required: true,
            summary: "The view's bottom edge B on screen, T < B <= H (a tab bar on a 852 pt phone: 769)."),
    ]

    public static let composer: [FormatKey] = [
        FormatKey("height", .number(.positivePoints), default: .number(Scenario.defaultComposerHeight), summary: "The composer's height, B."),
    ]

    public static let expect: [FormatKey] = [
        FormatKey("violations", .violations, default: .described("none"),
            summary: "Exactly the invariants the trace violates, by name (order and repeats do not matter)."),
    ]

    /// A keyboard frame, in screen points.
    public static let rect: [FormatKey] = [
        FormatKey("x", .number(.signedPoints), required: true, summary: "Left edge."),
        FormatKey("y", .number(.signedPoints), required: true, summary: "Top edge."),
        FormatKey("width", .number(.points), required: true, summary: "Width."),
        FormatKey("height", .number(.points), required: true, summary: "Height."),
    ]

    /// `t`, which every event has (with `type`).
    public static let time = FormatKey("t", .number(.seconds), required: true,
        summary: "Seconds from the trace's start; events are sorted by it, equal times keep file order.")

    /// Every event type that the world or a built-in handler declares, in the order the
    /// reference lists them: the built-in handlers' types in the order they list them
    /// (the world's and their apps'), then any world type none takes.
    public static let eventTypes: [EventType] = {
        var types: [EventType] = []
        for type in HandlerKind.builtIn.flatMap(\.schema.eventTypes) + EventType.world where !types.contains(type) {
            types.append(type)
        }
        return types
    }()

    /// The fields of an event of `type`, besides `t` and `type`, from its declaration.
    /// A dotted field is a member of the object its first part names: a geometry event's
    /// `screen.*` are its `screen` (`screenChange`), its `view.*` its `view`.
    public static func fields(of type: EventType) -> [FormatKey] {
        var keys: [FormatKey] = []
        for field in type.fields {
            guard let dot = field.name.firstIndex(of: ".") else {
                keys.append(FormatKey(field: field))
                continue
            }
            let name = String(field.name[..<dot])
            guard !keys.contains(where: { $0.name == name }) else { continue }
            keys.append(name == "screen"
                ? FormatKey("screen", .object("screenChange"), default: .described("as it was"), summary: "What changed of the screen.")
                : FormatKey(name, .object(name), default: .described("as it was (or the whole screen)"), summary: "The root view's new frame."))
        }
        return keys
    }

    /// What an event of `type` is, in one sentence (its declaration's).
    public static func summary(of type: EventType) -> String { type.summary }
}

extension FormatKey {
    /// The format key of an event's field, from its declaration.
    public init(field: EventField) {
        let type: ValueType =
            switch field.kind {
            case .number(let range): .number(range)
            case .duration: .number(.seconds)
            case .flag: .flag
            case .string: .string
            case .frame: .rect
            case .curve: .curve
            }
        let defaultValue: Default =
            switch field.presence {
            case .required: .none
            case .optional(let described): described.isEmpty ? .none : .described(described)
            case .defaulted(.number(let value)): .number(value)
            case .defaulted(.flag(let value)): .flag(value)
            case .defaulted(.string(let value)): .string(value)
            case .defaulted: .none
            }
        self.init(field.name, type, required: field.isRequired, default: defaultValue, summary: field.summary)
    }
}
