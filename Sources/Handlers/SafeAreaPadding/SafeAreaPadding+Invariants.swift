import Invariants
import UIKitModel

/// SafeAreaPadding's registration with the invariant checker and its part of the explorer:
/// found through its kind (`HandlerKind.type`), so no list names it.
extension SafeAreaPadding: CheckedHandler, ExploredHandler {
    /// Seed 003's input bar.
    public static let invariants = HandlerInvariants(
        handler: SafeAreaPadding.schema,
        checks: [
            .barMovesWithKeyboard,
            .barRidesFloatingKeyboard { scenario in
                let view = scenario.view ?? ViewFrame(filling: scenario.screen)
                return view.bottom - scenario.viewSafeBottom - scenario.config[SafeAreaPadding.Settings.hiddenPadding]
            },
        ],
        rest: RestFields(model: [.composerH, .safeArea], drawn: [.barBottom]))

    /// Seed 003's SwiftUI input bar: keyboard moves of every curve and duration (0
    /// included), hides interrupted by shows, resizes, hardware shortcut bars attached and
    /// detached, bar heights, under both detections and other paddings and thresholds.
    package static let script = HandlerScript(.safeAreaPadding, SafeAreaPaddingSession.self, actions: 1...12)
}

/// The safe-area-padding generator's idea of the input bar's screen while it writes events.
struct SafeAreaPaddingSession: GeneratorSession {
    var stage: Stage

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        let device = random.pick(TraceGenerator.devices(on: platform))
        let schema = SafeAreaPadding.schema
        var config = schema.defaultConfig
        let detection = random.pick(SafeAreaPadding.Detection.allCases)
        config[SafeAreaPadding.Settings.detection] = detection
        config[SafeAreaPadding.Settings.hiddenPadding] = random.chance(0.7) ? 26 : Double(random.pick([0, 8, 16, 34]))
        config[SafeAreaPadding.Settings.visiblePadding] = random.chance(0.7) ? 12 : Double(random.pick([0, 4, 26]))
        config[SafeAreaPadding.Settings.visibleThreshold] = random.chance(0.7) ? 10 : Double(random.pick([0, 30, 40, 60]))
        let bar: Double = random.chance(0.6) ? 52 : random.pick([36, 48, 88])
        let scenario = Scenario(
            screen: device.screen, contentHeight: device.height, initialOffset: .top, composerHeight: bar, config: config)
        stage = Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random))
    }

    enum Action {
        case keyboard(Stage.KeyboardAction)
        case barHeight
    }

    mutating func act(_ random: inout SeededRandom) {
        var choices: [(weight: Int, value: Action)] = [(5, .barHeight)]
        if stage.keyboard == nil {
            choices += [(30, .keyboard(.open)), (10, .keyboard(.shortcutBar))]
        } else {
            choices += [(16, .keyboard(.close)), (8, .keyboard(.interruptedHide)), (10, .keyboard(.resize)), (6, .keyboard(.shortcutBar))]
            if stage.shortcutBarShown { choices.append((6, .keyboard(.open))) }  // the hardware keyboard detached
        }
        switch random.pick(weighted: choices) {
        case .keyboard(let action): stage.perform(action, &random)
        case .barHeight: stage.script.add(.app(.composerLayout, [.number(random.pick([36, 52, 72, 88, 0]))]), at: stage.time)
        }
    }
}
