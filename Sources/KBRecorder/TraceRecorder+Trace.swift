// The one file of KBRecorder that uses the engine's and the trace format's types: it turns
// a recording into a `Trace` and writes it through the project's trace writer.
import HandlerCore
import UIKitModel
import TraceModel

/// The limits a recording stops at: the trace format's (`Limits`), less a margin for the
/// trace's header in the file size.
struct RecorderLimits: Sendable {
    var maximumSeconds: Double
    var maximumEvents: Int
    /// The most bytes the events may take in the written file (estimated from above).
    var maximumEventBytes: Int

    static let format = RecorderLimits(
        maximumSeconds: Limits.maximumSeconds, maximumEvents: Limits.maximumEvents,
        maximumEventBytes: Limits.maximumFileBytes - 64 * 1024)
}

extension TraceRecorder {
    /// The recording as trace text (`NAME.trace.json`), valid for trace format version 1.
    /// - Parameter time: when the recording stopped (on the calls' clock); the trace lasts
    ///   until then, and at least one second after its last event.
    public func traceJSON(stoppedAt time: Double? = nil) -> String {
        TraceWriter.json(trace(stoppedAt: time))
    }

    /// The recording as a trace.
    func trace(stoppedAt time: Double? = nil) -> Trace {
        let placement = setup.placement
        let scenario = Scenario(
            screen: placement.screen, view: placement.view, keyboardFrame: setup.keyboardFrame.map(placement.converted),
            viewportHeight: setup.scrollViewHeight, topInset: setup.topInset,
            contentHeight: setup.contentHeight, initialOffset: setup.offset.map { .value($0) } ?? .bottom,
            composerHeight: setup.composerHeight, config: config)
        return Trace(
            name: name, handler: handler, description: traceDescription, fps: 60, duration: durationNanoseconds(stoppedAt: time),
            scenario: scenario, events: events.map { TimedEvent(time: $0.time, event: Self.event($0.event)) })
    }

    static func event(_ event: RecordedEvent) -> Event {
        switch event {
        case .keyboard(let kind, let begin, let end, let duration, let curve):
            .keyboard(KeyboardNotification(
                kind: kind, begin: begin, end: end,
                duration: Time.nanoseconds(fromSeconds: duration), curve: AnimationCurve(rawValue: curve) ?? .keyboard))
        case .contentSize(let height): .contentSize(height: height)
        case .composerHeight(let height): .app(.composerLayout, [.number(height)])
        case .dragBegin(let y): .dragBegin(y: y)
        case .dragMove(let y): .dragMove(y: y)
        case .dragEnd(let y, let velocity): .dragEnd(y: y, velocity: velocity)
        case .tap(let y): .tap(y: y)
        case .geometry(let screen, let view, let duration, let curve):
            .world(.geometry(
                Geometry(screen: screen, view: view), duration: Time.nanoseconds(fromSeconds: duration),
                curve: AnimationCurve(rawValue: curve) ?? .easeInOut))
        case .app(let event): event
        }
    }
}
