import InsetEngine

/// Where things are on screen in one frame (screen y, growing downward).
struct SceneGeometry {
    let screenHeight: Double
    let topInset: Double
    let gap: Double
    /// `max(safeBottom, minBottomPadding)`.
    let closedLift: Double
    let buttonGap: Double
    let pinnedDriftThreshold: Double

    init(scenario: Scenario) {
        let config = scenario.configuration
        screenHeight = scenario.screen.height
        topInset = scenario.topInset
        gap = config.composerKeyboardGap
        closedLift = max(scenario.screen.safeBottom, config.minBottomPadding)
        buttonGap = config.buttonGap
        pinnedDriftThreshold = config.pinnedDriftThreshold
    }

    /// The composer's bottom edge: `H + composerY`.
    func composerBottom(_ frame: Frame) -> Double { screenHeight + frame.composerY }

    /// The composer's top edge: its bottom minus `composerH`.
    func composerTop(_ frame: Frame) -> Double { composerBottom(frame) - frame.composerHeight }

    /// The content's bottom edge: the scroll view starts at screen y 0.
    func contentBottom(_ frame: Frame) -> Double { frame.contentHeight - frame.offset + frame.revealY }

    /// The keyboard is on screen: `kbTop < H - 0.5`.
    func keyboardShown(_ frame: Frame) -> Bool { frame.keyboardTop < screenHeight - 0.5 }

    /// The button's bottom edge: `H + btnY`.
    func buttonBottom(_ frame: Frame) -> Double { screenHeight + frame.buttonY }

    /// The scroll view's range start, `-topInset`.
    var minOffset: Double { -topInset }

    /// The scroll view's range end, `max(-topInset, contentH - viewportH + inset)`.
    func maxOffset(_ frame: Frame) -> Double {
        max(minOffset, frame.contentHeight - frame.viewportHeight + frame.inset)
    }
}
