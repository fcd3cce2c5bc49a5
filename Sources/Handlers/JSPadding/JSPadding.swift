import UIKitModel

/// Seed 000's "simpler JS-only solution": a list whose footer padding is
/// `composerHeight + GAP + insets.bottom + keyboardHeight.value`, with the keyboard height
/// react-native-keyboard-controller gives Reanimated, and a composer in a
/// `KeyboardStickyView` (`docs/handlers/js-padding.md`).
///
/// Literal to the seed and the library:
/// - The overlap the library tracks, `o = max(0, H - kbTop)` with the keyboard as drawn
///   (screen coordinates), is read `lagFrames` frames late: at frame `n` it is frame
///   `max(0, n - lagFrames)`'s.
/// - The library's `keyboardHeight.value` is `-o`. As written the padding shrinks while
///   the keyboard opens, `P = max(0, B + chatGap + safeBottom - o)` (Yoga ignores a
///   negative padding); as the comment intends (`heightAsWritten: false`) it grows,
///   `P = B + chatGap + safeBottom + o`.
/// - The footer is laid out before every frame is drawn (`willDraw`): the content height
///   becomes `C + P`, a content-size change outside any animation (the world clamps).
/// - Nothing scrolls the list (the seed's "scroll to bottom if needed" effect is empty).
/// - The sticky composer: `composerY = -o`, from its rest `safeBottom` above the bottom.
/// - `keyboardDismissMode` is React Native's default, `"none"`: a drag never moves the keyboard.
public struct JSPadding: Handler {
    /// It queues no work of its own.
    public enum Work: Equatable, Sendable {}

    /// The snippet's `GAP` (`Settings.chatGap`).
    let chatGap: Double
    /// How many frames late the overlap reaches the layout (`Settings.lagFrames`).
    let lagFrames: Int
    /// The snippet as written (`Settings.heightAsWritten`).
    let heightAsWritten: Bool
    /// `insets.bottom`: the view's bottom safe area as the footer's layout last read it
    /// (each frame's layout reads it anew, `willDraw`: a geometry change reaches it there).
    /// The screen's height is read from the world where it is used.
    private var insetsBottom: Double
    /// The composer's height `B`.
    public private(set) var composerHeight: Double
    /// The overlaps drawn at the last `lagFrames + 1` frames, a ring indexed by frame.
    private var overlaps: [Double]
    /// The number of frames drawn so far.
    private var framesDrawn = 0
    /// The overlap the layout uses now, `o`.
    public private(set) var overlap: Double = 0

    public init(scenario: Scenario, world: inout World<Work>) {
        chatGap = scenario.config[Settings.chatGap]
        lagFrames = Self.lagFrames(scenario.config)
        heightAsWritten = scenario.config[Settings.heightAsWritten]
        insetsBottom = world.viewSafeBottom
        composerHeight = scenario.composerHeight
        overlaps = Array(repeating: 0, count: lagFrames + 1)
        world.setKeyboardDismissMode(.none)
        _ = world.setContentFooterHeight(padding)
        let scrollView = world.scrollView
        _ = world.setContentOffset(
            scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight)))
    }

    /// The footer's padding `P` for the overlap in use.
    public var padding: Double {
        let rest = composerHeight + chatGap + insetsBottom
        return heightAsWritten ? max(0, rest - overlap) : rest + overlap
    }

    /// Reanimated's frame: the overlap drawn now is recorded, the one `lagFrames` back is
    /// applied, and the footer is laid out with it.
    public mutating func willDraw(world: inout World<Work>) {
        let frame = framesDrawn
        framesDrawn += 1
        let count = overlaps.count
        overlaps[frame % count] = max(0, world.screen.height - world.drawnKeyboardTop())
        overlap = overlaps[max(0, frame - lagFrames) % count]
        insetsBottom = world.viewSafeBottom
        _ = world.setContentFooterHeight(padding)
    }

    /// Its layout pass after a geometry change: the footer's layout reads the new
    /// `insets.bottom` and `H - kbTop` at the next frame (`willDraw`); nothing moves now.
    public mutating func geometryChanged(world: inout World<Work>) {}

    /// `composerLayout`: a new `B` (> 0), which the footer takes at the next frame's layout.
    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        guard event.type === EventType.composerLayout else { return }
        let height = event.values[0].number
        guard height > 0 else { return }
        composerHeight = height
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {}

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[Field.kbTop.rawValue] = world.drawnKeyboardTop()
        values[Field.offset.rawValue] = world.drawnContentOffset()
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.viewportH.rawValue] = world.scrollView.viewportHeight
        values[Field.composerY.rawValue] = -overlap
        values[Field.padding.rawValue] = world.contentFooterHeight
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
