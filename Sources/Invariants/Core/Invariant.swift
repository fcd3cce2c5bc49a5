import HandlerCore

/// The name of an invariant, as traces (`"expect": {"violations": [...]}`) and reports spell it.
///
/// The built-in invariants are the catalogue's (`allCases`, in its order); a handler of
/// your own may register checks of its own under names of its own (`InvariantID("...")`,
/// `HandlerInvariants`), which sort after the catalogue's, by name.
public struct InvariantID: Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    /// The name of a check of your own (`HandlerInvariants.Check`).
    public init(_ name: String) {
        rawValue = name
    }

    /// The built-in invariant of this name, if there is one.
    public init?(rawValue: String) {
        guard let id = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = id
    }

    public static let finiteNumbers = InvariantID("finite-numbers")
    public static let composerRidesKeyboard = InvariantID("composer-rides-keyboard")
    public static let contentNotCovered = InvariantID("content-not-covered")
    public static let noTwoPhaseMotion = InvariantID("no-two-phase-motion")
    public static let noBlankGapAtRest = InvariantID("no-blank-gap-at-rest")
    public static let runwayNotScrolledInto = InvariantID("runway-not-scrolled-into")
    public static let buttonNoFlicker = InvariantID("button-no-flicker")
    public static let sendMonotonic = InvariantID("send-monotonic")
    public static let buttonMatchesPosition = InvariantID("button-matches-position")
    public static let buttonAboveComposer = InvariantID("button-above-composer")
    public static let pinHolds = InvariantID("pin-holds")
    public static let barMovesWithKeyboard = InvariantID("bar-moves-with-keyboard")
    public static let fieldNotCovered = InvariantID("field-not-covered")
    public static let noSnapBack = InvariantID("no-snap-back")
    public static let fieldNotOverLifted = InvariantID("field-not-over-lifted")
    public static let ridesFloatingKeyboard = InvariantID("rides-floating-keyboard")

    /// The built-in invariants, in catalogue order.
    public static let allCases: [InvariantID] = [
        .finiteNumbers, .composerRidesKeyboard, .contentNotCovered, .noTwoPhaseMotion, .noBlankGapAtRest,
        .runwayNotScrolledInto, .buttonNoFlicker, .sendMonotonic, .buttonMatchesPosition, .buttonAboveComposer,
        .pinHolds, .barMovesWithKeyboard, .fieldNotCovered, .noSnapBack, .fieldNotOverLifted, .ridesFloatingKeyboard,
    ]

    public var description: String { rawValue }

    /// Catalogue order, then checks of your own by name.
    public static func < (lhs: InvariantID, rhs: InvariantID) -> Bool {
        (lhs.index, lhs.rawValue) < (rhs.index, rhs.rawValue)
    }

    /// Its position in `allCases` (and in the catalogue); `allCases.count` for a check of your own.
    var index: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }

    /// Whether it is one of the catalogue's.
    public var isBuiltIn: Bool { index < Self.allCases.count }

    /// This invariant's entry in the catalogue (for a check of your own, an entry with
    /// its name and no text).
    public var invariant: Invariant {
        isBuiltIn ? Invariant.catalogue[index] : Invariant(id: self, glitch: "", rule: "")
    }
}

/// One invariant: the glitch it catches and the precise rule it checks on the frames.
///
/// Terms the rules share (defined once in `FrameContext` and `SceneGeometry`):
/// - *Screen y* grows downward from the screen top; the scroll view's frame starts at
///   screen y 0, so content y `c` is drawn at screen y `c - offset + revealY`.
/// - The composer's bottom edge is at `H + composerY`, its top at `H + composerY - composerH`
///   (`composerH` is the base inset `B`, the only composer height frames carry).
/// - The scroll range is `-topInset ... max(-topInset, contentH - viewportH + inset)`.
/// - A *keyboard transition* is a will-notification's animation: from its `t` for 0.5 s
///   (curve 7 with a duration > 0) or for its duration (any other curve; 0 is instant).
/// - A frame is *at rest* when it is not frame 0, no keyboard transition runs at its time,
///   the scroll view is idle, the pin is not animating, no model value (`inset`,
///   `contentH`, `composerH`, `pin`, `runway`, `pinned`, `atBottom`, `scroll`, `safeArea`)
///   changed since the previous frame, and no drawn value (`kbTop`, `offset`, `composerY`,
///   `btnAlpha`, `btnY`, `revealY`, `revealAlpha`, `barBottom`, `viewY`) differs from the
///   previous frame's by more than 0.001 (a field a handler does not write never changes).
/// - Alphas are taken clamped to 0...1, as Core Animation draws them (springs overshoot).
/// - *User scrolling* is any frame whose scroll phase is not idle (a drag, its deceleration
///   or bounce, or the button's animated scroll), or after a `dragBegin` or
///   `tapScrollToBottom` in its frame interval (a drag may begin and end between two frames).
public struct Invariant: Equatable, Sendable {
    public let id: InvariantID
    /// One paragraph: the glitch users report, and how it shows in the frames.
    public let glitch: String
    /// The exact rule over the frames, with its tolerance.
    public let rule: String

    public var name: String { id.rawValue }

    public init(id: InvariantID, glitch: String, rule: String) {
        self.id = id
        self.glitch = glitch
        self.rule = rule
    }

    /// Every invariant, in `InvariantID.allCases` order.
    public static let catalogue: [Invariant] = [
        Invariant(
            id: .finiteNumbers,
            glitch: "A NaN or an infinity in a frame is a broken screen: a view at an impossible place, "
                + "or an output file no reader accepts.",
            rule: "Every number of every frame is finite."),
        Invariant(
            id: .composerRidesKeyboard,
            glitch: "The composer should ride on the keyboard: the keyboard covering the text field while it "
                + "opens, or the composer floating above the keyboard (at rest, or while a finger drags the "
                + "keyboard down), or away from its place once the keyboard has hidden, are the most reported "
                + "keyboard glitches.",
            rule: "The composer's bottom edge is H - composerBase + composerY, where composerBase is how far "
                + "above H its resting place is (its composerY is 0 there). The handler's gap is how far above a "
                + "shown keyboard's top it means the composer to rest (0 for a keyboard-sticky view or a "
                + "constraint), its closed place where the composer rests with the keyboard hidden; each "
                + "handler declares the three (its chat screen's places, listed under Terms). On every frame "
                + "whose scroll phase is not dragging, the composer's bottom is at least the gap above the drawn keyboard top, within 0.5 pt. On every dragging frame with "
                + "the keyboard shown (kbTop < H - 0.5), it is at most the gap above it, within 0.5 pt. On every "
                + "frame at rest: with the keyboard shown the composer's bottom is exactly the gap above kbTop, "
                + "and with it hidden exactly at its closed place, both within 0.5 pt."),
        Invariant(
            id: .contentNotCovered,
            glitch: "The keyboard (or a taller composer) covers the last message: the user was reading the "
                + "end of the chat, something the handler is responsible for moved, and the last message "
                + "ended up under the composer, or floating above it.",
            rule: "The content is anchored at a rest frame when no pin is active (pin idle or armed, runway "
                + "<= 0.5) and its bottom edge is where it belongs: at the composer's top less the handler's "
                + "content gap (as it declares it: its chat screen's places), or, for content that fits above "
                + "the composer, at contentH + topInset (the content at its top; contentH less the footer padding for a handler "
                + "whose contentH includes its list's footer), within "
                + "0.5 pt. From an anchored rest frame to the next rest frame, unless the user scrolled "
                + "(dragBegin, tapScrollToBottom), the content changed (contentSize), a pin was armed "
                + "(send, scrollToTopTrigger) or pinToTopEnabled changed, the content must be anchored "
                + "again if no pin became active; a violation lasts while the following rest frames stay "
                + "displaced with no such event."),
        Invariant(
            id: .noTwoPhaseMotion,
            glitch: "Content that moves in two steps: down then up (or up then down) while the keyboard "
                + "animates, instead of one smooth motion with it.",
            rule: "A keyboard transition window starts at the frame that first shows a will-notification "
                + "(notifications in one frame interval form one window; none when another event than a tap "
                + "came in that interval), taking the offset of the frame before as the start. The offset is "
                + "watched until the first "
                + "rest frame, the next window, user scrolling, or a frame after any event other than a "
                + "keyboard notification or a tap (content and composer changes move the content for their "
                + "own reasons). The drawn offset must not both rise more than 0.5 pt above its running "
                + "minimum and fall more than 0.5 pt below its running maximum, unless the drawn keyboard "
                + "top does so too before its transition ends (the keyboard turned: it was closed while it "
                + "opened, or a resize overtook it). When the offset was moving into the window's start "
                + "frame, one turn after coasting on in that direction is excused (an interrupted additive "
                + "animation), and the rule applies from the turn on."),
        Invariant(
            id: .noBlankGapAtRest,
            glitch: "A blank gap at the bottom (or top) of the chat once everything has settled: the offset "
                + "was left outside the scroll range, so the user sees empty space that a touch would "
                + "snap away.",
            rule: "On every frame at rest, the drawn offset lies in the scroll range "
                + "-topInset ... max(-topInset, contentH - viewportH + inset), within 0.5 pt."),
        Invariant(
            id: .runwayNotScrolledInto,
            glitch: "While a sent message is pinned to the top, the runway (empty inset below the streaming "
                + "answer) exists only to keep that offset reachable; scrolling further shows blank space "
                + "below the answer.",
            rule: "On every frame whose pin is pinned or pinned-relaxed (not during the pin scroll itself, "
                + "which may start anywhere) and whose scroll phase is idle or animating, the drawn offset is "
                + "at most max(pinned, contentH - viewportH + inset - runway) + 0.5: no further than the "
                + "pinned place or the content's own bottom."),
        Invariant(
            id: .buttonNoFlicker,
            glitch: "The scroll-to-bottom button flickers: it starts to appear and disappears again (or the "
                + "reverse) within one motion that the user did not cause.",
            rule: "A motion is a run of frames that are not at rest and not user scrolling, starting after a "
                + "rest frame or a user-scrolling frame. Within one, taking the previous frame's drawn "
                + "btnAlpha as the start, btnAlpha must not both rise more than 0.01 above its running "
                + "minimum and fall more than 0.01 below its running maximum."),
        Invariant(
            id: .sendMonotonic,
            glitch: "A send pulls the content down and then up (or overshoots), instead of one motion that "
                + "carries the sent message to its pinned place at the top.",
            rule: "A send window starts at the frame that first shows a send or scrollToTopTrigger while "
                + "pinToTopEnabled is on, taking the offset of the frame before as the start. It ends at the "
                + "first rest frame whose pin is neither armed nor deferred (then, if the pin is pinned, the "
                + "offset must be within 0.5 pt of `pinned`), or at user scrolling, another arming event, "
                + "pinToTopEnabled set to false, a content shrink, or the keyboard starting to open (a will-notification with a "
                + "shown end frame after a hidden one: the user is writing again). Within it the drawn offset "
                + "must not both rise more than 0.5 pt above its running minimum and fall more than 0.5 pt "
                + "below its running maximum."),
        Invariant(
            id: .buttonMatchesPosition,
            glitch: "The scroll-to-bottom button is missing while the user is scrolled up, or stays on "
                + "screen at the bottom, once its animation has settled.",
            rule: "On every frame at rest, the drawn btnAlpha is 1 when atBottom is false and 0 when it is "
                + "true, within 0.01."),
        Invariant(
            id: .buttonAboveComposer,
            glitch: "The scroll-to-bottom button should sit just above the composer; stale or mismatched "
                + "keyboard arithmetic leaves it floating higher or hidden behind the composer or keyboard.",
            rule: "On every frame at rest where the button is visible (btnAlpha >= 0.99), its bottom edge "
                + "(H + btnY) is buttonGap above the composer's top, within 0.5 pt."),
        Invariant(
            id: .pinHolds,
            glitch: "A pinned message drifts: the handler says the pin is enforced, but the content rests "
                + "somewhere else.",
            rule: "On every frame at rest whose pin is pinned (enforced), the drawn offset is within "
                + "max(pinnedDriftThreshold, 0.5) pt of `pinned` (the drift the handler itself tolerates)."),
        Invariant(
            id: .barMovesWithKeyboard,
            glitch: "The input bar jumps: a padding switched by a keyboard notification is rendered a frame after "
                + "the safe area that lifts the bar, outside the keyboard's animation, so the bar steps back against "
                + "the keyboard's motion, or moves on its own once the keyboard stands still (seed 003).",
            rule: "Between two consecutive frames, let dBar and dKb be the changes of the drawn barBottom and kbTop. "
                + "The bar jumps when |dBar| > 0.5 pt and either the keyboard moved the other way (|dKb| > 0.001 and "
                + "dBar, dKb of opposite signs) or the keyboard did not move (|dKb| <= 0.001) and safeArea did not "
                + "change."),
        Invariant(
            id: .fieldNotCovered,
            glitch: "The keyboard covers the text field the user types in: the form did not move it clear, or moved "
                + "it and lost the move (seed 004's snap back, a scroll view bounced back into its range).",
            rule: "On every frame at rest with the keyboard shown (kbTop < H - 0.5) and a field active (a focus "
                + "since the last blur), the field's bottom edge on screen, fieldBottom, is at most kbTop + 0.5."),
        Invariant(
            id: .noSnapBack,
            glitch: "A view moved out of the keyboard's way snaps back while the keyboard is still up: a layout "
                + "pass resets the frame the keyboard code moved by hand (seed 004).",
            rule: "The form's displacement is viewY - offset, both drawn. A keyboard episode starts at the frame "
                + "that first shows a will-notification with a shown end frame after a hidden one (the keyboard "
                + "opening), taking the displacement of the frame before as its start, unless that frame's scroll "
                + "phase is dragging, decelerating or bouncing (the user moves the form); it ends at a frame after "
                + "which the last will-notification's end frame is hidden, or after a dragBegin. Once the "
                + "displacement has been more than 0.5 pt from its start within the episode, no frame at rest "
                + "within it may have the displacement within 0.5 pt of the start."),
        Invariant(
            id: .fieldNotOverLifted,
            glitch: "The field is lifted far above the keyboard: code that reads the keyboard frame's height "
                + "takes a hardware keyboard's shortcut bar (a 336 pt frame of which 55 pt show) for a whole "
                + "keyboard, or a move made for a taller keyboard is kept when it shrinks.",
            rule: "Within a keyboard episode of no-snap-back, once the displacement has been more than 0.5 pt "
                + "from its start, on every frame at rest with the keyboard shown and a field active, the "
                + "field's bottom edge is at most 2 * fieldPadding + 0.5 pt above kbTop (the most the form "
                + "means to leave: the seed's visible rect ends fieldPadding below the field, and its scroll "
                + "adds fieldPadding)."),
        Invariant(
            id: .ridesFloatingKeyboard,
            glitch: "On an iPad a floating, undocked or split keyboard covers none of the screen's bottom, yet code "
                + "that reads its frame as a docked keyboard's lifts the composer, the bar or the field into the "
                + "middle of the screen (the UI \"recedes upwards\"; the height \"seems to change depending on the "
                + "position on the screen\").",
            rule: "On every frame but frame 0 whose kbMode is floating and at whose time no keyboard transition "
                + "runs, the composer's bottom (against its closed place), safe-area-padding's barBottom (against "
                + "B - viewSafeBottom - hiddenPadding) or the form's displacement viewY - offset (viewY alone for "
                + "iqkeyboardmanager, which moves the view only in its rootView container; against frame 0's) is at most 0.5 pt above its closed "
                + "rest. Frames without kbMode (a phone's) never float."),
    ]

    /// The invariant with this name, if there is one.
    public static func named(_ name: String) -> Invariant? {
        InvariantID(rawValue: name)?.invariant
    }
}
