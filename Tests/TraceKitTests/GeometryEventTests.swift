import Handlers
import UIKitModel
import Testing
@testable import TraceKit

/// The `geometry` event: what it decodes to (absent keys keep their value, the view
/// follows the screen until one is given), its errors at the event's keys, the writer's
/// round trip, and the frame fields a trace with one carries.
@Suite struct GeometryEventTests {
    static func geometry(_ members: String, t: Double = 0.5) -> String { #"{"t": \#(t), "type": "geometry", \#(members)}"# }

    static func decoded(_ events: [String], extra: String = "") throws -> [(Geometry, Nanoseconds, AnimationCurve)] {
        let trace = try parseTrace(makeTrace(
            screen: #"{"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34}"#, events: events, extra: extra)).get()
        return trace.events.compactMap { event in
            if case .world(.geometry(let geometry, let duration, let curve)) = event.event { (geometry, duration, curve) } else { nil }
        }
    }

    @Test func absentKeysKeepTheirValueAndTheViewFollowsTheScreen() throws {
        let events = try Self.decoded([
            Self.geometry(#""screen": {"width": 852, "height": 393, "safeTop": 0, "safeBottom": 21}, "duration": 0.4"#),
            Self.geometry(#""screen": {"safeBottom": 0}"#, t: 1),
        ])
        #expect(events.count == 2)
        #expect(events[0].0.screen == Screen(width: 852, height: 393, safeTop: 0, safeBottom: 21))
        #expect(events[0].0.view == ViewFrame(top: 0, bottom: 393), "no view given: it follows the screen")
        #expect(events[0].1 == 400_000_000 && events[0].2 == .easeInOut, "curve 0 by default")
        #expect(events[1].0.screen == Screen(width: 852, height: 393, safeTop: 0, safeBottom: 0))
        #expect(events[1].1 == 0)
        // A view given stays until another is given.
        let sheet = try Self.decoded(
            [Self.geometry(#""view": {"top": 100, "bottom": 852}, "curve": 3"#), Self.geometry(#""screen": {"safeTop": 0}"#, t: 1)],
            extra: #""view": {"top": 400, "bottom": 852}"#)
        #expect(sheet.map(\.0.view) == [ViewFrame(top: 100, bottom: 852), ViewFrame(top: 100, bottom: 852)])
        #expect(sheet[0].2 == .linear)
    }

    @Test func badGeometryIsAnErrorAtItsKeyWithTheRule() {
        func errors(_ members: String, extra: String = "") -> [String] {
            diagnostics(makeTrace(events: [Self.geometry(members)], extra: extra)).map(describe)
        }
        #expect(errors(#""duration": 0.4"#) == ["events[0]: a geometry event gives 'screen', 'view' or both (what changed); this one gives neither"])
        #expect(errors(#""screen": {"safeBottom": -1}"#) == ["events[0].screen.safeBottom: -1 must not be negative"])
        #expect(errors(#""screen": {"width": 0}"#).first?.hasPrefix("events[0].screen.width: 0 must be") == true)
        #expect(errors(#""screen": {"height": 393}"#, extra: #""view": {"top": 0, "bottom": 800}"#) == [
            "events[0].view: the view (top 0, bottom 800) no longer fits the new screen (height 393): a geometry event that "
                + "shrinks the screen below the view gives a new 'view' (0 <= top < bottom <= 393)",
        ])
        #expect(errors(#""screen": {"height": 393}, "view": {"top": 0, "bottom": 500}"#) == [
            "events[0].view.bottom: the view's bottom 500 lies below the screen's (bottom <= 393)",
        ])
        #expect(errors(#""view": {"top": 10, "bottom": 852}, "curve": 5"#) == [
            "events[0].curve: curve 5 is not a UIKit animation curve (use 0, 1, 2, 3 or 7)",
        ])
        #expect(errors(#""screen": {"depth": 3}"#).first?.hasPrefix("events[0].screen: unknown key 'depth'") == true)
    }

    @Test func theWriterRoundTripsIt() throws {
        let trace = try parseTrace(makeTrace(events: [
            Self.geometry(#""screen": {"width": 852, "height": 393, "safeTop": 0, "safeBottom": 21}, "duration": 0.4, "curve": 7"#),
        ])).get()
        let text = TraceWriter.json(trace)
        #expect(text.contains(#""type": "geometry", "screen": {"width": 852, "height": 393, "safeTop": 0, "safeBottom": 21}, "view": {"top": 0, "bottom": 393}, "duration": 0.4, "curve": 7"#))
        #expect(try parseTrace(text).get() == trace)
    }

    /// A trace with a geometry event carries the keyboard's four fields and the
    /// geometry's six after `kbTop`, model values: the screen of 852 x 393 from the event on.
    @Test func itsFramesCarryTheGeometry() throws {
        let trace = try parseTrace(makeTrace(events: [
            Self.geometry(#""screen": {"width": 852, "height": 393, "safeTop": 0, "safeBottom": 21}"#),
        ], extra: #""duration": 1"#)).get()
        let names = trace.frameLayout.schema.fields.map(\.name)
        #expect(Array(names.prefix(11)) == [
            "kbTop", "kbMode", "kbX", "kbW", "kbH", "screenW", "screenH", "safeTop", "safeBottom", "viewTop", "viewBottom",
        ])
        let frames = Array(trace.makeReplay())
        #expect((5...10).map { frames[0].values[$0] } == [393, 852, 0, 34, 0, 852], "the trace's screen: safeTop 0 by default")
        #expect((5...10).map { frames[60].values[$0] } == [852, 393, 0, 21, 0, 393])
        // The hidden keyboard stays just below the new bottom.
        #expect(frames[60].values[0] == 393)
        let bytes = FrameEncoder.encodedBytes(header: trace.frameHeader, layout: trace.frameLayout, frames: frames)
        #expect(try Golden.parse(bytes).get().layout == trace.frameLayout)
    }
}
