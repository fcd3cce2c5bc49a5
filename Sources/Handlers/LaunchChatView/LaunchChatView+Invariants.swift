import Invariants
import UIKitModel

/// LaunchChatView's registration with the invariant checker and its part of the explorer:
/// found through its kind (`HandlerKind.type`), so no list names it.
extension LaunchChatView: CheckedHandler, ExploredHandler {
    /// Seed 000's chat view: a keyboard-sticky composer (no gap) resting on the home
    /// indicator, the content `chatGap` above it.
    public static let invariants = HandlerInvariants(
        handler: LaunchChatView.schema,
        checks: HandlerInvariants.chatScreen,
        rest: RestFields(model: [.composerH, .atBottom], drawn: [.composerY]),
        places: ChatPlaces(
            LaunchChatView.schema, closedLift: .safeBottom, contentGap: .setting(LaunchChatView.Settings.chatGap)))

    /// Seed 000's `LaunchChatView`: messages arriving (and the app's `scrollToBottom`),
    /// composer growth, drags and interactive dismissals, and every keyboard move,
    /// hardware shortcut bars included.
    package static let script = HandlerScript(.launchChatView, LaunchChatViewSession.self)
}

/// The launch-chat-view generator's idea of the chat screen while it writes events.
struct LaunchChatViewSession: GeneratorSession {
    var stage: Stage
    var composer: Double
    var content: Double

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        let (device, topInset, content) = TraceGenerator.chatScreen(&random, on: platform)
        let viewport = device.height
        self.content = content
        composer = random.chance(0.8) ? 48 : random.pick([40, 68, 88, 120])
        var config = LaunchChatView.schema.defaultConfig
        let chatGap = random.chance(0.8) ? 8 : Double(random.pick([0, 12, 24]))
        config[LaunchChatView.Settings.chatGap] = chatGap
        config[LaunchChatView.Settings.nearBottomThreshold] = random.chance(0.75) ? 100 : Double(random.pick([0, 40, 250, 600]))
        // The module's bottom: max(0, C - V + B + chatGap + safeBottom).
        let bottom = max(0, content - viewport + composer + chatGap + device.safeBottom)
        let offset = TraceGenerator.chatOffset(&random, topInset: topInset, bottom: bottom, weights: (70, 12, 18))
        let scenario = Scenario(
            screen: device.screen, viewportHeight: viewport, topInset: topInset, contentHeight: content,
            initialOffset: offset, composerHeight: composer, config: config)
        stage = Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random))
    }

    enum Action {
        case keyboard(Stage.KeyboardAction)
        case interactiveDismiss, content, message, composer, scrollToBottom, drag, tap
    }

    mutating func act(_ random: inout SeededRandom) {
        var choices: [(weight: Int, value: Action)] = [
            (10, .content), (14, .message), (4, .composer), (6, .scrollToBottom), (14, .drag), (4, .tap),
        ]
        if stage.keyboard == nil {
            choices += [(26, .keyboard(.open)), (5, .keyboard(.shortcutBar))]
        } else {
            choices += [
                (14, .keyboard(.close)), (10, .keyboard(.resize)), (4, .keyboard(.shortcutBar)), (8, .interactiveDismiss),
                (6, .composer),
            ]
        }
        switch random.pick(weighted: choices) {
        case .keyboard(let action): stage.perform(action, &random)
        case .interactiveDismiss: stage.interactiveDismiss(&random)
        case .content: stage.changeContent(&content, &random)
        case .message: message(&random)
        case .composer: changeComposer(&random)
        case .scrollToBottom: stage.script.add(.app(LaunchChatView.Events.scrollToBottom, [.flag(random.chance(0.6))]), at: stage.time)
        case .drag: stage.drag(&random)
        case .tap: stage.tap(&random)
        }
    }

    /// A message arrives (sent or received): the content grows, sometimes in streamed
    /// steps, and the app often asks to scroll to the bottom right after.
    mutating func message(_ random: inout SeededRandom) {
        var at = stage.time
        let steps = random.chance(0.3) ? random.int(in: 2...8) : 1
        for _ in 0..<steps {
            content += Double(random.int(in: 20...160))
            stage.script.add(.contentSize(height: content), at: at)
            if random.chance(0.5) { stage.script.add(.app(LaunchChatView.Events.scrollToBottom, [.flag(random.chance(0.7))]), at: at + random.int(in: 0...40)) }
            at += random.int(in: 40...250)
        }
    }

    /// The composer grows a line (or shrinks back), measured by layout; rarely a height
    /// the module ignores.
    mutating func changeComposer(_ random: inout SeededRandom) {
        if random.chance(0.05) {
            stage.script.add(.app(.composerLayout, [.number(random.pick([0, composer + 0.3]))]), at: stage.time)
            return
        }
        composer = composer < 120 && random.chance(0.7) ? min(120, composer + random.pick([20, 19.5, 22, 40])) : 48
        stage.script.add(.app(.composerLayout, [.number(composer)]), at: stage.time)
    }
}
