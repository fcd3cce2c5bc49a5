import UIKitModel

/// Seed 000's `LaunchChatView`: a full-screen table whose bottom inset follows the
/// keyboard, with the composer in a keyboard-sticky view (`docs/handlers.md`).
///
/// As the seed writes it:
/// - Only `keyboardWillChangeFrame` is observed (willShow and willHide still move the
///   keyboard, through the world), with no dead band. On it: `wasAtBottom` from the model
///   values before any change, `keyboardHeight = max(0, H - end.y)` (the overlap, so a
///   hardware keyboard's shortcut bar counts as what shows), then a property animator with
///   the notification's curve and duration sets inset and indicator to `keyboardHeight +
///   extraBottomInset` (insets jump) and, if `wasAtBottom`, the offset to the new bottom.
/// - `extraBottomInset = composerHeight + chatGap + safeBottom` (the seed's usage); a new
///   composer height sets the insets at once, the offset only clamps.
/// - The composer sits in a frame-synced sticky view: `composerY = -max(0, H - kbTop)` as
///   drawn, from its resting place `safeBottom` above the screen bottom, so with a home
///   indicator it floats `safeBottom` above an open keyboard (the seed does not subtract it),
///   and a keyboard drawn below the screen (a show still decaying on top of an instant
///   hide) leaves it at rest: an overlap is never negative.
/// - Taps and drags are the world's (`keyboardDismissMode = .interactive`): no `endEditing`.
public struct LaunchChatView: Handler {
    /// Main-queue work: the module's `scrollToBottom`, dispatched with `DispatchQueue.main.async`,
    /// and JS's re-render after a geometry change.
    public enum Work: Equatable, Sendable {
        case scrollToBottom(animated: Bool)
        /// JS re-renders with the view's new safe area: `extraBottomInset` reaches the prop.
        case rerender
    }

    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, offset, inset, indicator, contentH, viewportH, composerY, composerH, atBottom, scroll
    }

    public static let schema = HandlerSchema(
        name: "launch-chat-view",
        summary: "seed 000: LaunchChatView, a table whose inset follows keyboardWillChangeFrame, with a keyboard-sticky composer",
        configKeys: [
            Settings.chatGap.key, Settings.nearBottomThreshold.key, .defaultSafeBottom,
        ],
        eventTypes: EventType.keyboard + [.geometry,
            .contentSize, .composerLayout, Events.scrollToBottom, .dragBegin, .dragMove, .dragEnd, .tap,
        ],
        frame: FrameSchema(Field.self),
        composerYOrigin: .aboveSafeArea)
        .drawn(as: screenParts)

    /// Its `config` keys, typed.
    public enum Settings {
        public static let chatGap = Setting(
            "chatGap", .points, default: 8,
            summary: "Gap between the last message and the composer (the 8 of the seed's extraBottomInset).")
        public static let nearBottomThreshold = Setting(
            "nearBottomThreshold", .points, default: 100, summary: "isNearBottom(): within this many points of the bottom.")
    }

    /// The view's bottom safe area (`World.viewSafeBottom`; the screen's with the default
    /// view) as JS last rendered it into the `extraBottomInset` prop: a geometry change
    /// reaches it on the next main-queue turn (`geometryChanged`).
    var renderedSafeBottom: Double
    let chatGap: Double
    let nearBottomThreshold: Double
    /// The composer height `B`.
    var composerHeight: Double
    /// `keyboardHeight`: the last willChangeFrame's overlap with the screen.
    var keyboardHeight: Double = 0

    public init(scenario: Scenario, world: inout World<Work>) {
        renderedSafeBottom = world.viewSafeBottom
        chatGap = scenario.config[Settings.chatGap]
        nearBottomThreshold = scenario.config[Settings.nearBottomThreshold]
        composerHeight = scenario.composerHeight
        updateContentInset(&world)
        _ = world.setContentOffset(scenario.startOffset(bottom: Self.maxOffset(world)))
    }

    /// The JS prop: `composerHeight + chatGap + insets.bottom`.
    var extraBottomInset: Double { composerHeight + chatGap + renderedSafeBottom }

    /// `max(0, C - V + I)` with the world's model values.
    static func maxOffset(_ world: World<Work>) -> Double {
        max(0, world.scrollView.contentHeight - world.scrollView.viewportHeight + world.scrollView.inset)
    }

    /// The seed's `isNearBottom()`: within `nearBottomThreshold` of `maxOffset`, on model values.
    func isNearBottom(_ world: World<Work>) -> Bool {
        Self.maxOffset(world) - world.scrollView.offset.model < nearBottomThreshold
    }

    /// `updateContentInset(animated: false)`: inset and indicator to `keyboardHeight +
    /// extraBottomInset` (insets are not animatable; the offset only clamps).
    private mutating func updateContentInset(_ world: inout World<Work>) {
        let bottom = keyboardHeight + extraBottomInset
        _ = world.setBottomInset(bottom)
        world.setIndicatorInset(bottom)
    }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        guard notification.kind == .willChangeFrame, let end = notification.end else { return }
        let wasAtBottom = isNearBottom(world)
        keyboardHeight = max(0, world.screen.height - end.y)
        // The property animator runs with the notification's curve and duration: the
        // keyboard's own animation context (duration 0 is at once).
        updateContentInset(&world)
        if wasAtBottom { _ = world.setContentOffset(Self.maxOffset(world)) }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        if event.type === EventType.composerLayout {
            let height = event.values[0].number
            guard height > 0, abs(height - composerHeight) > 0.5 else { return }
            composerHeight = height
            updateContentInset(&world)
        } else if event.type === Events.scrollToBottom {
            world.async(.scrollToBottom(animated: event.values[0].flag))
        }
    }

    /// `scrollToBottom(animated:)`: `setContentOffset(max(0, C - V + I), animated:)`.
    ///
    /// Model choice (the seed does not say): to the offset it already has, nothing
    /// happens (UIKit starts no animation). While the finger is down the world holds the
    /// scroll view: an animated scroll does not start, a plain set re-anchors the drag.
    public mutating func perform(_ work: Work, world: inout World<Work>) {
        switch work {
        case .scrollToBottom(let animated):
            let target = Self.maxOffset(world)
            guard target != world.scrollView.offset.model else { return }
            if animated {
                world.setContentOffsetAnimated(target)
            } else {
                _ = world.setContentOffset(target)
            }
        case .rerender:
            renderedSafeBottom = world.viewSafeBottom
            updateContentInset(&world)
        }
    }

    /// Its layout pass after a geometry change: JS re-renders on the next main-queue turn
    /// (outside the change's animation), where the new `extraBottomInset` sets the insets
    /// at once (the offset only clamps). `keyboardHeight` waits for the next
    /// willChangeFrame; the sticky composer reads `H - kbTop` every frame.
    public mutating func geometryChanged(world: inout World<Work>) {
        world.async(.rerender)
    }

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let keyboardTop = world.drawnKeyboardTop()
        values[Field.kbTop.rawValue] = keyboardTop
        values[Field.offset.rawValue] = world.drawnContentOffset()
        values[Field.inset.rawValue] = world.scrollView.inset
        values[Field.indicator.rawValue] = world.indicatorInset
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.viewportH.rawValue] = world.scrollView.viewportHeight
        values[Field.composerY.rawValue] = -max(0, world.screen.height - keyboardTop)
        values[Field.composerH.rawValue] = composerHeight
        values[flag: Field.atBottom.rawValue] = isNearBottom(world)
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}

extension LaunchChatView {
    /// What its frames draw on the phone's screen (`kbreplay view`), later parts on top.
    public static let screenParts: [FramePart] = [
        .list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH),
        .composer(y: .composerY, height: .composerH),
        .keyboard(top: .kbTop),
    ]
}

extension HandlerKind {
    /// Seed 000's `LaunchChatView`.
    public static let launchChatView = HandlerKind(LaunchChatView.self)
}
