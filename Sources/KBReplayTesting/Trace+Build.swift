import KBReplayCLI

/// A trace built in code that the format rejects: every problem, as the trace file
/// that `TraceWriter` writes for it would get them.
public struct TraceBuildError: Error, CustomStringConvertible, Sendable {
    public let messages: [String]
    public var description: String { messages.joined(separator: "\n") }
}

extension Trace {
    /// A trace built in code, checked like a trace file:
    ///
    /// ```swift
    /// let trace = try Trace.build(name: "open-then-send", contentHeight: 2400, config: ["pinToTopEnabled": true]) {
    ///     keyboardWillShow(at: 0.1, height: 336)
    ///     send(at: 1)
    ///     contentSize(at: 1.2, height: 2500)
    /// }
    /// ```
    /// Events are sorted by time (equal times keep their order); each is made on the screen in
    /// force at its time (after a `rotate` or `geometry` step, its screen). The trace is written as
    /// a trace file and read back, so it gets every check a file gets (config ranges,
    /// drag order, keyboard frames) and throws them all at once.
    ///
    /// - Parameters:
    ///   - screen: an iPhone 15's by default (393 x 852, safe area 59 / 34).
    ///   - device: a model of the device catalogue (`docs/devices.md`), `"iPhone 8"`, in
    ///     `orientation`: its screen and safe areas instead of `screen`. An unknown name is
    ///     an error that lists the nearest names.
    ///   - view: the handler's root view in the screen (`situations.md`: a tab bar ends it at
    ///     769); nil: the whole screen. The viewport's default is its height.
    ///   - keyboard: the frame of a keyboard already up at the start; nil: hidden.
    ///   - duration: seconds to simulate; the last event's time plus 1 s by default.
    ///   - config: the handler's config keys by name; a key it does not have is an error.
    public static func build(
        name: String, handler: HandlerKind = .launchComposer, description: String? = nil, fps: Int = 60,
        duration: Double? = nil, screen: Screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34),
        device: String? = nil, orientation: Device.Orientation = .portrait, view: ViewFrame? = nil, keyboard: Rect? = nil,
        viewportHeight: Double? = nil, topInset: Double = 0, contentHeight: Double, offset: InitialOffset = .bottom,
        composerHeight: Double = Scenario.defaultComposerHeight, config: KeyValuePairs<String, ConfigValue> = [:], expectedViolations: [String]? = nil,
        @TraceBuilder events: () -> [TraceStep]
    ) throws(TraceBuildError) -> Trace {
        var problems: [String] = []
        var screen = screen
        if let device {
            if let found = DeviceCatalogue.device(named: device) {
                screen = found.screen(orientation)
            } else {
                let near = DeviceCatalogue.near(device).map { "'\($0)'" }.joined(separator: ", ")
                throw TraceBuildError(messages: ["device: unknown device '\(device)' (nearest: \(near); docs/devices.md lists them all)"])
            }
        }
        var handlerConfig = handler.schema.defaultConfig
        for (key, value) in config {
            guard handlerConfig.value(key) != nil else {
                problems.append("config: unknown key '\(key)'; \(handler.name) takes \(handler.schema.configKeys.map(\.name).joined(separator: ", "))")
                continue
            }
            handlerConfig.set(key, to: value)
        }
        let steps = events().enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        // Each step is made on the screen in force at its time: the trace's, then each
        // geometry event's (its idiom stays the trace's).
        var current = screen
        let timed = steps.map { step in
            let event = step.make(current)
            if case .world(.geometry(let geometry, _, _)) = event {
                current = geometry.screen
                current.idiom = screen.idiom
            }
            return TimedEvent(time: Time.nanoseconds(fromSeconds: step.time), event: event)
        }
        let lastSeconds = steps.last.map(\.time) ?? 0
        let seconds = duration ?? (steps.isEmpty ? 1 : lastSeconds + 1)
        let trace = Trace(
            name: name, handler: handler, description: description, fps: fps,
            duration: Time.nanoseconds(fromSeconds: seconds),
            scenario: Scenario(
                screen: screen, view: view, keyboardFrame: keyboard, viewportHeight: viewportHeight, topInset: topInset, contentHeight: contentHeight,
                initialOffset: offset, composerHeight: composerHeight, config: handlerConfig),
            events: timed, expectedViolations: expectedViolations)
        switch TraceParser.parse(Array(TraceWriter.json(trace).utf8), handlers: KBReplay.registry(adding: [handler])) {
        case .success(let checked):
            guard problems.isEmpty else { throw TraceBuildError(messages: problems) }
            return checked
        case .failure(let diagnostics):
            throw TraceBuildError(messages: problems + diagnostics.diagnostics.map { $0.formatted(file: name) })
        }
    }
}
