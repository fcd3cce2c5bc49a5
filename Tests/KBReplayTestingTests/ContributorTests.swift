import KBReplayTesting
import Testing

/// What `docs/contributing.md` says a contributor writes: an app event declared once in its
/// handler (here a test's own, exactly as a built-in handler declares `send`), and a world
/// input declared once (its fields and how the input maps to their values), applied by the
/// world, which says what happened.
@Suite struct ContributorTests {
    /// A handler with one app event of every field kind: a button shown or hidden, its
    /// label, its frame and its alpha. It draws the frame's top while shown, the alpha, and
    /// the root view's bottom edge; it also takes the world input `viewResized`.
    struct ButtonBar: Handler {
        typealias Work = Never

        static let buttonShown = EventType(
            "buttonShown",
            fields: [
                .flag("shown", summary: "Whether the button shows."),
                .string("label", summary: "Its title."),
                .frame("frame", summary: "Its frame on screen."),
                EventField("alpha", .number(.unit), .defaulted(.number(1)), summary: "Its opacity."),
            ],
            summary: "The app showed or hid its button.")

        /// A world input as a contributor declares one beside `EventType+World.swift`: the
        /// world's `geometry` input (which the trace format does not hold yet), with its
        /// fields and how the input maps to their values. Nothing else names it: the decoder,
        /// the writer and the builder read this declaration.
        static let viewResized = EventType(
            world: .geometry, "viewResized",
            fields: [
                .number("width", .positivePoints, summary: "The screen's width."),
                .number("height", .positivePoints, summary: "The screen's height."),
                .number("safeTop", .points, summary: "The top safe area."),
                .number("safeBottom", .points, summary: "The bottom safe area."),
                .number("viewTop", .points, summary: "The root view's top edge on screen."),
                .number("viewBottom", .points, summary: "The root view's bottom edge on screen."),
            ],
            summary: "The screen or the root view changed.",
            coding: WorldInputCoding(
                values: { input in
                    guard case .geometry(let geometry, _, _) = input else { return [] }
                    let screen = geometry.screen
                    let numbers = [screen.width, screen.height, screen.safeTop, screen.safeBottom, geometry.view.top, geometry.view.bottom]
                    return EventValues(numbers.map(EventValue.number))
                },
                input: { values in
                    let numbers = (0..<6).compactMap { index -> Double? in
                        guard case .number(let number) = values[index] else { return nil }
                        return number
                    }
                    guard numbers.count == 6 else { return nil }
                    let screen = Screen(width: numbers[0], height: numbers[1], safeTop: numbers[2], safeBottom: numbers[3])
                    return .geometry(Geometry(screen: screen, view: ViewFrame(top: numbers[4], bottom: numbers[5])))
                }))

        static let schema = HandlerSchema(
            name: "button-bar", summary: "a button that shows and hides, for the tests", configKeys: [],
            eventTypes: EventType.keyboard + [buttonShown, viewResized],
            frame: FrameSchema([
                FrameField("buttonTop", .number), FrameField("buttonAlpha", .number), FrameField("labelLength", .number),
                FrameField("viewBottom", .number),
            ]))

        var top = 0.0
        var alpha = 0.0
        var labelLength = 0.0
        var geometryChanges = 0

        init(scenario: Scenario, world: inout World<Never>) {}

        mutating func handle(_ event: AppEvent, world: inout World<Never>) {
            guard event.type == Self.buttonShown else { return }
            let shown = event.flag("shown")
            top = shown ? event.frame("frame")?.y ?? 0 : 0
            alpha = shown ? event.number("alpha") : 0
            labelLength = Double(event.string("label")?.count ?? 0)
        }

        mutating func geometryChanged(world: inout World<Never>) { geometryChanges += 1 }

        func perform(_ work: Never, world: inout World<Never>) {}

        mutating func draw(_ world: inout World<Never>, into values: inout FrameValues) {
            values[0] = top
            values[1] = alpha
            values[2] = labelLength
            values[3] = world.view.bottom
        }
    }

    let buttonBar = HandlerKind(ButtonBar.self)

    /// Issue 28's `custom(at: 0.3, "buttonShown", ["shown": true])`, with a string, a frame
    /// and a defaulted number: built, written, read back and replayed.
    @Test func anAppEventOfEveryFieldKindIsBuiltWrittenReadAndReplayed() throws {
        let frame = Rect(x: 20, y: 700, width: 100, height: 44)
        let trace = try Trace.build(name: "button", handler: buttonBar, duration: 1, contentHeight: 1000) {
            custom(at: 0.3, "buttonShown", ["shown": true, "label": "Send", "frame": .frame(frame)])
            custom(at: 0.6, "buttonShown", ["shown": false, "label": "", "frame": .frame(frame), "alpha": 0.5])
        }
        // The writer leaves out the alpha at its default (1) and writes the 0.5.
        #expect(TraceWriter.event(trace.events[0]) ==
            #"{"t": 0.3, "type": "buttonShown", "shown": true, "label": "Send", "frame": {"x": 20, "y": 700, "width": 100, "height": 44}}"#)
        #expect(TraceWriter.event(trace.events[1]).hasSuffix(#""alpha": 0.5}"#))
        #expect(trace.events[0].event == .app(ButtonBar.buttonShown, [.flag(true), .string("Send"), .frame(frame), .number(1)]))
        // At 60 fps frame 18 is at 0.3 s and sees the show (events at a frame's time
        // come before it); frame 36, at 0.6 s, the hide.
        let frames = Array(trace.makeReplay())
        #expect(frames[17].values[0] == 0 && frames[18].values[0] == 700)
        #expect(frames[18].values[1] == 1 && frames[18].values[2] == 4, "alpha by default, 'Send' is 4 long")
        #expect(frames[36].values[0] == 0 && frames[36].values[1] == 0)
    }

    /// A field of the wrong kind is an error at its path, as for a built-in event.
    @Test func anAppEventsFieldsAreCheckedAsDeclared() throws {
        #expect(throws: TraceBuildError.self) {
            try Trace.build(name: "bad", handler: buttonBar, contentHeight: 1000) {
                custom(at: 0.3, "buttonShown", ["shown": 1, "label": "Send", "frame": .frame(Rect(x: 0, y: 0, width: 1, height: 1))])
            }
        }
        do {
            _ = try Trace.build(name: "bad", handler: buttonBar, contentHeight: 1000) {
                custom(at: 0.3, "buttonShown", ["shown": true, "label": 3, "frame": .frame(Rect(x: 0, y: 0, width: 1, height: 1))])
            }
            Issue.record("a number for a string field was taken")
        } catch {
            #expect(error.messages.contains { $0.contains("events[0].label") && $0.contains("expected a string") }, "\(error.messages)")
        }
    }

    /// The world's geometry input: a tab bar ends the root view 83 pt above the bottom of
    /// an 852 pt screen; the world keeps keyboard frames in screen points and converts them
    /// where a handler reads them, and the handler hears that the geometry changed.
    @Test func aGeometryInputChangesTheViewAndTheScreen() {
        let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)
        var simulation = Simulation<ButtonBar>(scenario: Scenario(screen: screen, contentHeight: 1000, config: ButtonBar.schema.defaultConfig))
        #expect(simulation.world.view == ViewFrame(top: 0, bottom: 852), "the whole screen by default")
        simulation.handle(.world(.geometry(Geometry(screen: screen, view: ViewFrame(top: 0, bottom: 769)))), at: 0)
        #expect(simulation.handler.geometryChanges == 1)
        #expect(simulation.world.view.bottom == 769)
        // 34 - (852 - 769) < 0: the tab bar covers the home indicator.
        #expect(simulation.world.viewSafeBottom == 0)
        // A keyboard whose top is at 516 overlaps the view by 769 - 516 = 253, the screen by 336.
        #expect(simulation.world.keyboardOverlap(keyboardTop: 516) == 253)
        #expect(simulation.world.keyboardOverlap(keyboardTop: 800) == 0, "a shortcut bar below the tab bar")
        #expect(simulation.world.keyboardOverlap == 0, "the keyboard is hidden")
        // A taller screen: the hidden keyboard's top follows its bottom edge.
        let taller = Screen(width: 430, height: 932, safeTop: 59, safeBottom: 34)
        simulation.handle(.world(.geometry(Geometry(screen: taller))), at: 1_000_000)
        #expect(simulation.world.keyboard.top.model == 932)
        #expect(simulation.world.view == ViewFrame(top: 0, bottom: 932))
        #expect(simulation.world.screen == taller)
    }

    /// The world input `viewResized`, declared once above, read from a trace file, built
    /// from its fields by name, and replayed; its fields are checked as declared. A tab bar
    /// ends the root view at 769 on an 852 pt screen from 0.5 s. (The writer, the plot's
    /// text, the shrinker and a trace's size find a world input's declaration by its kind,
    /// in `EventType.worldInputs`, where a contributor lists it: a test cannot, so they are
    /// left to the declarations of the built-in inputs.)
    @Test func aWorldInputDeclaredOnceIsReadBuiltAndReplayed() throws {
        func parse(_ events: String) -> Result<Trace, TraceDiagnostics> {
            let text = """
                {"kbtrace": 1, "name": "tab-bar", "handler": "button-bar", "duration": 1,
                 "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
                 "scrollView": {"contentHeight": 1000}, "events": [\(events)]}
                """
            return TraceParser.parse(Array(text.utf8), handlers: [buttonBar])
        }
        let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)
        let resized = Event.world(.geometry(Geometry(screen: screen, view: ViewFrame(top: 0, bottom: 769))))
        let trace = try parse(#"{"t": 0.5, "type": "viewResized", "width": 393, "height": 852, "safeTop": 59, "safeBottom": 34, "viewTop": 0, "viewBottom": 769}"#).get()
        #expect(trace.events.map(\.event) == [resized])
        let step = TraceStep(
            at: 0.5, ButtonBar.viewResized, ["width": 393, "height": 852, "safeTop": 59, "safeBottom": 34, "viewTop": 0, "viewBottom": 769])
        #expect(step.make(screen) == resized, "the builder step every type has")
        // At 60 fps frame 30 is at 0.5 s and sees the input.
        // Its own `viewBottom` field (the geometry's model fields, which a trace with a
        // geometry input carries, go without their `viewBottom`: the handler has one).
        let frames = Array(trace.makeReplay())
        let lane = try #require(trace.frameLayout.schema.fields.firstIndex { $0.name == "viewBottom" })
        #expect(frames[29].values[lane] == 852 && frames[30].values[lane] == 769)

        // A value out of its field's range, and a field left out, are errors at their paths.
        guard case .failure(let failure) = parse(
            #"{"t": 0.5, "type": "viewResized", "width": 393, "height": 852, "safeTop": 59, "safeBottom": 34, "viewTop": 0, "viewBottom": -5}, "#
                + #"{"t": 0.6, "type": "viewResized", "width": 393, "height": 852, "safeTop": 59, "safeBottom": 34, "viewTop": 0}"#)
        else {
            Issue.record("a negative view bottom was taken")
            return
        }
        #expect(failure.formatted(file: "t") == """
            t: events[0].viewBottom: -5 must not be negative
            t: events[1]: missing required key 'viewBottom' for a 'viewResized' event
            """)
    }

    /// Each keyboard end frame is classified against the screen in force at its time: after
    /// a rotation to 852 x 393 a keyboard docked on the new screen (its bottom at 393, which
    /// the first screen's rule called floating) is taken, and one floating on it is an error.
    @Test func endFramesAreCheckedAgainstTheScreenOfTheirTime() throws {
        func parse(_ end: String) -> Result<Trace, TraceDiagnostics> {
            let text = """
                {"kbtrace": 1, "name": "rotated", "handler": "button-bar", "duration": 1,
                 "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
                 "scrollView": {"contentHeight": 1000}, "events": [
                 {"t": 0.5, "type": "viewResized", "width": 852, "height": 393, "safeTop": 0, "safeBottom": 21, "viewTop": 0, "viewBottom": 393},
                 {"t": 0.6, "type": "keyboardWillShow", "end": \(end), "duration": 0.25, "curve": 7}]}
                """
            return TraceParser.parse(Array(text.utf8), handlers: [buttonBar])
        }
        let trace = try parse(#"{"x": 0, "y": 193, "width": 852, "height": 200}"#).get()
        guard case .world(.keyboard(let show)) = trace.events[1].event else {
            Issue.record("the show was not read")
            return
        }
        #expect(show.end == Rect(x: 0, y: 193, width: 852, height: 200))
        guard case .failure(let failure) = parse(#"{"x": 0, "y": 100, "width": 852, "height": 200}"#) else {
            Issue.record("a floating frame was taken")
            return
        }
        #expect(failure.formatted(file: "t").hasPrefix("t: events[1].end:"), "\(failure.formatted(file: "t"))")
    }
}
