import Foundation
import KBReplayTesting
import Testing

/// A user's own handler: a bar that sits on the keyboard, with an event of its own.
struct StickyBar: Handler {
    typealias Work = Never

    static let schema = HandlerSchema(
        name: "sticky-bar", summary: "a bar on the keyboard, for the tests",
        configKeys: [Settings.lift.key],
        eventTypes: EventType.keyboard + [raise],
        frame: FrameSchema([FrameField("kbTop", .number), FrameField("barBottom", .number)]))

    /// Its `config` keys, typed.
    enum Settings {
        static let lift = Setting("lift", .points, default: 0, summary: "Extra lift above the keyboard.")
    }

    /// Its own event: the bar rises `by` points.
    static let raise = EventType("raise", fields: [.number("by", .points)])

    var lift: Double
    var raised = 0.0

    init(scenario: Scenario, world: inout World<Never>) {
        lift = scenario.config[Settings.lift]
    }

    mutating func handle(_ event: AppEvent, world: inout World<Never>) {
        if event.type == Self.raise { raised += event.number("by") }
    }

    func perform(_ work: Never, world: inout World<Never>) {}

    mutating func draw(_ world: inout World<Never>, into values: inout FrameValues) {
        let top = world.drawnKeyboardTop()
        values[0] = top
        values[1] = top - lift - raised
    }
}

@Suite struct OwnHandlerTests {
    let stickyBar = HandlerKind(StickyBar.self)

    @Test func aUsersHandlerRecordsAndMatchesItsOwnFrames() throws {
        try withTemporaryDirectory { folder in
            let trace = try Trace.build(name: "bar", handler: stickyBar, contentHeight: 1000, config: ["lift": 8]) {
                keyboardWillShow(at: 0.1)
                custom(at: 0.5, "raise", ["by": 4])
            }
            let first = checkReplay(of: trace, matchesGoldenIn: folder, environment: environment())
            #expect(first.outcome == .recorded(created: true))
            let golden = try contents(first.goldenURL)
            #expect(golden.hasPrefix(#"{"kbframes":1,"trace":"bar","handler":"sticky-bar","fps":60,"frames":91}"#))
            #expect(golden.contains(#""kbTop":516,"barBottom":504"#), "at rest: 852 - 336, then 8 + 4 above it")
            assertReplay(of: trace, matchesGoldenIn: folder, record: .never, handlers: [stickyBar])
        }
    }

    @Test func aTraceFileNamesItsHandler() throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("bar.trace.json")
            let trace = try Trace.build(name: "bar", handler: stickyBar, contentHeight: 1000) { keyboardWillShow(at: 0.1) }
            try TraceWriter.json(trace).write(to: url, atomically: true, encoding: .utf8)
            #expect(checkReplay(of: url, environment: environment()).outcome == .invalidTrace, "the built-in handlers only")
            let check = checkReplay(of: url, handlers: HandlerKind.builtIn + [stickyBar], environment: environment())
            #expect(check.outcome == .recorded(created: true))
        }
    }
}
