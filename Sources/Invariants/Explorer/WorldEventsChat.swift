import HandlerCore
import UIKitModel

/// A chat screen driven by world events only (keyboard notifications, `contentSize`,
/// `composerLayout`, drags, taps): the part of the constraint-resize and js-padding
/// generators that is the same.
package struct WorldEventsChat {
    package var stage: Stage
    package var composer: Double
    package var content: Double

    /// A random chat screen on a device of `platform` with `config`; `bottom` gives the
    /// handler's bottom offset for the device, the content height and the composer's height.
    package init(
        _ random: inout SeededRandom, on platform: ExplorePlatform, config: HandlerConfig,
        bottom: (TraceGenerator.Device, Double, Double) -> Double
    ) {
        let (device, topInset, content) = TraceGenerator.chatScreen(&random, on: platform)
        self.content = content
        composer = random.chance(0.8) ? 48 : random.pick([40, 68, 88, 120])
        let offset = TraceGenerator.chatOffset(
            &random, topInset: topInset, bottom: bottom(device, content, composer), weights: (70, 12, 18))
        let scenario = Scenario(
            screen: device.screen, viewportHeight: device.height, topInset: topInset, contentHeight: content,
            initialOffset: offset, composerHeight: composer, config: config)
        stage = Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random))
    }

    package enum Action {
        case keyboard(Stage.KeyboardAction)
        case content, message, composer, drag, tap
    }

    package mutating func act(_ random: inout SeededRandom) {
        var choices: [(weight: Int, value: Action)] = [(10, .content), (14, .message), (4, .composer), (14, .drag), (4, .tap)]
        if stage.keyboard == nil {
            choices += [(26, .keyboard(.open)), (5, .keyboard(.shortcutBar))]
        } else {
            choices += [(18, .keyboard(.close)), (10, .keyboard(.resize)), (4, .keyboard(.shortcutBar)), (6, .composer)]
        }
        switch random.pick(weighted: choices) {
        case .keyboard(let action): stage.perform(action, &random)
        case .content: stage.changeContent(&content, &random)
        case .message:
            content += Double(random.int(in: 20...160))
            stage.script.add(.contentSize(height: content), at: stage.time)
        case .composer:
            composer = composer < 120 && random.chance(0.7) ? min(120, composer + random.pick([20, 22, 40])) : 48
            stage.script.add(.app(.composerLayout, [.number(composer)]), at: stage.time)
        case .drag: stage.drag(&random)
        case .tap: stage.tap(&random)
        }
    }
}

/// A generator session whose screen is a `WorldEventsChat`: its stage is the chat's, and
/// so are its actions unless it writes its own `act`.
package protocol ChatGeneratorSession: GeneratorSession {
    var chat: WorldEventsChat { get set }
}

extension ChatGeneratorSession {
    package var stage: Stage {
        get { chat.stage }
        set { chat.stage = newValue }
    }

    package mutating func act(_ random: inout SeededRandom) { chat.act(&random) }
}
