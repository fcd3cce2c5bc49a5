import UIKitModel

/// Seed 002's chat screen (the blog's `keyboardWillChange:`): a bottom constraint shrinks
/// the message table's frame by the keyboard's overlap, and the offset moves by the
/// change of the table's height in the same animation (`docs/handlers/constraint-resize.md`).
///
/// Literal to the seed:
/// - A content view holds the table above the composer (height `B`); its bottom edge is
///   pinned with a constant `c` (0 at start) to `Hb`: the view's bottom (`"superview"`)
///   or its safe-area bottom (`"safeArea"`). The table's frame height is
///   `V = max(0, V0 - c)`, `V0 = Hb - T - B` unless the trace gives `scrollView.height`
///   (then that is `V0`). The table's frame height is the world's, an additive animated
///   property: the model drives the range, the rubber band and drags; `viewportH` is drawn.
/// - Only `keyboardWillChangeFrame` is observed: `newC = H - end.y` as written (a missing
///   end frame is Objective-C's zero rect: `H`); in the keyboard's animation context (the
///   seed's `curve | curve << 16` is the notification's own curve): `c = newC`, the table
///   to `V' = max(0, V0 - newC)`, the offset to `max(0, min(oldOffset - (V' - oldV), C - V'))`.
///   A frame change moves nothing by itself (no clamp).
/// - The composer rides the constraint: `composerY = -c` as drawn, from its rest at `Hb`.
/// - `keyboardDismissMode` is UIKit's default, `.none`: a drag never moves the keyboard;
///   a drag that begins while `V` is 0 is ignored whole (the world's hit test).
/// - The observer is added in `viewDidAppear`: the notifications posted for a keyboard
///   already up at the start (`situations.md`) are missed (`observesStartNotifications`
///   false): the composer stays under that keyboard until the next notification.
///
/// Model choice: the trace "gives" `scrollView.height` when it differs from the view's
/// height (its default), the one way the trace writer tells the two apart.
public struct ConstraintResize: Handler {
    /// It queues no work of its own.
    public enum Work: Equatable, Sendable {}

    /// What the content view's bottom is pinned to (`Settings.pinnedTo`).
    let pinnedTo: PinnedTo
    /// `Hb - T`: the span from the view's top to the edge the content view is pinned to, as
    /// the layout last placed it (a geometry change moves `V0` by its change). The screen's
    /// height `H`, which the notification's frames are read against, is the world's.
    var pinnedSpan: Double
    /// The table's height with the constant at 0: `V0`.
    public private(set) var baseHeight: Double
    /// The constant `c` of the bottom constraint (model), and the composer's lift as drawn.
    public private(set) var constant: AnimatedValue
    /// The composer's height `B`.
    public private(set) var composerHeight: Double

    public init(scenario: Scenario, world: inout World<Work>) {
        pinnedTo = scenario.config[Settings.pinnedTo]
        composerHeight = scenario.composerHeight
        let view = world.view
        pinnedSpan = Self.pinnedSpan(pinnedTo, world)
        baseHeight = scenario.viewportHeight != view.height ? scenario.viewportHeight : pinnedSpan - composerHeight
        constant = AnimatedValue(0)
        world.setKeyboardDismissMode(.none)
        world.setViewportHeight(max(0, baseHeight))
        let scrollView = world.scrollView
        _ = world.setContentOffset(
            scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight)))
    }

    /// The observer is added in `viewDidAppear`, after the start notifications were posted.
    public static var observesStartNotifications: Bool { false }

    /// `Hb - T` in `world`'s geometry: `Hb` the view's bottom (`superview`) or its safe-area
    /// bottom (`safeArea`), `T` the view's top.
    static func pinnedSpan(_ pinnedTo: PinnedTo, _ world: World<Work>) -> Double {
        let view = world.view
        let pinnedBottom = pinnedTo == .superview ? view.bottom : view.bottom - world.viewSafeBottom
        return pinnedBottom - view.top
    }

    /// Its layout pass after a geometry change, inside the change's animation: `V0` moves by
    /// the change of `Hb - T` and the table to `V = max(0, V0 - c)` (a frame change: the
    /// offset stays); the constant `c` waits for the next willChangeFrame.
    public mutating func geometryChanged(world: inout World<Work>) {
        let span = Self.pinnedSpan(pinnedTo, world)
        baseHeight += span - pinnedSpan
        pinnedSpan = span
        world.setViewportHeight(tableHeight(constant: constant.model))
    }

    /// `V = max(0, V0 - c)` for the constant `c` (Auto Layout gives no negative height).
    func tableHeight(constant c: Double) -> Double { max(0, baseHeight - c) }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        guard notification.kind == .willChangeFrame else { return }
        let newConstant = world.screen.height - (notification.end?.y ?? 0)
        let oldOffset = world.scrollView.offset.model
        let oldHeight = world.scrollView.viewportHeight
        // The animation block: the keyboard's context, with its duration and curve.
        world.set(&constant, to: newConstant)
        let newHeight = tableHeight(constant: newConstant)
        world.setViewportHeight(newHeight)
        var newOffset = oldOffset - (newHeight - oldHeight)
        newOffset = min(newOffset, world.scrollView.contentHeight - newHeight)
        newOffset = max(0, newOffset)
        _ = world.setContentOffset(newOffset)
    }

    /// `composerLayout`: a new `B` (> 0) changes `V0` at once by the difference; the
    /// offset is not touched.
    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        guard event.type === EventType.composerLayout else { return }
        let height = event.values[0].number
        guard height > 0 else { return }
        baseHeight -= height - composerHeight
        composerHeight = height
        world.setViewportHeight(tableHeight(constant: constant.model))
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {}

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[Field.kbTop.rawValue] = world.drawnKeyboardTop()
        values[Field.offset.rawValue] = world.drawnContentOffset()
        values[Field.viewportH.rawValue] = world.drawnViewportHeight()
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.composerY.rawValue] = -world.presentation(of: &constant)
        values[Field.composerH.rawValue] = composerHeight
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
