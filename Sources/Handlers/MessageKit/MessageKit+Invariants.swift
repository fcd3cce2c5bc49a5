import Invariants
import UIKitModel

/// MessageKit's registration with the invariant checker and its part of the explorer:
/// found through its kind (`HandlerKind.type`), so no list names it.
extension MessageKit: CheckedHandler, ExploredHandler {
    /// MessageKit with InputBarAccessoryView: a chat screen whose bar rests on the view's
    /// bottom (covering the home indicator: no lift) and rides the keyboard's top; the
    /// last message rests `additionalBottomInset` above the bar. Its reported bugs (the
    /// opening keyboard covering the last messages, a bar lifted by a frame's height
    /// rather than its overlap) are what these checks find.
    public static let invariants = HandlerInvariants(
        handler: MessageKit.schema,
        checks: HandlerInvariants.chatScreen,
        rest: HandlerInvariants.composerRest,
        places: ChatPlaces(MessageKit.schema, closedLift: .zero, contentGap: .setting(MessageKit.Settings.additionalBottomInset)))

    /// MessageKit: messages arriving, the app's `scrollToLastItem`, the text view beginning
    /// editing, composer growth, drags and interactive dismissals, every keyboard move;
    /// now and then extra bottom space, an additional inset or the app's flags.
    package static let script = HandlerScript(.messageKit, MessageKitSession.self)
}

/// The messagekit generator's idea of the chat screen while it writes events.
struct MessageKitSession: ChatGeneratorSession {
    typealias Settings = MessageKit.Settings
    var chat: WorldEventsChat

    init(_ random: inout SeededRandom, on platform: ExplorePlatform) {
        var config = MessageKit.schema.defaultConfig
        let additionalBottomInset = random.chance(0.8) ? 0 : Double(random.pick([8, 16]))
        config[Settings.additionalBottomInset] = additionalBottomInset
        config[Settings.inputBarAdditionalBottomSpace] = random.chance(0.8) ? 0 : Double(random.pick([8, 20]))
        config[Settings.shouldApplyAdditionBottomSpaceToInteractiveDismissal] = random.chance(0.2)
        config[Settings.maintainPositionOnInputBarHeightChanged] = random.chance(0.3)
        config[Settings.scrollsToLastItemOnKeyboardBeginsEditing] = random.chance(0.5)
        chat = WorldEventsChat(&random, on: platform, config: config) { device, content, composer in
            // The bottom at rest: I = B + sb + additionalBottomInset (the bar covers the
            // home indicator), max(0, C - V + I).
            max(0, content - device.height + composer + device.safeBottom + additionalBottomInset)
        }
    }

    mutating func act(_ random: inout SeededRandom) {
        let roll = random.int(in: 0...99)
        if roll < 6 {
            stage.script.add(.app(LaunchChatView.Events.scrollToBottom, [.flag(random.chance(0.7))]), at: stage.time)
        } else if roll < 10 {
            stage.script.add(.focus(y: 0, height: 0), at: stage.time)
        } else if roll < 16, stage.keyboard != nil {
            stage.interactiveDismiss(&random)
        } else {
            chat.act(&random)
        }
    }
}
