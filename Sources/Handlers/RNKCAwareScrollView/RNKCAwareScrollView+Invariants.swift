import Invariants
import UIKitModel

/// RNKCAwareScrollView's registration with the invariant checker and its part of the
/// explorer: found through its kind (`HandlerKind.type`), so no list names it.
extension RNKCAwareScrollView: CheckedHandler, ExploredHandler {
    /// A form: the focused field's bottom must clear the keyboard at rest (its frames have
    /// no view shift, so only the field check applies).
    public static let invariants = HandlerInvariants(
        handler: RNKCAwareScrollView.schema,
        checks: [.fieldNotCovered],
        rest: RestFields(model: [.inset, .kbHeight]))

    /// Fields focused at every height, before and with the keyboard up (a willShow of the
    /// same frame), blurs with and without a hide, resizes (the emoji keyboard), shortcut
    /// bars, drags and taps, under the config's props.
    package static let script = HandlerScript(.rnkcAwareScrollView, RNKCAwareSession.self, actions: 2...12)
}

/// The aware scroll view generator's idea of the form while it writes events.
struct RNKCAwareSession: GeneratorSession {
    var stage: Stage

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        let device = random.pick(TraceGenerator.devices(on: platform))
        var config = RNKCAwareScrollView.schema.defaultConfig
        config[RNKCAwareScrollView.Settings.bottomOffset] = random.chance(0.6) ? 0 : Double(random.pick([20, 50]))
        config[RNKCAwareScrollView.Settings.extraKeyboardSpace] = random.chance(0.8) ? 0 : 20
        config[RNKCAwareScrollView.Settings.disableScrollOnKeyboardHide] = random.chance(0.2)
        config[RNKCAwareScrollView.Settings.keyboardDismissMode] = random.chance(0.7) ? .none : .interactive
        let content = (device.height * random.double(in: 0.6...3.0)).rounded()
        let scenario = Scenario(screen: device.screen, contentHeight: content, initialOffset: .top, config: config)
        stage = Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random))
    }

    enum Action {
        case keyboard(Stage.KeyboardAction)
        case focusAndOpen, focus, blur, tap, drag
    }

    mutating func act(_ random: inout SeededRandom) {
        var choices: [(weight: Int, value: Action)] = [(12, .focus), (4, .blur), (3, .tap), (6, .drag)]
        if stage.keyboard == nil {
            choices += [(30, .focusAndOpen), (5, .keyboard(.open)), (4, .keyboard(.shortcutBar))]
        } else {
            choices += [(14, .keyboard(.close)), (6, .keyboard(.interruptedHide)), (8, .keyboard(.resize))]
        }
        switch random.pick(weighted: choices) {
        case .keyboard(let action):
            stage.perform(action, &random)
        case .focusAndOpen:
            focus(&random, at: stage.time)
            stage.time += random.int(in: 0...30)
            stage.perform(.open, &random)
        case .focus:
            focus(&random, at: stage.time)
            // Another field focused with the keyboard up: iOS posts willShow again.
            if let keyboard = stage.keyboard, !stage.shortcutBarShown, random.chance(0.6) {
                stage.moveKeyboard(to: keyboard, at: stage.time, &random)
            }
        case .blur:
            stage.script.add(.app(FormScreen.Events.blur), at: stage.time)
            if stage.keyboard != nil, random.chance(0.6) { stage.moveKeyboard(to: nil, at: stage.time, &random) }
        case .tap: stage.tap(&random)
        case .drag: stage.drag(&random)
        }
    }

    /// A field becomes active at `at`, most often in the form's lower part.
    mutating func focus(_ random: inout SeededRandom, at: Int) {
        let content = stage.scenario.contentHeight
        let height: Double = random.pick([44, 44, 56])
        let low = max(0, Int(content - height))
        let y = random.chance(0.6) ? random.int(in: low / 2...low) : random.int(in: 0...low)
        stage.script.add(.app(FormScreen.Events.focus, [.number(Double(y)), .number(height)]), at: at)
    }
}
