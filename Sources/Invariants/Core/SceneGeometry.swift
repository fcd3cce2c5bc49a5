import Handlers
import UIKitModel

/// Where things are on screen in one frame (screen y, growing downward), for the
/// handler the frames come from.
///
/// Inside a view (`situations.md`) the checks compare with the view: the composer, the
/// button and their rests are measured from the view's bottom `B` with the view's safe
/// bottom, the scroll view starts at the view's top `T`, and the keyboard's edge is
/// `min(kbTop, B)` (`keyboardEdge`): a keyboard below the view covers none of it.
struct SceneGeometry {
    let screenHeight: Double
    /// The handler's root view in screen points (the whole screen by default).
    let view: ViewFrame
    let topInset: Double
    /// How far above a shown keyboard's top the handler means the composer's bottom to rest.
    let gap: Double
    /// Where the composer's bottom rests with the keyboard hidden (screen y).
    let closedBottom: Double
    /// Where the handler's `composerY` is measured from (its schema says).
    let composerOrigin: HandlerSchema.ComposerYOrigin
    /// The view's bottom safe area (`viewSafeBottom`; the screen's with the default view).
    let safeBottom: Double
    /// How far above the composer's top the handler means the content's bottom to rest.
    let contentGap: Double
    /// Whether `contentH` includes a footer of `padding` below the messages (`SceneRoles`).
    let footerInContent: Bool
    /// The composer's height when the handler's frames carry no `composerH` (`SceneRoles`).
    let scenarioComposerHeight: Double?

    /// The geometry of `scenario`'s screen, with the handler's `roles` (its registration's)
    /// and the origin of its `composerY` (its schema's).
    init(scenario: Scenario, roles: SceneRoles, composerOrigin: HandlerSchema.ComposerYOrigin) {
        let screen = scenario.screen
        screenHeight = screen.height
        view = scenario.view ?? ViewFrame(filling: screen)
        topInset = scenario.topInset
        safeBottom = view.safeBottom(on: screen)
        self.composerOrigin = composerOrigin
        gap = roles.keyboardGap
        closedBottom = view.bottom - roles.closedLift
        contentGap = roles.contentGap
        footerInContent = roles.footerInContent
        scenarioComposerHeight = roles.composerHeight
    }

    /// The composer's bottom edge, from its rest at the view's bottom.
    func composerBottom(_ frame: SceneFrame) -> Double {
        composerOrigin.composerBottom(composerY: frame.composerY, screenHeight: view.bottom, safeBottom: safeBottom)
    }

    /// The keyboard's edge as the view sees it: `min(kbTop, B)`.
    func keyboardEdge(_ frame: SceneFrame) -> Double { min(frame.keyboardTop, view.bottom) }

    /// The composer's top edge: its bottom minus `composerH`.
    func composerTop(_ frame: SceneFrame) -> Double {
        composerBottom(frame) - (scenarioComposerHeight ?? frame.composerHeight)
    }

    /// Where the content's bottom edge rests when anchored: `contentGap` above the composer.
    func anchoredContentBottom(_ frame: SceneFrame) -> Double { composerTop(frame) - contentGap }

    /// The content's bottom edge (the last message's; js-padding's footer is not
    /// content): the scroll view starts at the view's top (screen y 0 by default).
    func contentBottom(_ frame: SceneFrame) -> Double {
        view.top + messagesHeight(frame) - frame.offset + frame.revealY
    }

    /// The content's bottom edge at the top of the range (offset `-topInset`).
    func naturalContentBottom(_ frame: SceneFrame) -> Double { view.top + messagesHeight(frame) + topInset }

    /// The content's own height: `contentH`, less js-padding's footer.
    func messagesHeight(_ frame: SceneFrame) -> Double {
        frame.contentHeight - (footerInContent ? frame.padding : 0)
    }

    /// The keyboard is on screen: `kbTop < H - 0.5`.
    func keyboardShown(_ frame: SceneFrame) -> Bool { frame.keyboardTop < screenHeight - 0.5 }

    /// The button's bottom edge: `B + btnY` (from the view's bottom).
    func buttonBottom(_ frame: SceneFrame) -> Double { view.bottom + frame.buttonY }

    /// The scroll view's range start, `-topInset`.
    var minOffset: Double { -topInset }

    /// The scroll view's range end, `max(-topInset, contentH - viewportH + inset)`.
    func maxOffset(_ frame: SceneFrame) -> Double {
        max(minOffset, frame.contentHeight - frame.viewportHeight + frame.inset)
    }
}
