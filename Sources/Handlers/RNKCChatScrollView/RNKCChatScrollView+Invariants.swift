import Invariants
import UIKitModel

/// RNKCChatScrollView's registration with the invariant checker and its part of the
/// explorer: found through its kind (`HandlerKind.type`), so no list names it.
extension RNKCChatScrollView: CheckedHandler, ExploredHandler {
    /// A chat list with no composer in its frames: only the checks every handler has
    /// (`finite-numbers`); the chat screen's checks place a composer it does not draw.
    public static let invariants = HandlerInvariants(
        handler: RNKCChatScrollView.schema, checks: [], rest: RestFields(model: [.padding, .atBottom]))

    /// react-native-keyboard-controller's chat list: messages arriving, drags, taps,
    /// interactive dismissals and every keyboard move, under each lift behavior, with an
    /// `offset` (a tab bar) or blank space now and then.
    package static let script = HandlerScript(.rnkcChatScrollView, RNKCChatScrollViewSession.self)
}

/// The rnkc-chat-scroll-view generator's idea of the chat list while it writes events.
struct RNKCChatScrollViewSession: GeneratorSession {
    var stage: Stage
    var content: Double

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        // The config is drawn first: the chat screen's draws then differ from the other
        // chat handlers' for the same seed.
        var config = RNKCChatScrollView.schema.defaultConfig
        config[RNKCChatScrollView.Settings.keyboardLiftBehavior] = random.pick(weighted: [
            (55, RNKCChatScrollView.LiftBehavior.always), (15, .whenAtEnd), (15, .never), (15, .persistent),
        ])
        config[RNKCChatScrollView.Settings.offset] = random.chance(0.75) ? 0 : Double(random.pick([49, 83]))
        config[RNKCChatScrollView.Settings.blankSpace] = random.chance(0.8) ? 0 : Double(random.pick([100, 300]))
        let interactive = random.chance(0.5)
        config[RNKCChatScrollView.Settings.keyboardDismissMode] = interactive ? .interactive : RNKCChatScrollView.DismissMode.none
        let (device, topInset, content) = TraceGenerator.chatScreen(&random, on: platform)
        self.content = content
        let offset = TraceGenerator.chatOffset(
            &random, topInset: topInset, bottom: max(0, content - device.height), weights: (70, 12, 18))
        let scenario = Scenario(
            screen: device.screen, viewportHeight: device.height, topInset: topInset, contentHeight: content,
            initialOffset: offset, config: config)
        stage = Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random))
    }

    enum Action {
        case keyboard(Stage.KeyboardAction)
        case interactiveDismiss, content, drag, tap
    }

    mutating func act(_ random: inout SeededRandom) {
        var choices: [(weight: Int, value: Action)] = [(14, .content), (14, .drag), (4, .tap)]
        if stage.keyboard == nil {
            choices += [(26, .keyboard(.open)), (5, .keyboard(.shortcutBar))]
        } else {
            choices += [(14, .keyboard(.close)), (10, .keyboard(.resize)), (4, .keyboard(.shortcutBar))]
            if stage.scenario.config[RNKCChatScrollView.Settings.keyboardDismissMode] == .interactive {
                choices.append((8, .interactiveDismiss))
            }
        }
        switch random.pick(weighted: choices) {
        case .keyboard(let action): stage.perform(action, &random)
        case .interactiveDismiss: stage.interactiveDismiss(&random)
        case .content: stage.changeContent(&content, &random)
        case .drag: stage.drag(&random)
        case .tap: stage.tap(&random)
        }
    }
}
