import Handlers
import Testing
import TraceKit

/// messagekit's config: its flags are booleans, `sectionInsetBottom` and
/// `inputBarAdditionalBottomSpace` are not negative, each an error at its key naming what
/// is allowed; `additionalBottomInset` may be negative (MessagesViewController takes any
/// CGFloat); an event type it does not take is an error naming the handler.
struct MessageKitConfigTests {
    static func trace(config: String, events: String = "") -> [UInt8] {
        Array("""
            {"kbtrace": 1, "name": "mk", "handler": "messagekit",
             "screen": {"width": 393, "height": 852}, "scrollView": {"contentHeight": 2400},
             "config": {\(config)}, "events": [\(events)]}
            """.utf8)
    }

    @Test(arguments: [
        (#""maintainPositionOnInputBarHeightChanged": 1"#, "config.maintainPositionOnInputBarHeightChanged", "expected true or false"),
        (#""scrollsToLastItemOnKeyboardBeginsEditing": "yes""#, "config.scrollsToLastItemOnKeyboardBeginsEditing", "expected true or false"),
        (#""shouldApplyAdditionBottomSpaceToInteractiveDismissal": null"#, "config.shouldApplyAdditionBottomSpaceToInteractiveDismissal", "expected true or false"),
        (#""sectionInsetBottom": -4"#, "config.sectionInsetBottom", "must not be negative"),
        (#""inputBarAdditionalBottomSpace": -8"#, "config.inputBarAdditionalBottomSpace", "must not be negative"),
        (#""inputBarAdditionalBottomSpace": true"#, "config.inputBarAdditionalBottomSpace", "number"),
    ])
    func aBadValueIsAnErrorAtItsKey(config: String, key: String, problem: String) {
        guard case .failure(let diagnostics) = TraceParser.parse(Self.trace(config: config)) else {
            Issue.record("\(config) was taken")
            return
        }
        let messages = diagnostics.diagnostics.map { $0.formatted(file: "mk.trace.json") }
        #expect(messages.contains { $0.contains(key) && $0.contains(problem) }, "\(messages)")
    }

    @Test func aNegativeAdditionalInsetAndTheDefaultsAreTaken() throws {
        let trace = try TraceParser.parse(Self.trace(config: #""additionalBottomInset": -10"#)).get()
        #expect(trace.scenario.config[MessageKit.Settings.additionalBottomInset] == -10)
        #expect(trace.scenario.config[MessageKit.Settings.sectionInsetBottom] == 4)
        #expect(trace.scenario.config[MessageKit.Settings.maintainPositionOnInputBarHeightChanged] == false)
    }

    @Test func theGeometryEventIsNotTaken() {
        let event = #"{"t": 0.1, "type": "geometry", "screen": {"width": 852, "height": 393}}"#
        guard case .failure(let diagnostics) = TraceParser.parse(Self.trace(config: "", events: event)) else {
            Issue.record("geometry was taken")
            return
        }
        let messages = diagnostics.diagnostics.map { $0.formatted(file: "mk.trace.json") }
        #expect(messages.contains { $0.contains("messagekit") && $0.contains("events[0]") }, "\(messages)")
    }
}
