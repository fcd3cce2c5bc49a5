import Invariants
import UIKitModel

/// LaunchComposer's registration with the invariant checker and its part of the explorer:
/// found through its kind (`HandlerKind.type`), so no list names it.
extension LaunchComposer: CheckedHandler, ExploredHandler {
    /// Seed 001's chat screen: the composer, the content, the pin, the runway and the button.
    public static let invariants = HandlerInvariants(
        handler: LaunchComposer.schema,
        checks: HandlerInvariants.chatScreen + [
            .runway, .buttonFlicker, .sendMonotonic, .buttonMatchesPosition,
            .buttonAboveComposer(buttonGap: LaunchComposer.Settings.buttonGap),
            .pinHolds(pinnedDriftThreshold: LaunchComposer.Settings.pinnedDriftThreshold),
        ],
        // The pin's phase, runway and place, the button and the content's reveal count for
        // rest too, and no frame is at rest while the pin animates.
        rest: RestFields(
            model: [.composerH, .atBottom, .pin, .runway, .pinned],
            drawn: [.composerY, .btnAlpha, .btnY, .revealY, .revealAlpha]
        ).animating(.pin, while: PinPhase.animating),
        places: ChatPlaces(
            LaunchComposer.schema, keyboardGap: .setting(LaunchComposer.Settings.composerKeyboardGap),
            closedLift: RoleTerm("max(safeBottom, minBottomPadding)") {
                Configuration.closedLift(safeBottom: $0.viewSafeBottom, in: $0.config)
            },
            pinToTopEnabled: LaunchComposer.Settings.pinToTopEnabled))

    /// Seed 001's chat screen: content growth, composer growth by either path, sends with
    /// streaming answers and pins, the scroll-to-bottom button, and every keyboard move.
    package static let script = HandlerScript(.launchComposer, LaunchComposerSession.self)
}

/// The launch-composer generator's idea of the chat screen while it writes events.
struct LaunchComposerSession: GeneratorSession {
    var stage: Stage
    var composer: Double
    var content: Double
    var pinToTopEnabled: Bool

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        let (device, topInset, content) = TraceGenerator.chatScreen(&random, on: platform)
        let viewport = device.height
        let composer: Double = random.chance(0.8) ? 48 : random.pick([68, 88, 108, 120])
        // A numeric offset inside the scroll range at start-up (the format uses it as given).
        let startEnd = max(-topInset, content - viewport + composer + max(device.safeBottom, 16))
        let offset = TraceGenerator.chatOffset(&random, topInset: topInset, bottom: startEnd, weights: (75, 12, 13))
        var configuration = Configuration()
        configuration.pinToTopEnabled = random.chance(0.55)
        configuration.deferPinWhileKeyboardHides = random.chance(0.15)
        configuration.keyboardPolicy = random.chance(0.2) ? .push : .overlay
        let scenario = Scenario(
            screen: device.screen, viewportHeight: viewport, topInset: topInset, contentHeight: content,
            initialOffset: offset, composerHeight: composer, configuration: configuration)
        stage = Stage(scenario: scenario, device: device, fps: TraceGenerator.fps(&random))
        self.composer = composer
        self.content = content
        pinToTopEnabled = configuration.pinToTopEnabled
    }

    enum Action {
        case openKeyboard, closeKeyboard, resizeKeyboard, interactiveDismiss
        case content, composer, send, trigger, togglePin
        case drag, tap, tapButton
    }

    /// One action at `stage.time`, chosen by what makes sense now.
    mutating func act(_ random: inout SeededRandom) {
        var choices: [(weight: Int, value: Action)] = [
            (12, .content), (5, .composer), (14, .send), (2, .trigger), (3, .togglePin),
            (14, .drag), (4, .tap), (6, .tapButton),
        ]
        if stage.keyboard == nil {
            choices.append((30, .openKeyboard))
        } else {
            choices += [(14, .closeKeyboard), (12, .resizeKeyboard), (8, .interactiveDismiss), (8, .composer)]
        }
        switch random.pick(weighted: choices) {
        case .openKeyboard: stage.moveKeyboard(to: TraceGenerator.keyboardHeight(stage.device, &random), at: stage.time, &random)
        case .closeKeyboard: stage.moveKeyboard(to: nil, at: stage.time, &random)
        case .resizeKeyboard: stage.resizeKeyboard(&random)
        case .interactiveDismiss: stage.interactiveDismiss(&random)
        case .content: stage.changeContent(&content, &random)
        case .composer: changeComposer(&random)
        case .send: send(&random, trigger: false)
        case .trigger: send(&random, trigger: true)
        case .togglePin:
            pinToTopEnabled.toggle()
            stage.script.add(.app(LaunchComposer.Events.pinToTopEnabled, [.flag(pinToTopEnabled)]), at: stage.time)
        case .drag: stage.drag(&random)
        case .tap: stage.tap(&random)
        case .tapButton: stage.script.add(.app(LaunchComposer.Events.tapScrollToBottom), at: stage.time)
        }
    }

    // MARK: Composer

    mutating func changeComposer(_ random: inout SeededRandom) {
        let grow = composer < 120 && random.chance(0.7)
        let height = grow ? min(120, composer + random.pick([20, 20, 19.5, 22, 40])) : 48
        composer = height
        reportComposer(height, at: stage.time, &random)
    }

    /// A composer height as the library reports it: measured in layout, through the JS
    /// prop, or both in either order.
    mutating func reportComposer(_ height: Double, at start: Int, _ random: inout SeededRandom) {
        switch random.below(20) {
        case 0..<7: stage.script.add(.app(.composerLayout, [.number(height)]), at: start)
        case 7..<10: stage.script.add(.app(LaunchComposer.Events.extraBottomInset, [.number(height)]), at: start)
        case 10..<15:
            stage.script.add(.app(.composerLayout, [.number(height)]), at: start)
            stage.script.add(.app(LaunchComposer.Events.extraBottomInset, [.number(height)]), at: start)
        case 15..<17:
            stage.script.add(.app(LaunchComposer.Events.extraBottomInset, [.number(height)]), at: start)
            stage.script.add(.app(.composerLayout, [.number(height)]), at: start)
        default:
            stage.script.add(.app(.composerLayout, [.number(height)]), at: start)
            stage.script.add(.app(LaunchComposer.Events.extraBottomInset, [.number(height)]), at: start + random.int(in: 16...50))
        }
    }

    // MARK: Sends

    /// A send (or the scroll-to-top trigger): the composer empties, the keyboard often
    /// hides, the sent message lands, and an answer may stream in.
    mutating func send(_ random: inout SeededRandom, trigger: Bool) {
        stage.script.add(trigger ? .app(LaunchComposer.Events.scrollToTopTrigger) : .app(LaunchComposer.Events.send), at: stage.time)
        if !trigger {
            if composer != 48 {
                composer = 48
                reportComposer(48, at: stage.time + random.int(in: 0...20), &random)
            }
            if stage.keyboard != nil, random.chance(0.7) {
                stage.moveKeyboard(to: nil, at: stage.time + random.int(in: 0...60), &random)
            }
        }
        var at = stage.time + random.int(in: 16...350)
        content += Double(random.int(in: 40...160))
        stage.script.add(.contentSize(height: content), at: at)
        guard random.chance(0.7) else { return }
        let steps = random.int(in: 1...12)
        let disableAt = random.chance(0.05) ? random.below(steps) : -1
        for step in 0..<steps {
            at += random.int(in: 40...250)
            content += Double(random.int(in: 10...140))
            stage.script.add(.contentSize(height: content), at: at)
            if step == disableAt {
                pinToTopEnabled = false
                stage.script.add(.app(LaunchComposer.Events.pinToTopEnabled, [.flag(false)]), at: at)
            }
        }
        // The next action may start while the answer still streams.
        stage.time += random.int(in: 0...(at - stage.time))
    }
}
