import HandlerCore
import UIKitModel

extension HandlerScript {
    /// A script for a handler with none of its own (a user's): only what every handler's
    /// stage writes, each kind only when the handler takes its events: keyboard moves
    /// (hardware shortcut bars included), drags, flings and interactive dismissals,
    /// content-size changes and taps, on the devices and chat screens the built-in
    /// scripts use, with the handler's default config; off `.phone` the platform's moves
    /// too (`Stage.platformMove`; geometry events only if it takes them). `nil` when the handler does not
    /// take the six keyboard notifications (there would be nothing to explore).
    ///
    /// The handler's own events and config choices are not drawn: the generator knows
    /// nothing of them.
    static func stageOnly(_ handler: HandlerKind) -> HandlerScript? {
        let schema = handler.schema
        guard EventType.keyboard.allSatisfy(schema.takes) else { return nil }
        let drags = [EventType.dragBegin, .dragMove, .dragEnd].allSatisfy(schema.takes)
        let contentChanges = schema.takes(.contentSize)
        let taps = schema.takes(.tap)
        return HandlerScript(handler: handler) { random, platform in
            let (device, topInset, height) = TraceGenerator.chatScreen(&random, on: platform)
            var content = height
            let scenario = Scenario(
                screen: device.screen, viewportHeight: device.height, topInset: topInset, contentHeight: content,
                config: schema.defaultConfig)
            var stage = Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random))
            stage.enterPlatform(platform, handler: handler)
            for _ in 0..<random.int(in: 1...10) {
                stage.time += TraceGenerator.gap(&random)
                if platform != .phone, random.chance(0.25) {
                    stage.platformMove(&random)
                    continue
                }
                var choices: [(weight: Int, value: StageAction)] = []
                if stage.keyboard == nil {
                    choices += [(26, .keyboard(.open)), (5, .keyboard(.shortcutBar))]
                } else {
                    choices += [(14, .keyboard(.close)), (10, .keyboard(.resize)), (4, .keyboard(.shortcutBar))]
                    if drags { choices.append((8, .interactiveDismiss)) }
                }
                if drags { choices.append((14, .drag)) }
                if contentChanges { choices.append((10, .content)) }
                if taps { choices.append((4, .tap)) }
                switch random.pick(weighted: choices) {
                case .keyboard(let action): stage.perform(action, &random)
                case .interactiveDismiss: stage.interactiveDismiss(&random)
                case .drag: stage.drag(&random)
                case .content: stage.changeContent(&content, &random)
                case .tap: stage.tap(&random)
                }
            }
            return (stage.scenario, stage.fps, stage.script.sorted())
        }
    }

    /// What the stage alone can do.
    private enum StageAction {
        case keyboard(Stage.KeyboardAction)
        case interactiveDismiss, drag, content, tap
    }

    /// A script that draws its runs with `draw`.
    private init(
        handler: HandlerKind,
        draw: @escaping @Sendable (inout SeededRandom, ExplorePlatform) -> (scenario: Scenario, fps: Int, events: [TimedEvent])
    ) {
        self.handler = handler
        self.draw = draw
    }
}
