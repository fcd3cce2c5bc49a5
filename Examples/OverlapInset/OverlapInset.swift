import Handlers
import UIKitModel

/// A keyboard handler written the way an app team writes its own: the table's bottom inset
/// is the keyboard's overlap with its view plus the composer and a gap, and the content
/// follows the bottom when the user was near it. It has its own config keys (`gap`,
/// `followThreshold`), its own event (`composerResized`) and its own field (`overlap`).
///
/// Everything it does goes through the world's UIKit-named operations; the world moves
/// the keyboard, runs the keyboard's animation context and owns the scroll view.
///
/// Keyboard frames are in screen coordinates. Its view may not reach the screen's edges
/// (a tab bar, a sheet: the trace's `view`, `world.view`), so it reads the keyboard's
/// overlap with its view, as UIKit code gets it by converting the frame into the view:
/// `world.keyboardOverlap(keyboardTop:)`, `min(B - T, max(0, B - y))`. Reading the
/// screen's (`H - y`) would lift the content by a tab bar's height too much.
public struct OverlapInset: Handler {
    /// It queues no work of its own.
    public enum Work: Sendable {}

    /// Its frame fields, declared once (`FrameFields`): a case's raw value is its lane in
    /// `FrameValues`, its name the field's key; its own field's kind is in `own`.
    enum Field: Int, FrameFields {
        case kbTop, offset, inset, composerY, overlap
        static let own = [FrameField("overlap", .number)]
    }

    public static let schema = HandlerSchema(
        name: "overlap-inset",
        summary: "example: inset = keyboard overlap + composer + gap; follows the bottom when near it",
        configKeys: [Settings.gap.key, Settings.followThreshold.key],
        eventTypes: EventType.keyboard + [.contentSize, .dragBegin, .dragMove, .dragEnd, composerResized],
        frame: FrameSchema(Field.self))
        // What `kbreplay view` draws of its frames, later parts on top (docs/view.md).
        .drawn(as: [
            .list(offset: .offset, contentHeight: nil, inset: .inset, viewportHeight: nil),
            .composer(y: .composerY, height: nil),
            .keyboard(top: .kbTop),
        ])

    /// Its `config` keys, typed: each declared once, read as `config[Settings.gap]`.
    enum Settings {
        static let gap = Setting("gap", .points, default: 8, summary: "Space between the content and the composer.")
        static let followThreshold = Setting(
            "followThreshold", .points, default: 80, summary: "Follow the keyboard within this distance of the bottom.")
    }

    /// Its own event: the composer was measured at a new `height`.
    public static let composerResized = EventType(
        "composerResized", fields: [.number("height", .positivePoints, summary: "The composer's new height.")],
        summary: "The composer was measured at a new height.")

    let screenHeight: Double
    let gap: Double
    let followThreshold: Double
    var composerHeight: Double
    var overlap = 0.0
    var composer = View()

    public init(scenario: Scenario, world: inout World<Work>) {
        screenHeight = scenario.screen.height
        gap = scenario.config[Settings.gap]
        followThreshold = scenario.config[Settings.followThreshold]
        composerHeight = scenario.composerHeight
        _ = world.setBottomInset(inset)
        _ = world.setContentOffset(scenario.startOffset(bottom: Self.bottom(world)))
    }

    var inset: Double { overlap + composerHeight + gap }

    static func bottom(_ world: World<Work>) -> Double {
        max(0, world.scrollView.contentHeight - world.scrollView.viewportHeight + world.scrollView.inset)
    }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        guard notification.kind.isWill else { return }
        let near = Self.bottom(world) - world.scrollView.offset.model < followThreshold
        let kind = KeyboardFrameKind(notification.end, screenHeight: screenHeight)
        overlap = kind.isShown ? world.keyboardOverlap(keyboardTop: notification.end?.y ?? screenHeight) : 0
        // Inside the keyboard's animation context: these animate with its curve.
        world.set(&composer.translationY, to: -overlap)
        _ = world.setBottomInset(inset)
        if near { _ = world.setContentOffset(Self.bottom(world)) }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        guard event.type == Self.composerResized else { return }
        composerHeight = event.number("height")
        _ = world.setBottomInset(inset)
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {}

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[Field.kbTop.rawValue] = world.drawnKeyboardTop()
        values[Field.offset.rawValue] = world.drawnContentOffset()
        values[Field.inset.rawValue] = world.scrollView.inset
        values[Field.composerY.rawValue] = world.presentation(of: &composer.translationY)
        values[Field.overlap.rawValue] = overlap
    }
}
