import Handlers
import Testing
import TraceKit

/// rnkc-chat-scroll-view's config: an unknown behavior or a key it does not take is an error
/// at the config key, naming what is allowed.
struct RNKCChatScrollViewConfigTests {
    static func messages(_ config: String) -> [String]? {
        let bytes = Array("""
            {"kbtrace": 1, "name": "chat", "handler": "rnkc-chat-scroll-view",
             "screen": {"width": 393, "height": 852}, "scrollView": {"contentHeight": 2000},
             "config": \(config), "events": []}
            """.utf8)
        guard case .failure(let diagnostics) = TraceParser.parse(bytes) else { return nil }
        return diagnostics.diagnostics.map { $0.formatted(file: "chat.trace.json") }
    }

    @Test func eachBehaviorIsTaken() throws {
        for behavior in RNKCChatScrollView.LiftBehavior.allCases {
            #expect(Self.messages(#"{"keyboardLiftBehavior": "\#(behavior.rawValue)"}"#) == nil)
        }
    }

    @Test func anUnknownBehaviorNamesTheAllowedValues() throws {
        let messages = try #require(Self.messages(#"{"keyboardLiftBehavior": "sometimes"}"#))
        #expect(messages.contains {
            $0.contains("config.keyboardLiftBehavior") && $0.contains("always") && $0.contains("whenAtEnd")
                && $0.contains("never") && $0.contains("persistent")
        }, "\(messages)")
    }

    @Test(arguments: ["lagFrames", "chatGap", "bottomOffset"])
    func aKeyItDoesNotTakeNamesTheAllowedKeys(key: String) throws {
        let messages = try #require(Self.messages(#"{"\#(key)": 1}"#))
        #expect(messages.contains {
            $0.contains("config: unknown key '\(key)'") && $0.contains("rnkc-chat-scroll-view") && $0.contains("keyboardLiftBehavior")
                && $0.contains("blankSpace")
        }, "\(messages)")
    }
}
