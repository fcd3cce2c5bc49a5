import Invariants
import UIKitModel

/// RNKeyboardAvoidingView's registration with the invariant checker and its part of the
/// explorer: found through its kind (`HandlerKind.type`), so no list names it.
extension RNKeyboardAvoidingView: CheckedHandler, ExploredHandler {
    /// React Native's KeyboardAvoidingView: a chat screen whose composer rests on the view's
    /// bottom (no safe-area lift) and rides the KAV's bottom; the list's bottom is the
    /// composer's top (no content gap). Its reported bugs (an under-lift in a sheet, the
    /// composer lagging the keyboard) are what these checks find.
    public static let invariants = HandlerInvariants(
        handler: RNKeyboardAvoidingView.schema,
        checks: HandlerInvariants.chatScreen,
        rest: HandlerInvariants.composerRest,
        places: ChatPlaces(RNKeyboardAvoidingView.schema, closedLift: .zero))

    /// React Native's KeyboardAvoidingView: messages arriving, composer growth, drags and
    /// taps, every keyboard move; each behavior, an offset now and then (a negative one
    /// too), commits 0 to 3 frames late, each dismiss mode.
    package static let script = HandlerScript(.rnKeyboardAvoidingView, RNKeyboardAvoidingViewSession.self)
}

/// The rn-keyboard-avoiding-view generator's idea of the chat screen while it writes events.
struct RNKeyboardAvoidingViewSession: ChatGeneratorSession {
    typealias Settings = RNKeyboardAvoidingView.Settings
    var chat: WorldEventsChat

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        var config = RNKeyboardAvoidingView.schema.defaultConfig
        config[Settings.behavior] = random.pick(weighted: [(70, .padding), (15, .height), (15, .position)])
        config[Settings.keyboardVerticalOffset] = random.chance(0.7) ? 0 : Double(random.pick([-20, 20, 64, 97]))
        config[Settings.lagFrames] = Double(random.pick(weighted: [(60, 1), (20, 0), (12, 2), (8, 3)]))
        config[Settings.keyboardDismissMode] = random.pick(weighted: [(70, .none), (15, .interactive), (15, .onDrag)])
        chat = WorldEventsChat(&random, on: platform, config: config) { device, content, composer in
            // The list's bottom: max(0, C - V0), V0 = H - B (the KAV fills the screen).
            max(0, content - (device.height - composer))
        }
    }
}
