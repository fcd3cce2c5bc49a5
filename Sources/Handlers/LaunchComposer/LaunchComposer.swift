import UIKitModel

/// Seed 001's chat screen (`@launchhq/react-native-keyboard-composer`): a full-screen
/// scroll view of messages, a composer floating over its bottom edge, a "scroll to bottom"
/// button, and pin-to-top with a runway while an answer streams in (`docs/handlers/launch-composer.md` in the
/// user's reference, `docs/handlers.md`).
///
/// Map:
/// - State: the notified keyboard height `K` and its flags, the composer, the pin (a
///   state machine, `PinState`), the button. The keyboard, the scroll view and the queue
///   are the world's.
/// - Callbacks: keyboard notifications (`+Keyboard`), content size and the pin
///   (`+Pin`), composer growth and the button (`+Composer`), touches (`+Touch`), insets,
///   near-bottom and at-bottom tracking (`+Insets`).
/// - Frames: `schema.frame`, written by `draw`.
public struct LaunchComposer: Handler {
    /// UIKit's "later" for this handler: what a completion or a main-queue block does.
    public enum Work: Equatable, Sendable {
        /// willShow's animation completed; `initial` was decided when it was handled.
        case keyboardShowFinished(initial: Bool)
        case keyboardHideFinished
        /// willChangeFrame's animation completed; `follow` was decided when it was handled.
        case keyboardFrameChangeFinished(follow: Bool)
        case pinScrollFinished(target: Double)
        case pinnedOffsetCorrection
        /// At-bottom tracking saw a change: show (false) or hide (true) the button.
        case atBottomChanged(Bool)
        /// The recheck after a content size change.
        case atBottomRecheck
        /// The button's show or hide animation completed.
        case buttonAnimationFinished(hide: Bool)
    }

    // The screen, the view and the bottom safe area it reads (the view's,
    // `World.viewSafeBottom`: 0 under a tab bar) are read from the world
    // where they are used: a geometry change (`geometryChanged`) changes them.
    let config: Configuration

    // MARK: Keyboard (docs/handlers/launch-composer.md, Keyboard notifications)
    /// `K`: the notified keyboard height.
    var keyboardHeight: Double = 0
    /// Visible or not, and whether a hide's completion is still to come.
    var keyboardPhase = KeyboardPhase.hidden
    /// Whether the content followed the keyboard when it last opened.
    var wasAtBottom = false

    // MARK: Composer (docs/handlers/launch-composer.md, Composer and button)
    /// `B`: the composer height, the base inset.
    var composerHeight: Double
    /// The composer's own record of its last measured height.
    var lastMeasuredComposerHeight: Double
    /// The JS `extraBottomInset` prop's last value.
    var extraBottomInset: Double
    var composer: View

    // MARK: Pin (docs/handlers/launch-composer.md, Pin-to-top)
    var pin: PinState = .idle
    var runway: Double = 0
    var pinnedOffset: Double = 0
    var pinToTopEnabled: Bool
    var correctionPending = false
    var lastCorrection: Nanoseconds?
    /// The content's pin reveal: its translation and alpha.
    var content = View()

    // MARK: Scroll-to-bottom button (docs/handlers/launch-composer.md, Composer and button)
    var atBottom = true
    /// The library's shown flag, `isHidden` and its own animation.
    var buttonPhase = ButtonPhase.hidden(ownAnimation: false)
    /// The keyboard transform the wrapper last gave the button.
    var buttonKeyboardShift: Double = 0
    /// The button: its alpha, and its translation: the keyboard shift (its model is
    /// `buttonKeyboardShift`).
    var button = View(alpha: 0)
    /// The button's own show/hide shift (0, or `buttonRise` when down), kept apart from
    /// the keyboard shift so a notification during a hide keeps the hide's +12 pt
    /// (`docs/handlers/launch-composer.md`, Composer and button: the two add up when drawn).
    var buttonOwnShift = AnimatedValue(0)

    /// Attaches to the scenario's screen (`docs/handlers/launch-composer.md`, Start): insets once, the offset
    /// as asked, the composer at rest, at-bottom and the button set at once. Runs no
    /// queued work and no animation.
    public init(scenario: Scenario, world: inout World<Work>) {
        config = Configuration(scenario.config)
        pinToTopEnabled = config.pinToTopEnabled
        composerHeight = scenario.composerHeight
        lastMeasuredComposerHeight = scenario.composerHeight
        extraBottomInset = scenario.composerHeight
        composer = View()

        updateInsets(.keep, &world)
        _ = world.setContentOffset(scenario.startOffset(bottom: maxOffset(world)))
        composer = View(translationY: -closedLift(world))
        atBottom = computeAtBottom(world)
        buttonPhase = .atRest(shown: !atBottom)
        button = View(alpha: atBottom ? 0 : 1)
    }

    // MARK: Events and work

    /// An app event, matched by its type's identity: the decoder gives every event its
    /// handler's declaration (`Events`), so a match is one comparison of pointers.
    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        let type = event.type
        if type === EventType.composerLayout {
            composerMeasured(height: event.values[0].number, &world)
        } else if type === Events.extraBottomInset {
            extraBottomInsetChanged(to: event.values[0].number, &world)
        } else if type === Events.send || type === Events.scrollToTopTrigger {
            armPin(&world)
        } else if type === Events.pinToTopEnabled {
            setPinToTopEnabled(event.values[0].flag, &world)
        } else if type === Events.tapScrollToBottom {
            if buttonShown { scrollToBottom(animated: true, &world) }
        }
    }

    public mutating func tapped(y: Double?, world: inout World<Work>) {
        world.endEditing()
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {
        switch work {
        case .keyboardShowFinished(let initial): keyboardShowFinished(initial: initial, &world)
        case .keyboardHideFinished: keyboardHideFinished(&world)
        case .keyboardFrameChangeFinished(let follow): keyboardFrameChangeFinished(follow: follow, &world)
        case .pinScrollFinished(let target): pinScrollFinished(target: target, &world)
        case .pinnedOffsetCorrection: correctPinnedOffset(&world)
        case .atBottomChanged(let isAtBottom): isAtBottom ? hideButton(&world) : showButton(&world)
        case .atBottomRecheck: trackAtBottom(&world)
        case .buttonAnimationFinished(let hide): buttonAnimationFinished(hide: hide, &world)
        }
    }

    public mutating func offsetChanged(world: inout World<Work>) {
        trackAtBottom(&world)
    }

    /// Its layout pass after a geometry change (`docs/model.md`, "A screen that changes"): `closedLift`
    /// reads the new `viewSafeBottom` wherever it is read (the button's resting edge jumps
    /// at once); nothing else is recomputed: the composer moves only on notifications, the
    /// insets only in `updateInsets` (a rotation with the keyboard hidden leaves the
    /// composer at the old lift).
    public mutating func geometryChanged(world: inout World<Work>) {}

    /// The library's flag: a show of the button was the last to start.
    var buttonShown: Bool { buttonPhase.isShown }

    // MARK: Frames

    /// Writes a frame.
    ///
    /// Model choice: a hidden button (`isHidden`, set by a hide's completion) is drawn
    /// with alpha 0 whatever its alpha property says, as Core Animation does not draw it
    /// at all; that is how a show overtaken by a hide's completion shows in frames.
    ///
    /// The values are computed first, each in turn, then stored through a pointer
    /// (`FrameValues.withLanes`): stored one by one between the calls that compute them,
    /// the whole vector went through registers and back around each call (about 100
    /// instructions a frame).
    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let keyboardTop = world.drawnKeyboardTop()
        let offset = world.drawnContentOffset()
        let inset = world.scrollView.inset
        let indicator = world.indicatorInset
        let contentHeight = world.scrollView.contentHeight
        let viewportHeight = world.scrollView.viewportHeight
        let revealY = world.presentation(of: &content.translationY)
        let revealAlpha = world.presentation(of: &content.alpha)
        let composerY = world.presentation(of: &composer.translationY)
        // A hidden button's alpha is not even evaluated.
        let buttonAlpha = buttonPhase.isHidden ? 0 : world.presentation(of: &button.alpha)
        let buttonY =
            -(closedLift(world) + composerHeight + config.buttonGap) + world.presentation(of: &button.translationY)
            + world.presentation(of: &buttonOwnShift)
        let pinPhase = FrameValues.lane(pin.phase)
        let scroll = FrameValues.lane(world.scrollView.motion.phase)
        values.withLanes { lanes in
            lanes[Field.kbTop.rawValue] = keyboardTop
            lanes[Field.offset.rawValue] = offset
            lanes[Field.inset.rawValue] = inset
            lanes[Field.indicator.rawValue] = indicator
            lanes[Field.contentH.rawValue] = contentHeight
            lanes[Field.viewportH.rawValue] = viewportHeight
            lanes[Field.revealY.rawValue] = revealY
            lanes[Field.revealAlpha.rawValue] = revealAlpha
            lanes[Field.composerY.rawValue] = composerY
            lanes[Field.composerH.rawValue] = composerHeight
            lanes[Field.btnAlpha.rawValue] = buttonAlpha
            lanes[Field.btnY.rawValue] = buttonY
            lanes[Field.pin.rawValue] = pinPhase
            lanes[Field.runway.rawValue] = runway
            lanes[Field.pinned.rawValue] = pinnedOffset
            lanes[Field.atBottom.rawValue] = FrameValues.lane(atBottom)
            lanes[Field.scroll.rawValue] = scroll
        }
    }
}
