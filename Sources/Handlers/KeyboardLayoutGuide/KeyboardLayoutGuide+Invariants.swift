import Invariants
import UIKitModel

/// KeyboardLayoutGuide's registration with the invariant checker and its part of the
/// explorer: found through its kind (`HandlerKind.type`), so no list names it.
extension KeyboardLayoutGuide: CheckedHandler, ExploredHandler {
    /// UIKit's keyboard layout guide: the composer on the guide (no gap), resting on the
    /// rest line (the safe area's bottom, or the view's), the table's bottom on its top.
    public static let invariants = HandlerInvariants(
        handler: KeyboardLayoutGuide.schema,
        checks: HandlerInvariants.chatScreen,
        rest: RestFields(model: [.composerH], drawn: [.composerY, KeyboardLayoutGuide.guideTopField]),
        places: ChatPlaces(KeyboardLayoutGuide.schema, composerBase: restLine, closedLift: restLine))

    /// The rest line above the view's bottom: the safe area's with `usesBottomSafeArea`
    /// (`KeyboardLayoutGuide.composerYOrigin(config:)`), else 0.
    static let restLine = RoleTerm.safeBottom(if: Settings.usesBottomSafeArea)

    /// UIKit's keyboard layout guide: messages arriving, composer growth, drags (an
    /// interactive dismissal moves the keyboard and the guide) and taps, and every keyboard
    /// move, hardware shortcut bars included; with or without the bottom safe area.
    package static let script = HandlerScript(.keyboardLayoutGuide, KeyboardLayoutGuideSession.self)
}

/// The layout guide generator's idea of the chat screen while it writes events.
struct KeyboardLayoutGuideSession: ChatGeneratorSession {
    var chat: WorldEventsChat

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        var config = KeyboardLayoutGuide.schema.defaultConfig
        let safeArea = random.chance(0.7)
        config[KeyboardLayoutGuide.Settings.usesBottomSafeArea] = safeArea
        config[KeyboardLayoutGuide.Settings.followsUndockedKeyboard] = random.chance(0.5)
        chat = WorldEventsChat(&random, on: platform, config: config) { device, content, composer in
            // The table's bottom: max(0, C - V), V = rest line - B.
            let rest = device.height - (safeArea ? device.safeBottom : 0)
            return max(0, content - (rest - composer))
        }
    }
}
