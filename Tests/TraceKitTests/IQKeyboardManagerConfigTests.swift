import Handlers
import Testing
@testable import TraceKit

/// IQKeyboardManager's config errors: one each, at the key, naming the allowed values.
@Suite struct IQKeyboardManagerConfigTests {
    static func only(_ config: String) throws -> String {
        let found = diagnostics(makeTrace(extra: #""handler": "iqkeyboardmanager", "config": \#(config)"#))
        try #require(found.count == 1, "got \(found.map(describe))")
        return describe(found[0])
    }

    @Test func anUnknownContainerNamesTheTwo() throws {
        let message = try Self.only(#"{"container": "tableView"}"#)
        #expect(message.hasPrefix("config.container: unknown value \"tableView\""))
        #expect(message.contains("\"scrollView\"") && message.contains("\"rootView\""))
    }

    @Test func aNegativeKeyboardDistanceIsAnError() throws {
        #expect(try Self.only(#"{"keyboardDistance": -10}"#) == "config.keyboardDistance: -10 must not be negative")
    }

    @Test func aFlagThatIsNotABooleanIsAnError() throws {
        for key in ["restoreContentOffset", "inStackView", "resignOnTouchOutside"] {
            let message = try Self.only(#"{"\#(key)": "yes"}"#)
            #expect(message.hasPrefix("config.\(key): "))
            #expect(message.contains("true") || message.contains("boolean"))
        }
    }

    @Test func anUnknownDismissModeNamesNoneAndInteractive() throws {
        let message = try Self.only(#"{"keyboardDismissMode": "onDrag"}"#)
        #expect(message.hasPrefix("config.keyboardDismissMode: unknown value \"onDrag\""))
        #expect(message.contains("\"none\"") && message.contains("\"interactive\""))
    }

    @Test func theDefaultsAreValid() {
        #expect(diagnostics(makeTrace(extra: #""handler": "iqkeyboardmanager", "config": {"container": "rootView", "keyboardDistance": 0}"#)).isEmpty)
    }
}
