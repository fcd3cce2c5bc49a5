import HandlerCore
import UIKitModel

/// `rides-floating-keyboard`: while the keyboard floats (its `kbMode`, once its
/// notification's animation is over: `FrameContext.inKeyboardTransition`), the composer, the
/// bar or the field is not lifted above its closed rest by more than 0.5 pt. A floating
/// keyboard covers none of the screen's bottom, so a lift read from its frame is the
/// platform's bug (react-native-reanimated#5584, keybase/client#25262).
///
/// The lift is measured as each handler's part rests: a composer's bottom against its closed
/// place (`SceneGeometry.closedBottom`); safe-area-padding's bar against `B - viewSafeBottom
/// - hiddenPadding`; the form's displacement `viewY - offset` against frame 0's (the form
/// before any keyboard), or the root view's `viewY` alone (iqkeyboardmanager). Frames
/// without `kbMode` (a phone trace) never float.
struct RidesFloatingKeyboardCheck: EpisodeCheck, Sendable {
    static let id = InvariantID.ridesFloatingKeyboard
    static let tolerance = 0.5

    /// What is lifted, and where it rests with the keyboard closed.
    enum Part: Sendable {
        /// The composer (its bottom, `SceneGeometry.composerBottom`).
        case composer
        /// A bar whose bottom is in `barBottom`, resting at `closedBottom`.
        case bar(barBottom: FrameLane, closedBottom: Double)
        /// The form's view (`viewY`), moved with its scroll view (`viewY - offset`).
        case form(viewY: FrameLane)
        /// A form's root view alone (`viewY`): a scroll the user makes is no lift
        /// (IQKeyboardManager, whose view moves only in its `"rootView"` container).
        case view(viewY: FrameLane)

        var name: MessageText {
            switch self {
            case .composer: "the composer"
            case .bar: "the bar"
            case .form, .view: "the form"
            }
        }
    }

    struct Values {
        var lift: Double
        var keyboardTop: Double
    }

    let kbMode, kbTop: FrameLane
    let part: Part
    /// The form's displacement at frame 0.
    private var restingDisplacement: Double?
    private(set) var episode = EpisodeTracker<Values>()

    init(_ schema: FrameSchema, part: Part) {
        kbMode = FrameLane(KeyboardRectFields.kbMode, in: schema)
        kbTop = FrameLane(.kbTop, in: schema)
        self.part = part
    }

    /// How far the part is above its closed rest in `observation`'s frame.
    private func lift(_ observation: Observation) -> Double {
        switch part {
        case .composer:
            observation.geometry.closedBottom - observation.geometry.composerBottom(observation)
        case .bar(let barBottom, let closedBottom):
            closedBottom - observation[barBottom]
        case .form(let viewY):
            (restingDisplacement ?? 0) - (observation[viewY] - observation.frame.offset)
        case .view(let viewY):
            (restingDisplacement ?? 0) - observation[viewY]
        }
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        if observation.isFirst {
            switch part {
            case .form(let viewY): restingDisplacement = observation[viewY] - observation.frame.offset
            case .view(let viewY): restingDisplacement = observation[viewY]
            case .composer, .bar: break
            }
        }
        guard observation[kbMode] == KeyboardRectFields.lane(.floating), !observation.isFirst,
              !observation.context.inKeyboardTransition
        else { return pass(into: &log) }
        let lift = lift(observation)
        guard lift > Self.tolerance else { return pass(into: &log) }
        // The checker reads a floating keyboard's top as the screen's height: the drawn
        // top is the frame's `kbTop`.
        let top = observation[kbTop]
        episode.fail(frame: observation.frame.index, severity: lift, values: Values(lift: lift, keyboardTop: top))
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let message: MessageText = """
            with the keyboard floating (top \(closed.values.keyboardTop)) \(part.name) is \(closed.values.lift) pt \
            above its closed rest: a floating keyboard covers none of the screen's bottom
            """
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }
}
