import Handlers
import UIKitModel

/// Turns a parsed JSON document into a `Trace`, collecting every validation error of
/// `docs/formats.md` in document order.
///
/// Each check reads a value only if that value passed its own checks, so one mistake
/// gives one error: a screen height of `"852"` is reported once, and the keyboard end
/// frames that would be classified against it are not checked at all.
///
/// Choices the format leaves open, made here (the smallest sound reading each time):
/// - `events` may be omitted: a trace without events has an empty list.
/// - `null` is not "absent": a key given as `null` is a type error.
/// - `expect` may omit `violations` (the list is then empty); each violation is a
///   non-empty string (the invariant names are not checked here).
/// - `duration` may be 0 (one frame). The default is `(last t + 1.0)` seconds,
///   converted once, so it may be 3601 s.
/// - `keyboardDidHide` needs an `end` like every keyboard type but `keyboardWillHide`.
/// - An unknown `handler` is one error, and skips only the checks that need the handler:
///   `config`'s keys (it must still be an object) and which event types are taken (each
///   event's type must be one some handler takes, `schemaOfAnyHandler`); the events' `t`,
///   keys and values are checked as ever.
/// - A numeric `scrollView.offset` may be negative (it is the bounds origin, which is
///   `-topInset` at the top), within 1e7 in magnitude.
/// - Finger positions (`y` of drags and taps) are screen points and must not be negative.
/// - Event order is checked on `t` as written (the double), against the latest time so far.
/// - A missing key that an unknown key was suggested for is not reported again.
/// - Errors about an object (missing keys) are filed at the object's opening brace;
///   unknown keys at the key (with the object's path); everything else at the value.
struct TraceDecoder {
    var diagnostics = DiagnosticCollector()
    /// The handlers a trace may name.
    let handlers: [HandlerKind]
    /// Known keys that an unknown key was suggested to be, by the byte offset of their
    /// object (`JSONRef.offset`): a missing one among them is not reported again (one
    /// mistake, one error).
    var suggestedKeys: [Int: [String]] = [:]

    /// The keys of the trace object (`TraceFormat.topLevel`).
    static let topLevelKeys = KeySet(TraceFormat.topLevel.map(\.name))

    /// Decodes and validates `root`; its `handler` must be one of `handlers`. Its events
    /// are `reader`'s when it read them while the document was parsed (then they are not
    /// on the tape), else they are read from the tape.
    static func decode(_ root: JSONRef, handlers: [HandlerKind], reader: EventListReader? = nil) -> Result<Trace, TraceDiagnostics> {
        var decoder = TraceDecoder(handlers: handlers)
        let trace = decoder.decodeTrace(root, reader: reader?.hasRead == true ? reader : nil)
        if decoder.diagnostics.isEmpty, let trace {
            return .success(trace)
        }
        var diagnostics = decoder.diagnostics.diagnostics
        if diagnostics.isEmpty {
            // Unreachable by construction: every nil above comes with an error.
            diagnostics = [TraceDiagnostic(location: .path(""), message: "internal error: the trace could not be decoded")]
        }
        return .failure(TraceDiagnostics(diagnostics: diagnostics))
    }

    private mutating func decodeTrace(_ root: JSONRef, reader: EventListReader?) -> Trace? {
        guard let fields = object(root, path: "", allowedKeys: Self.topLevelKeys) else { return nil }

        if let value = required("kbtrace", in: fields), let version = integer(value, path: "kbtrace"), version != 1 {
            diagnostics.add(
                "unsupported trace format version \(version); this kbreplay reads version 1", path: "kbtrace", at: value.position)
        }
        let name = required("name", in: fields).flatMap { decodeName($0) }
        if let value = fields.value("$schema") { _ = string(value, path: "$schema") }
        let context = decodeEventContext(fields)
        let (handler, config, screen, screenHeight) = (context.handler, context.config, context.screen, context.screenHeight)
        // A value that fails its checks leaves an error behind, and the trace is only
        // built when there are none; so below, a fallback after `??` is never used.
        let description = fields.value("description").flatMap { string($0, path: "description") }
        let fps = fields.value("fps").map { integer($0, path: "fps", range: 1...Limits.maximumFPS) ?? 60 } ?? 60
        let duration = fields.value("duration").flatMap { seconds($0, path: "duration") }
        let view = context.view
        let keyboardFrame = fields.value("keyboard").map {
            decodeStartKeyboard($0, screenHeight: screenHeight, screenWidth: screen?.width, idiom: context.idiom)
        }
        // The viewport's default is the view's height (the screen's without a view).
        let viewHeight = view.map { $0?.height } ?? screenHeight
        let scrollView = required("scrollView", in: fields).flatMap { decodeScrollView($0, screenHeight: viewHeight) }
        let composerHeight = fields.value("composer").map { decodeComposer($0) ?? Scenario.defaultComposerHeight } ?? Scenario.defaultComposerHeight
        let events = fields.value("events").map { value in
            if let reader { return takeEvents(of: reader, list: value) }
            return decodeEvents(
                value, schema: context.eventSchema, config: context.eventConfig, screenHeight: context.endFrameScreenHeight,
                geometry: (screen, view ?? nil))
        } ?? DecodedEvents()
        let expectedViolations = fields.value("expect").map { decodeExpect($0) ?? [] }

        let frameDuration = duration ?? Self.defaultDuration(lastEventSeconds: events.lastSeconds)
        checkFrameCount(duration: frameDuration, fps: fps, in: fields)

        guard let name, let handler, let config, let screen, let scrollView else { return nil }
        let scenario = Scenario(
            screen: screen, view: view ?? nil, keyboardFrame: keyboardFrame ?? nil, viewportHeight: scrollView.viewportHeight, topInset: scrollView.topInset,
            contentHeight: scrollView.contentHeight, initialOffset: scrollView.offset, composerHeight: composerHeight,
            config: config)
        return Trace(
            name: name, handler: handler, description: description, fps: fps,
            duration: frameDuration,
            scenario: scenario, events: events.events, expectedViolations: expectedViolations)
    }

    /// What a trace's events are decoded against (`decodeEvents`).
    struct EventContext {
        /// The trace's handler; nil after an error (the checks that need it, its config
        /// keys and the event types it takes, are then skipped: one mistake, one error).
        var handler: HandlerKind?
        /// The handler's config; nil without a handler.
        var config: HandlerConfig?
        var screen: Screen?
        /// The screen's height, when it alone is valid.
        var screenHeight: Double?
        /// What the events are checked against: the handler's schema, or without one
        /// `schemaOfAnyHandler`.
        var eventSchema: HandlerSchema
        /// The config the events are checked under: the handler's, or without one the
        /// any-handler schema's (empty).
        var eventConfig: HandlerConfig { config ?? eventSchema.defaultConfig }

        /// The screen's idiom (the phone's when the screen is not valid).
        var idiom: Screen.Idiom = .phone
        /// `view`: nil when the trace has none, `.some(nil)` when it is invalid.
        var view: ViewFrame?? = nil

        /// The height against which the events' keyboard end frames are checked (a
        /// floating one is an error on a phone): nil on an iPad, where every end frame is
        /// valid, or when the height is not valid.
        var endFrameScreenHeight: Double? { idiom == .pad ? nil : screenHeight }
    }

    /// The keys of the trace object that `decodeEventContext` reads: the events read
    /// while the document is parsed (`EventListReader`) are right only if none of them
    /// comes after `events`.
    static let eventContextKeys = ["handler", "config", "screen", "view"]

    /// Reads the members the events depend on: `handler`, `config`, `screen` and `view`
    /// (`eventContextKeys`).
    mutating func decodeEventContext(_ fields: ObjectFields) -> EventContext {
        let handler: HandlerKind? =
            if let value = fields.value("handler") { decodeHandler(value) } else { .launchComposer }
        let config = handler.map { handler in
            fields.value("config").map { decodeConfiguration($0, schema: handler.schema) } ?? handler.schema.defaultConfig
        }
        if handler == nil, let value = fields.value("config") {
            // Its keys need the handler; that it is an object does not.
            _ = objectFields(value, path: "config")
        }
        // The setting's own default where the handler does not take the key.
        let defaultSafeBottom = (config ?? HandlerConfig(keys: []))[Setting<Double>.defaultSafeBottom]
        let (screen, screenHeight, idiom) = required("screen", in: fields).map {
            decodeScreen($0, defaultSafeBottom: defaultSafeBottom)
        } ?? (nil, nil, .phone)
        // The view, which geometry events keep or change.
        let view = fields.value("view").map { decodeView($0, screenHeight: screenHeight) }
        return EventContext(
            handler: handler, config: config, screen: screen, screenHeight: screenHeight,
            eventSchema: handler?.schema ?? Self.schemaOfAnyHandler(handlers), idiom: idiom, view: view)
    }

    /// The name `schemaOfAnyHandler` goes by, which no handler can have (`decodeName`).
    static let anyHandlerName = "(any handler)"

    /// What a trace's events are checked against when its `handler` is invalid: every
    /// event type some handler of `handlers` takes (the known ones first, then the
    /// handlers' own in their order), no rules, no config keys. So only the checks that
    /// need the handler (the types it takes, the rules under its config) are skipped.
    static func schemaOfAnyHandler(_ handlers: [HandlerKind]) -> HandlerSchema {
        var types = knownEventTypes
        for handler in handlers {
            for type in handler.schema.eventTypes where !types.contains(type) { types.append(type) }
        }
        return HandlerSchema(
            name: anyHandlerName, summary: "Every event type some handler takes.", configKeys: [], eventTypes: types,
            frame: FrameSchema([]))
    }

    /// The events `reader` read while the document was parsed, as `decodeEvents` would
    /// have decoded them from `list`, the trace's `events` (whose elements are not on the
    /// tape), with their errors.
    private mutating func takeEvents(of reader: EventListReader, list: JSONRef) -> DecodedEvents {
        guard checkEventCount(reader.count, of: list) else { return DecodedEvents() }
        diagnostics.append(contentsOf: reader.decoder.diagnostics)
        return reader.list?.result ?? DecodedEvents()
    }

    /// `handler`: the name of one of `handlers`.
    private mutating func decodeHandler(_ value: JSONRef) -> HandlerKind? {
        guard let name = string(value, path: "handler") else { return nil }
        if let handler = handlers.first(where: { $0.name.hasSameBytes(as: name) }) { return handler }
        let names = handlers.map(\.name)
        var message = "unknown handler \(value.shortDescription)"
        if let suggestion = Suggestion.closest(to: name, among: names) { message += " (did you mean '\(suggestion)'?)" }
        message += "; the handlers are \(names.joined(separator: ", "))"
        diagnostics.add(message, path: "handler", at: value.position)
        return nil
    }

    /// The default duration: the last event's time plus one second (as a sum of seconds,
    /// then converted), or one second with no events.
    static func defaultDuration(lastEventSeconds: Double?) -> Nanoseconds {
        guard let lastEventSeconds else { return Time.second }
        return Time.nanoseconds(fromSeconds: lastEventSeconds + 1.0)
    }

    /// Reports a trace of more than `Limits.maximumFrames` frames, at its `duration` (or
    /// at the root when the duration is the default). The format's bounds on times and
    /// `fps` keep every trace within the limit today (see `Limits.maximumFrames`).
    private mutating func checkFrameCount(duration: Nanoseconds, fps: Int, in fields: ObjectFields) {
        guard let message = Self.frameCountProblem(duration: duration, fps: fps) else { return }
        if let value = fields.value("duration") {
            diagnostics.add(message, path: "duration", at: value.position)
        } else {
            diagnostics.add(message, path: "", at: fields.position)
        }
    }

    /// The problem with a trace of `duration` at `fps`, if it has more than
    /// `Limits.maximumFrames` frames.
    static func frameCountProblem(duration: Nanoseconds, fps: Int) -> String? {
        let frames = Time.lastFrameIndex(duration: duration, fps: fps) + 1
        guard frames > Limits.maximumFrames else { return nil }
        return "\(format(Time.seconds(duration))) s at \(fps) fps is \(Limits.grouped(frames)) frames, "
            + "more than the limit of \(Limits.grouped(Limits.maximumFrames))"
    }

    /// A non-empty name of ASCII letters, digits, `.`, `_` and `-`.
    private mutating func decodeName(_ value: JSONRef) -> String? {
        guard let name = string(value, path: "name") else { return nil }
        guard !name.isEmpty else {
            diagnostics.add("the name must not be empty", path: "name", at: value.position)
            return nil
        }
        if let bad = name.unicodeScalars.first(where: { !Self.isNameScalar($0) }) {
            let shown = JSONValue.isInvisible(bad) ? "U+" + JSONValue.hex(bad.value, digits: 4) : "'\(bad)'"
            diagnostics.add(
                "\(value.shortDescription) contains \(shown); a name may only use ASCII letters, digits, '.', '_' and '-'",
                path: "name", at: value.position)
            return nil
        }
        return name
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": true
        default: false
        }
    }
}
