import Foundation
import Testing
@testable import Handlers
import UIKitModel

/// Issue 25: a drag's anchor `(u0, y0)` stays where it was set between re-anchors
/// (`docs/model.md`, the drag), for every handler with drags. Every expected value is
/// worked out here, in closed form, from the spec's formulas.
///
/// The drag, on a 393 x 852 screen (`V` 852) with the offset at the bottom edge `max`:
/// the finger goes down at 400 (0.1 s), moves to 359.8 (0.16 s) and 380.2 (0.2 s), and
/// lifts back at 400 (0.26 s, between frames 15 and 16), with no velocity given. Anchored at
/// the begin, `u0 = max` (inside the range, the inverse band is the identity), `y0 = 400`:
/// - 0.16 s (drawn at frame 10): `u = max + 40.2`, drawn `max + 40.2 * 0.55 * 852 / (852 + 0.55 * 40.2)`;
/// - 0.2 s (frames 12 to 15): `u = max + 19.8`, banded the same way;
/// - 0.26 s: `u = max + (400 - 400) = max` exactly: inside the range. The derived release
///   velocity is `(400 - 359.8) / 0.1 = 402` pt/s (the samples from 0.16 s on), the scroll
///   velocity -402: the view decelerates from `max` toward its rest
///   `max - 402 / (1000 ln 0.998) = max - 200.8`, inside the range, so it never bounces.
///
/// Re-anchored at every sample, as kbreplay did, the three subtractions accumulate rounding:
/// with `max` in 1024...2048 the finger back at 400 gives `max + 2^-42`, outside the range, and
/// the view bounced (2.507 pt inside the edge at frame 16 instead of 2.662, `bouncing`). The
/// contents make `max` 1638 (launch-chat-view), 1630 (launch-composer) and 1548 (form's
/// scroll view), all three on that side.
struct DragAnchorTests {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)
    static let lnRate = log(0.998)

    static let events: [(Double, Event)] = [
        (0.1, .dragBegin(y: 400)), (0.16, .dragMove(y: 359.8)),
        (0.2, .dragMove(y: 380.2)), (0.26, .dragEnd(y: 400, velocity: nil)),
    ]

    /// The handlers with drags, each with its config and content, and the bottom edge that gives.
    static let cases: [(name: String, edge: Double)] = [
        ("launch-chat-view", 2400 - 852 + 90), ("launch-composer", 2400 - 852 + 82), ("form", 2400 - 852),
    ]

    /// The offset and scroll phase of every frame of the drag, replayed at 60 fps for 0.5 s.
    static func frames(_ handler: String) -> [(offset: Double, scroll: ScrollPhase)] {
        switch handler {
        case "launch-chat-view": return frames(LaunchChatView.self, LaunchChatView.schema.defaultConfig)
        case "launch-composer": return frames(LaunchComposer.self, LaunchComposer.schema.defaultConfig)
        default:
            var config = FormScreen.schema.defaultConfig
            config.set("strategy", to: .choice(FormScreen.Strategy.scrollView.rawValue))
            return frames(FormScreen.self, config)
        }
    }

    static func frames<H: Handler>(_ type: H.Type, _ config: HandlerConfig) -> [(offset: Double, scroll: ScrollPhase)] {
        let scenario = Scenario(screen: screen, contentHeight: 2400, initialOffset: .bottom, config: config)
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: 500_000_000, fps: 60)
        let fields = H.schema.frame.fields
        let offset = fields.firstIndex(of: .offset)!
        let scroll = fields.firstIndex(of: .scroll)!
        return Replay(type, scenario: scenario, events: timed, fps: 60, lastFrameIndex: last).map {
            ($0.values[offset], ScrollPhase.allCases[Int($0.values[scroll])])
        }
    }

    static func banded(_ overshoot: Double) -> Double { overshoot * 0.55 * 852 / (852 + 0.55 * overshoot) }

    @Test(arguments: cases)
    func aFingerBackAtItsAnchorOnTheEdgeIsInsideTheRange(handler: String, edge: Double) {
        let frames = Self.frames(handler)
        #expect(frames[6].offset == edge)
        #expect(frames[6].scroll == .dragging)
        #expect(frames[9].offset == edge)
        #expect(close(frames[10].offset, edge + Self.banded(40.2), within: 1e-9))
        #expect(close(frames[12].offset, edge + Self.banded(19.8), within: 1e-9))
        #expect(frames[15] == frames[12])
        // Released exactly on the edge at 0.26 s: decelerating from there (not bouncing).
        let velocity = -(400 - 359.8) / 0.1
        for k in 16..<frames.count {
            let s = Double(Time.frameTime(index: k, fps: 60) - 260_000_000) / 1e9
            let expected = edge + velocity * (pow(0.998, 1000 * s) - 1) / (1000 * Self.lnRate)
            #expect(frames[k].scroll == .decelerating)
            #expect(close(frames[k].offset, expected, within: 1e-9))
        }
        // Frame 16 (0.0066667 s after the release), by hand: 2.662 pt toward the rest.
        #expect(close(frames[16].offset, edge - 2.662194876765814, within: 1e-6))
    }
}
