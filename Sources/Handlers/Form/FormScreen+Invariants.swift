import Invariants
import UIKitModel

/// FormScreen's registration with the invariant checker and its part of the explorer:
/// found through its kind (`HandlerKind.type`), so no list names it.
extension FormScreen: CheckedHandler, ExploredHandler {
    /// Seed 004's form.
    public static let invariants = HandlerInvariants(
        handler: FormScreen.schema,
        checks: HandlerInvariants.Check.formFields(padding: FormScreen.Settings.fieldPadding) + [.formRidesFloatingKeyboard],
        rest: RestFields(drawn: [.viewY]))

    /// Seed 004's form: fields focused at every height (before, while and after the
    /// keyboard moves), layout passes during and after its animations, hides interrupted
    /// by shows, hardware shortcut bars, drags of the scrolled form, under both strategies
    /// and other field paddings.
    package static let script = HandlerScript(.form, FormSession.self, actions: 2...12)
}

/// The form generator's idea of the form screen while it writes events.
struct FormSession: GeneratorSession {
    var stage: Stage
    /// The strategy: a frame-shifted form takes no drags.
    let scrolls: Bool

    /// A session on `stage`, as another form handler's session draws it (IQKeyboardManager's).
    init(stage: Stage, scrolls: Bool) {
        self.stage = stage
        self.scrolls = scrolls
    }

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        let device = random.pick(TraceGenerator.devices(on: platform))
        let strategy = random.pick(FormScreen.Strategy.allCases)
        scrolls = strategy == .scrollView
        var config = FormScreen.schema.defaultConfig
        config[FormScreen.Settings.strategy] = strategy
        config[FormScreen.Settings.fieldPadding] = random.chance(0.75) ? 20 : Double(random.pick([0, 8, 40]))
        // A frame-shifted form is a plain view: as high as the screen, never scrolled.
        let viewport = device.height
        var content = viewport
        var offset = InitialOffset.top
        if scrolls {
            content = random.chance(0.3) ? viewport : (viewport * random.double(in: 0.8...3.0)).rounded()
            offset = random.pick(weighted: [
                (75, .top), (10, .bottom), (15, .value(Double(random.int(in: 0...max(0, Int(content - viewport)))))),
            ])
        }
        let scenario = Scenario(screen: device.screen, contentHeight: content, initialOffset: offset, config: config)
        stage = Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random))
    }

    enum Action {
        case keyboard(Stage.KeyboardAction)
        case focusAndOpen, focus, blur, layoutPass, tap, drag, interactiveDismiss
    }

    mutating func act(_ random: inout SeededRandom) {
        var choices: [(weight: Int, value: Action)] = [(12, .focus), (4, .blur), (14, .layoutPass), (3, .tap)]
        if stage.keyboard == nil {
            choices += [(30, .focusAndOpen), (5, .keyboard(.open)), (6, .keyboard(.shortcutBar))]
        } else {
            choices += [(14, .keyboard(.close)), (6, .keyboard(.interruptedHide)), (8, .keyboard(.resize)), (5, .keyboard(.shortcutBar))]
            if stage.shortcutBarShown { choices.append((5, .keyboard(.open))) }  // the hardware keyboard detached
        }
        if scrolls {
            choices.append((8, .drag))
            if stage.keyboard != nil { choices.append((3, .interactiveDismiss)) }
        }
        switch random.pick(weighted: choices) {
        case .keyboard(let action):
            stage.perform(action, &random)
            layoutPassLater(&random)
        case .focusAndOpen:
            focus(&random, at: stage.time)
            stage.time += random.int(in: 0...30)
            stage.perform(random.chance(0.8) ? .open : .shortcutBar, &random)
            layoutPassLater(&random)
        case .focus:
            focus(&random, at: stage.time)
            // Another field focused with the keyboard up: iOS posts willShow again.
            if let keyboard = stage.keyboard, random.chance(0.5) {
                let at = stage.time + random.int(in: 0...20)
                if stage.shortcutBarShown {
                    stage.showShortcutBar(visible: keyboard, at: at, &random)
                } else {
                    stage.moveKeyboard(to: keyboard, at: at, &random)
                }
            }
        case .blur:
            stage.script.add(.app(FormScreen.Events.blur), at: stage.time)
            if stage.keyboard != nil, random.chance(0.6) { stage.moveKeyboard(to: nil, at: stage.time + random.int(in: 0...20), &random) }
        case .layoutPass: layoutPasses(&random)
        case .tap: stage.tap(&random)
        case .drag: stage.drag(&random)
        case .interactiveDismiss: stage.interactiveDismiss(&random)
        }
    }

    /// A field becomes active at `at`: anywhere in the form, most often in its lower part
    /// where the keyboard covers it; rarely a text view, a field above the content's top.
    mutating func focus(_ random: inout SeededRandom, at: Int) {
        let content = stage.scenario.contentHeight
        let height: Double = random.pick([30, 44, 44, 56, 120])
        let low = max(0, Int(content - height))
        let y: Int = switch random.below(10) {
        case 0..<6: random.int(in: low / 2...low)
        case 6..<9: random.int(in: 0...low)
        default: random.int(in: -40...0)
        }
        stage.script.add(.app(FormScreen.Events.focus, [.number(Double(y)), .number(height)]), at: at)
    }

    /// Often a layout pass during or after the keyboard's animation (`viewDidAppear`, a
    /// rotation).
    mutating func layoutPassLater(_ random: inout SeededRandom) {
        if random.chance(0.4) { stage.script.add(.app(FormScreen.Events.layoutPass), at: stage.time + random.int(in: 0...700)) }
    }

    /// One layout pass, or a burst of them a frame or so apart.
    mutating func layoutPasses(_ random: inout SeededRandom) {
        var at = stage.time
        for _ in 0..<(random.chance(0.8) ? 1 : random.int(in: 2...4)) {
            stage.script.add(.app(FormScreen.Events.layoutPass), at: at)
            at += random.int(in: 1...40)
        }
    }
}
