import Invariants
import UIKitModel

/// ConstraintResize's registration with the invariant checker and its part of the explorer:
/// found through its kind (`HandlerKind.type`), so no list names it.
extension ConstraintResize: CheckedHandler, ExploredHandler {
    /// Seed 002's chat screen: the composer rides the bottom constraint (no gap), at rest on
    /// the edge it is pinned to (the view's bottom, or `safeBottom` above it with
    /// `pinnedTo: safeArea`), the table's bottom its top (no content gap).
    public static let invariants = HandlerInvariants(
        handler: ConstraintResize.schema,
        checks: HandlerInvariants.chatScreen,
        rest: HandlerInvariants.composerRest,
        places: ChatPlaces(ConstraintResize.schema, composerBase: pinnedBase, closedLift: pinnedBase))

    /// Where the composer rests: `safeBottom` above the view's bottom when pinned to the
    /// safe area (`ConstraintResize.composerYOrigin(config:)`), else on it.
    static let pinnedBase = RoleTerm.safeBottom(if: ConstraintResize.Settings.pinnedTo, is: .safeArea)

    /// Seed 002's constraint resize: messages arriving, composer growth, drags and taps
    /// (none moves the keyboard: dismissal is `.none`), and every keyboard move, hardware
    /// shortcut bars included; pinned to the superview or the safe area.
    package static let script = HandlerScript(.constraintResize, ConstraintResizeSession.self)
}

/// The constraint-resize generator's idea of the chat screen while it writes events.
struct ConstraintResizeSession: ChatGeneratorSession {
    var chat: WorldEventsChat

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        var config = ConstraintResize.schema.defaultConfig
        let safeArea = random.chance(0.3)
        config[ConstraintResize.Settings.pinnedTo] = safeArea ? .safeArea : .superview
        chat = WorldEventsChat(&random, on: platform, config: config) { device, content, composer in
            // The table's bottom: max(0, C - V0), V0 = Hb - B.
            let pinned = device.height - (safeArea ? device.safeBottom : 0)
            return max(0, content - (pinned - composer))
        }
    }
}
