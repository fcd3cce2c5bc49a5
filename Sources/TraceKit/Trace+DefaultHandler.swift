import Handlers
import UIKitModel

extension Trace {
    /// A trace through the format's default handler, launch-composer (a trace file without
    /// `"handler"`): here rather than in TraceModel, which links no built-in handler.
    public init(
        name: String, description: String? = nil, fps: Int = 60, duration: Nanoseconds, scenario: Scenario,
        events: [TimedEvent], expectedViolations: [String]? = nil
    ) {
        self.init(
            name: name, handler: .launchComposer, description: description, fps: fps, duration: duration,
            scenario: scenario, events: events, expectedViolations: expectedViolations)
    }
}
