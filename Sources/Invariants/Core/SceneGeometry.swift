import Handlers
import UIKitModel

/// Where things are on screen in one frame (screen y, growing downward), for the
/// handler the frames come from.
struct SceneGeometry {
    let screenHeight: Double
    let topInset: Double
    /// How far above a shown keyboard's top the handler means the composer's bottom to rest.
    let gap: Double
    /// Where the composer's bottom rests with the keyboard hidden (screen y).
    let closedBottom: Double
    /// Where the handler's `composerY` is measured from (its schema says).
    let composerOrigin: HandlerSchema.ComposerYOrigin
    let safeBottom: Double
    /// How far above the composer's top the handler means the content's bottom to rest.
    let contentGap: Double

    /// The geometry of `scenario`'s screen, with the handler's `roles` (its registration's)
    /// and the origin of its `composerY` (its schema's).
    init(scenario: Scenario, roles: SceneRoles, composerOrigin: HandlerSchema.ComposerYOrigin) {
        let screen = scenario.screen
        screenHeight = screen.height
        topInset = scenario.topInset
        safeBottom = screen.safeBottom
        self.composerOrigin = composerOrigin
        gap = roles.keyboardGap
        closedBottom = screen.height - roles.closedLift
        contentGap = roles.contentGap
    }

    /// The composer's bottom edge.
    func composerBottom(_ frame: SceneFrame) -> Double {
        composerOrigin.composerBottom(composerY: frame.composerY, screenHeight: screenHeight, safeBottom: safeBottom)
    }

    /// The composer's top edge: its bottom minus `composerH`.
    func composerTop(_ frame: SceneFrame) -> Double { composerBottom(frame) - frame.composerHeight }

    /// Where the content's bottom edge rests when anchored: `contentGap` above the composer.
    func anchoredContentBottom(_ frame: SceneFrame) -> Double { composerTop(frame) - contentGap }

    /// The content's bottom edge: the scroll view starts at screen y 0.
    func contentBottom(_ frame: SceneFrame) -> Double { frame.contentHeight - frame.offset + frame.revealY }

    /// The keyboard is on screen: `kbTop < H - 0.5`.
    func keyboardShown(_ frame: SceneFrame) -> Bool { frame.keyboardTop < screenHeight - 0.5 }

    /// The button's bottom edge: `H + btnY`.
    func buttonBottom(_ frame: SceneFrame) -> Double { screenHeight + frame.buttonY }

    /// The scroll view's range start, `-topInset`.
    var minOffset: Double { -topInset }

    /// The scroll view's range end, `max(-topInset, contentH - viewportH + inset)`.
    func maxOffset(_ frame: SceneFrame) -> Double {
        max(minOffset, frame.contentHeight - frame.viewportHeight + frame.inset)
    }
}
