import UIKitModel

/// UIKit's own answer (iOS 15+, `UIKeyboardLayoutGuide`): a chat screen whose composer's
/// bottom is pinned to `view.keyboardLayoutGuide.topAnchor` and whose table's bottom is
/// pinned to the composer's top. No notification observer, no insets, nothing scrolls the
/// table (`docs/handlers/keyboard-layout-guide.md`).
///
/// - The **rest line** is `B - viewSafeBottom` (`usesBottomSafeArea`, the default) or `B`.
///   The guide's top `guideTop` (screen points) is an additive animated property; the
///   composer (height `composerHeight`) sits on it; the table runs from the view's top `T`
///   to the composer's top: `V = max(0, guideTop - T - composerHeight)` (model values; a
///   trace's `scrollView.height` replaces the start value and the table then changes by the
///   same amounts).
/// - Its target: a docked keyboard or a bar: the keyboard's model top, not below the rest
///   line nor above the view's top; a floating keyboard: the same with
///   `followsUndockedKeyboard`, else the rest line; hidden: the rest line.
/// - It moves whenever the world moves the keyboard's model frame, in the same animation: a
///   will-notification's context, at once for a floating did-notification and under a
///   finger, and in a geometry event's animation when the rest line moves. The table's
///   frame follows in the same animation; a frame change moves nothing (the offset stays).
/// - `keyboardDismissMode` is `.interactive`; with `keyboardDismissPadding` p (iOS 17) the
///   world holds the keyboard's top under a finger at `clamp(y + p, restingTop, H)`.
///
/// Model choices: after an interactive dismissal the guide goes to the keyboard's resting
/// top at once, where UIKit animates it with the keyboard's return (the world gives the
/// handler no call for the return).
public struct KeyboardLayoutGuide: Handler {
    /// It queues no work of its own.
    public enum Work: Equatable, Sendable {}

    let followsUndockedKeyboard: Bool
    let usesBottomSafeArea: Bool
    /// The guide's top edge on screen (model and drawn).
    public private(set) var guideTop: AnimatedValue
    /// The composer's height.
    public private(set) var composerHeight: Double
    /// What the trace's `scrollView.height` adds to the table's height (0 when it gives none).
    let heightAdjustment: Double
    /// The view's top `T` as the layout last placed it.
    private var viewTop: Double

    public init(scenario: Scenario, world: inout World<Work>) {
        followsUndockedKeyboard = scenario.config[Settings.followsUndockedKeyboard]
        usesBottomSafeArea = scenario.config[Settings.usesBottomSafeArea]
        composerHeight = scenario.composerHeight
        viewTop = world.view.top
        let rest = Self.restLine(usesBottomSafeArea, world)
        guideTop = AnimatedValue(rest)
        let restTable = max(0, rest - world.view.top - composerHeight)
        heightAdjustment = scenario.viewportHeight != world.view.height ? scenario.viewportHeight - restTable : 0
        world.setKeyboardDismissMode(.interactive)
        world.setKeyboardDismissPadding(scenario.config[Settings.keyboardDismissPadding])
        world.setViewportHeight(tableHeight())
        let scrollView = world.scrollView
        _ = world.setContentOffset(scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight)))
    }

    /// The rest line in `world`'s geometry.
    static func restLine(_ usesBottomSafeArea: Bool, _ world: World<Work>) -> Double {
        usesBottomSafeArea ? world.view.bottom - world.viewSafeBottom : world.view.bottom
    }

    /// Where the guide goes for the world's keyboard now.
    func target(_ world: World<Work>) -> Double {
        let rest = Self.restLine(usesBottomSafeArea, world)
        switch world.keyboardMode {
        case .hidden: return rest
        case .floating where !followsUndockedKeyboard: return rest
        case .docked, .partlyOffScreen, .floating: return max(world.view.top, min(world.keyboard.top.model, rest))
        }
    }

    /// `V = max(0, guideTop - T - composerHeight)` (with the trace's adjustment).
    func tableHeight() -> Double { max(0, guideTop.model - viewTop - composerHeight + heightAdjustment) }

    /// Moves the guide to its target in the world's animation context, and the table with it.
    mutating func follow(_ world: inout World<Work>) {
        viewTop = world.view.top
        let target = target(world)
        guard target != guideTop.model else { return }
        world.set(&guideTop, to: target)
        world.setViewportHeight(tableHeight())
    }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) { follow(&world) }
    public mutating func dragMoved(world: inout World<Work>) { follow(&world) }
    public mutating func dragEnded(velocity: Double, world: inout World<Work>) { follow(&world) }
    public mutating func willDraw(world: inout World<Work>) { follow(&world) }

    /// A geometry change: the rest line, the view's top and the table, in its animation.
    public mutating func geometryChanged(world: inout World<Work>) {
        viewTop = world.view.top
        let target = target(world)
        if target != guideTop.model { world.set(&guideTop, to: target) }
        world.setViewportHeight(tableHeight())
    }

    /// `composerLayout`: a new height (> 0) grows the composer upward from the guide; the
    /// table's height changes at once.
    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        guard event.type === EventType.composerLayout else { return }
        let height = event.values[0].number
        guard height > 0 else { return }
        composerHeight = height
        world.setViewportHeight(tableHeight())
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {}

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let guide = world.presentation(of: &guideTop)
        values[Field.kbTop.rawValue] = world.drawnKeyboardTop()
        values[Field.guideTop.rawValue] = guide
        values[Field.offset.rawValue] = world.drawnContentOffset()
        values[Field.viewportH.rawValue] = world.drawnViewportHeight()
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.composerY.rawValue] = guide - Self.restLine(usesBottomSafeArea, world)
        values[Field.composerH.rawValue] = composerHeight
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
