import Invariants
import UIKitModel

/// JSPadding's registration with the invariant checker and its part of the explorer:
/// found through its kind (`HandlerKind.type`), so no list names it.
extension JSPadding: CheckedHandler, ExploredHandler {
    /// Seed 000's JS-only alternative: a keyboard-sticky composer (no gap) resting on the
    /// home indicator, the messages `chatGap` above it; the list's footer is not content,
    /// and the frames carry no composer height (the scenario's is used).
    public static let invariants = HandlerInvariants(
        handler: JSPadding.schema,
        checks: HandlerInvariants.chatScreen,
        rest: HandlerInvariants.composerRest,
        places: ChatPlaces(
            JSPadding.schema, closedLift: .safeBottom, contentGap: .setting(JSPadding.Settings.chatGap),
            footerInContent: true, scenarioComposerHeight: true))

    /// Seed 000's JS-only alternative: messages arriving, composer growth, drags and taps
    /// (none moves the keyboard: dismissal is `"none"`), and every keyboard move; the
    /// padding as written or as intended, read 0 to 3 frames late.
    package static let script = HandlerScript(.jsPadding, JSPaddingSession.self)
}

/// The js-padding generator's idea of the chat screen while it writes events.
struct JSPaddingSession: ChatGeneratorSession {
    var chat: WorldEventsChat

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        var config = JSPadding.schema.defaultConfig
        let chatGap = random.chance(0.8) ? 8 : Double(random.pick([0, 12, 24]))
        config[JSPadding.Settings.chatGap] = chatGap
        config[JSPadding.Settings.lagFrames] = Double(random.pick(weighted: [(60, 1), (20, 0), (12, 2), (8, 3)]))
        config[JSPadding.Settings.heightAsWritten] = random.chance(0.5)
        chat = WorldEventsChat(&random, on: platform, config: config) { device, content, composer in
            // The list's bottom with the resting footer: max(0, C + B + chatGap + safeBottom - V).
            max(0, content + composer + chatGap + device.safeBottom - device.height)
        }
    }
}
