import HandlerCore
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
    /// Where the handler's composer is at a `composerY` (`ComposerPlace`).
    let composer: ComposerPlace
    /// The view's bottom safe area (`viewSafeBottom`; the screen's with the default view).
    let safeBottom: Double
    /// How far above the composer's top the handler means the content's bottom to rest.
    let contentGap: Double
    /// Whether `contentH` includes a footer of `padding` below the messages (`SceneRoles`).
    let footerInContent: Bool
    /// The composer's height when the handler's frames carry no `composerH` (`SceneRoles`).
    let scenarioComposerHeight: Double?
    /// Where the handler's frames hold the composer, the content's shift, its footer and
    /// the button.
    let lanes: Lanes

    /// The frame fields that place the composer, the content and the button, found in a
    /// handler's schema (those it lacks read 0).
    struct Lanes {
        let composerY, composerHeight, revealY, padding, buttonY: FrameLane

        init(_ schema: FrameSchema) {
            (composerY, composerHeight, revealY) = (
                FrameLane(.composerY, in: schema), FrameLane(.composerH, in: schema), FrameLane(.revealY, in: schema))
            (padding, buttonY) = (FrameLane(.padding, in: schema), FrameLane(.btnY, in: schema))
        }
    }

    /// The geometry of `scenario`'s screen, with the handler's `roles` (its registration's),
    /// the origin of its `composerY` (its schema's) and where its frames hold them (`lanes`).
    init(scenario: Scenario, roles: SceneRoles, composerOrigin: HandlerSchema.ComposerYOrigin, lanes: Lanes) {
        self.lanes = lanes
        let screen = scenario.screen
        screenHeight = screen.height
        view = scenario.view ?? ViewFrame(filling: screen)
        topInset = scenario.topInset
        safeBottom = view.safeBottom(on: screen)
        composer = ComposerPlace(origin: composerOrigin, geometry: Geometry(screen: screen, view: view))
        gap = roles.keyboardGap
        closedBottom = view.bottom - roles.closedLift
        contentGap = roles.contentGap
        footerInContent = roles.footerInContent
        scenarioComposerHeight = roles.composerHeight
    }

    /// The composer's bottom edge, from its rest at the view's bottom.
    func composerBottom(_ observation: Observation) -> Double {
        composer.bottom(composerY: observation[lanes.composerY])
    }

    /// The keyboard's edge as the view sees it: `min(kbTop, B)`.
    func keyboardEdge(_ frame: SceneFrame) -> Double { min(frame.keyboardTop, view.bottom) }

    /// The composer's top edge: its bottom minus `composerH`.
    func composerTop(_ observation: Observation) -> Double {
        composerBottom(observation) - (scenarioComposerHeight ?? observation[lanes.composerHeight])
    }

    /// Where the content's bottom edge rests when anchored: `contentGap` above the composer.
    func anchoredContentBottom(_ observation: Observation) -> Double { composerTop(observation) - contentGap }

    /// The content's bottom edge (the last message's; js-padding's footer is not
    /// content): the scroll view starts at the view's top (screen y 0 by default).
    func contentBottom(_ observation: Observation) -> Double {
        view.top + messagesHeight(observation) - observation.frame.offset + observation[lanes.revealY]
    }

    /// The content's bottom edge at the top of the range (offset `-topInset`).
    func naturalContentBottom(_ observation: Observation) -> Double {
        view.top + messagesHeight(observation) + topInset
    }

    /// The content's own height: `contentH`, less js-padding's footer.
    func messagesHeight(_ observation: Observation) -> Double {
        observation.frame.contentHeight - (footerInContent ? observation[lanes.padding] : 0)
    }

    /// The keyboard is on screen: `kbTop < H - 0.5`.
    func keyboardShown(_ frame: SceneFrame) -> Bool { frame.keyboardTop < screenHeight - 0.5 }

    /// The button's bottom edge: `B + btnY` (from the view's bottom).
    func buttonBottom(_ observation: Observation) -> Double { view.bottom + observation[lanes.buttonY] }

    /// The scroll view's range start, `-topInset`.
    var minOffset: Double { -topInset }

    /// The scroll view's range end, `max(-topInset, contentH - viewportH + inset)`.
    func maxOffset(_ frame: SceneFrame) -> Double {
        max(minOffset, frame.contentHeight - frame.viewportHeight + frame.inset)
    }
}
