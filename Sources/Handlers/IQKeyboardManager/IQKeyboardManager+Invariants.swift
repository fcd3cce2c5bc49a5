import Invariants
import UIKitModel

/// IQKeyboardManager's registration with the invariant checker and its part of the
/// explorer: the form's field checks (its `keyboardDistance` is the form's padding).
extension IQKeyboardManager: CheckedHandler, ExploredHandler {
    /// A form under IQKeyboardManager, with `rides-floating-keyboard` on the root view's
    /// lift (`viewY`). A choice: the form's displacement `viewY - offset` would count the
    /// user's own scroll of the `"scrollView"` container (explore's pad runs flagged drags
    /// across a floating keyboard), and there the library lifts by scrolling, never by
    /// `viewY`: the check bites in the `"rootView"` container, where it moves the view.
    public static let invariants = HandlerInvariants(
        handler: IQKeyboardManager.schema,
        checks: HandlerInvariants.Check.formFields(padding: IQKeyboardManager.Settings.keyboardDistance) + [
            .viewRidesFloatingKeyboard,
        ],
        rest: RestFields(drawn: [.viewY]))

    /// A form under IQKeyboardManager: the form's script (fields focused before, while and
    /// after the keyboard moves, layout passes, hides, shortcut bars, drags) in both
    /// containers, with other distances and a navigation bar now and then.
    package static let script = HandlerScript(.iqkeyboardmanager, IQKeyboardManagerSession.self, actions: 2...12)
}

/// The explorer's idea of a form under IQKeyboardManager while it writes events: the form's
/// session with the library's config.
struct IQKeyboardManagerSession: GeneratorSession {
    var form: FormSession

    var stage: Stage {
        get { form.stage }
        set { form.stage = newValue }
    }

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        let device = random.pick(TraceGenerator.devices(on: platform))
        var config = IQKeyboardManager.schema.defaultConfig
        config[IQKeyboardManager.Settings.container] = random.pick(IQKeyboardManager.Container.allCases)
        config[IQKeyboardManager.Settings.keyboardDistance] = random.chance(0.75) ? 10 : Double(random.pick([0, 20, 40]))
        config[IQKeyboardManager.Settings.restoreContentOffset] = random.chance(0.2)
        config[IQKeyboardManager.Settings.resignOnTouchOutside] = random.chance(0.3)
        if random.chance(0.2) { config[IQKeyboardManager.Settings.navigationBarMaxY] = device.screen.safeTop + 44 }
        let viewport = device.height
        let content = random.chance(0.3) ? viewport : (viewport * random.double(in: 0.8...3.0)).rounded()
        let offset: InitialOffset = random.pick(weighted: [
            (75, .top), (10, .bottom), (15, .value(Double(random.int(in: 0...max(0, Int(content - viewport)))))),
        ])
        let scenario = Scenario(screen: device.screen, contentHeight: content, initialOffset: offset, config: config)
        form = FormSession(stage: Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random)), scrolls: true)
    }

    mutating func act(_ random: inout SeededRandom) { form.act(&random) }
}
