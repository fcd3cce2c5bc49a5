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
        case "composer": composer
        case "expect": expect
        case "rect": rect
        default: []
        }
    }

    /// The objects `keys(of:)` knows, in the order the reference lists them.
    public static let objects = ["screen", "scrollView", "composer", "expect", "rect"]

    public static let screen: [FormatKey] = [
        FormatKey("width", .number(.positivePoints), required: true, summary: "The screen's width."),
        FormatKey("height", .number(.positivePoints), required: true, summary: "The screen's height, H."),
        FormatKey("safeTop", .number(.points), default: .number(0), summary: "The top safe area."),
        FormatKey("safeBottom", .number(.points), default: .described("the handler's config.defaultSafeBottom (34)"),
            summary: "The bottom safe area (the home indicator)."),
    ]

    public static let scrollView: [FormatKey] = [
        FormatKey("height", .number(.positivePoints), default: .described("the screen height"),
            summary: "The viewport height, V."),
        FormatKey("topInset", .number(.points), default: .number(0),
            summary: "The adjusted top content inset (a navigation bar)."),
        FormatKey("contentHeight", .number(.points), required: true, summary: "The content height, C."),
        FormatKey("offset", .offset, default: .string("bottom"),
            summary: "The starting offset: a number (used as given), \"top\" (-topInset) or \"bottom\" (the handler's end of the range)."),
    ]

    public static let composer: [FormatKey] = [
        FormatKey("height", .number(.positivePoints), default: .number(48), summary: "The composer's height, B."),
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

    /// The fields of an event of `type`, besides `t` and `type`, in `EventType.fieldKeys` order.
    public static func fields(of type: EventType) -> [FormatKey] {
        switch type {
        case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame,
             .keyboardDidShow, .keyboardDidHide, .keyboardDidChangeFrame:
            [
                FormatKey("end", .rect, required: type != .keyboardWillHide,
                    summary: "The keyboard's frame at the end: docked, partly off-screen (a hardware keyboard's bar) or hidden."),
                FormatKey("begin", .rect, summary: "The keyboard's frame at the start (checked for shape only)."),
                FormatKey("duration", .number(.seconds), required: true, summary: "The animation's duration in seconds (0: at once)."),
                FormatKey("curve", .curve, required: true,
                    summary: "0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear, 7 the keyboard's own spring."),
            ]
        case .contentSize:
            [FormatKey("height", .number(.points), required: true, summary: "The new content height.")]
        case .composerLayout:
            [FormatKey("height", .number(.signedPoints), required: true,
                summary: "The measured height (one not greater than 0 is ignored).")]
        case .extraBottomInset:
            [FormatKey("value", .number(.points), required: true, summary: "The prop's new value.")]
        case .pinToTopEnabled:
            [FormatKey("value", .flag, required: true, summary: "The prop's new value.")]
        case .dragBegin, .dragMove:
            [FormatKey("y", .number(.points), required: true, summary: "The finger's y on screen.")]
        case .dragEnd:
            [
                FormatKey("y", .number(.points), required: true, summary: "The finger's y on screen."),
                FormatKey("velocity", .number(.signedPoints), default: .described("derived from the last moves"),
                    summary: "The finger's velocity in pt/s (positive: downward)."),
            ]
        case .tap:
            [FormatKey("y", .number(.points), default: .described("none"), summary: "Where the finger touched, on screen.")]
        case .scrollToBottom:
            [FormatKey("animated", .flag, default: .flag(true), summary: "Whether the scroll animates.")]
        case .focus:
            [
                FormatKey("y", .number(.signedPoints), required: true, summary: "The field's top in the content's coordinates."),
                FormatKey("height", .number(.points), required: true, summary: "The field's height."),
            ]
        case .send, .scrollToTopTrigger, .tapScrollToBottom, .blur, .layoutPass, .custom:
            []
        }
    }

    /// What an event of `type` is, in one sentence.
    public static func summary(of type: EventType) -> String {
        switch type {
        case .keyboardWillShow: "UIKit's keyboardWillShow notification, as posted."
        case .keyboardWillHide: "UIKit's keyboardWillHide notification, as posted."
        case .keyboardWillChangeFrame: "UIKit's keyboardWillChangeFrame notification, as posted."
        case .keyboardDidShow: "keyboardDidShow, as posted (handlers may ignore it)."
        case .keyboardDidHide: "keyboardDidHide, as posted (handlers may ignore it)."
        case .keyboardDidChangeFrame: "keyboardDidChangeFrame, as posted (handlers may ignore it)."
        case .contentSize: "The scroll view's content height after a layout pass."
        case .composerLayout: "The composer (or input bar) measured at a new height."
        case .extraBottomInset: "The JS extraBottomInset prop changed."
        case .send: "The composer's send button."
        case .scrollToTopTrigger: "The JS trigger prop changed (arms a pin)."
        case .pinToTopEnabled: "The JS pinToTopEnabled prop changed."
        case .dragBegin: "A finger touched down on the scroll view and starts a pan."
        case .dragMove: "The finger moved."
        case .dragEnd: "The finger lifted."
        case .tap: "A tap on the scroll view."
        case .tapScrollToBottom: "A tap on the scroll-to-bottom button (nothing while it is hidden)."
        case .scrollToBottom: "The app asks the view to scroll to the bottom."
        case .focus: "A text field became active."
        case .blur: "The active text field ended editing."
        case .layoutPass: "An Auto Layout pass: frames owned by constraints go back to their values."
        case .custom: "A handler's own event."
        }
    }
}
