import Handlers
import UIKitModel

/// A chat screen's "scroll to bottom" button that sticks above the keyboard: the table's
/// bottom inset is the keyboard's overlap with the screen, the button rides the keyboard
/// `gap` points above it (or above the safe area), and shows while the content is more
/// than `showDistance` points above the bottom. A tap (`buttonTapped`) scrolls to the
/// bottom; content at the bottom stays there when the keyboard opens.
///
/// Written the way an app team writes its own handler (`docs/handlers/README.md`): its
/// own config keys, its own event and its own fields; everything it does goes through
/// the world's UIKit-named operations.
public struct StickyButton: Handler {
    /// It queues no work of its own.
    public enum Work: Sendable {}

    /// Its frame fields, declared once (`FrameFields`): a case's raw value is its lane in
    /// `FrameValues`, its name the field's key; its own fields' kinds are in `own`.
    enum Field: Int, FrameFields {
        case kbTop, offset, inset, buttonY, buttonShown
        static let own = [FrameField("buttonY", .number), FrameField("buttonShown", .flag)]
    }

    /// Its own event: the user tapped the button.
    public static let buttonTapped = EventType("buttonTapped", summary: "The user tapped the scroll-to-bottom button.")

    /// The button's height, in points.
    static let buttonHeight = 44.0

    public static let schema = HandlerSchema(
        name: "sticky-button",
        summary: "example: a scroll-to-bottom button that rides the keyboard",
        configKeys: [Settings.gap.key, Settings.showDistance.key],
        eventTypes: EventType.keyboard + [.contentSize, .dragBegin, .dragMove, .dragEnd, buttonTapped],
        frame: FrameSchema(Field.self))

    /// Its `config` keys, typed: each declared once, read as `config[Settings.gap]`.
    enum Settings {
        static let gap = Setting("gap", .points, default: 12, summary: "Space between the button and the keyboard.")
        static let showDistance = Setting(
            "showDistance", .points, default: 200, summary: "Show the button this far above the bottom.")
    }

    let screenHeight: Double
    let safeBottom: Double
    let gap: Double
    let showDistance: Double
    var overlap = 0.0
    var button = View()

    public init(scenario: Scenario, world: inout World<Work>) {
        screenHeight = scenario.screen.height
        safeBottom = scenario.screen.safeBottom
        gap = scenario.config[Settings.gap]
        showDistance = scenario.config[Settings.showDistance]
        _ = world.setBottomInset(0)
        _ = world.setContentOffset(scenario.startOffset(bottom: Self.bottom(world)))
    }

    /// The largest offset: the content's end at the viewport's bottom edge.
    static func bottom(_ world: World<Work>) -> Double {
        max(0, world.scrollView.contentHeight - world.scrollView.viewportHeight + world.scrollView.inset)
    }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        guard notification.kind.isWill else { return }
        let atBottom = Self.bottom(world) - world.scrollView.offset.model < 1
        let kind = KeyboardFrameKind(notification.end, screenHeight: screenHeight)
        overlap = kind.isShown ? max(0, screenHeight - (notification.end?.y ?? screenHeight)) : 0
        // Inside the keyboard's animation context: the button moves with its curve.
        world.set(&button.translationY, to: -max(0, overlap - safeBottom))
        _ = world.setBottomInset(overlap)
        // The last message stays in sight: the content follows the keyboard from the bottom.
        if atBottom { _ = world.setContentOffset(Self.bottom(world)) }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        guard event.type == Self.buttonTapped else { return }
        world.setContentOffsetAnimated(Self.bottom(world))
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {}

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let offset = world.drawnContentOffset()
        values[Field.kbTop.rawValue] = world.drawnKeyboardTop()
        values[Field.offset.rawValue] = offset
        values[Field.inset.rawValue] = world.scrollView.inset
        let restingY = screenHeight - safeBottom - gap - Self.buttonHeight
        values[Field.buttonY.rawValue] = restingY + world.presentation(of: &button.translationY)
        // Shown by where the content is going (the model offset), not where it is drawn:
        // judged by the drawn offset, it would flash while the content follows the keyboard.
        values[flag: Field.buttonShown.rawValue] = Self.bottom(world) - world.scrollView.offset.model > showDistance
    }
}
