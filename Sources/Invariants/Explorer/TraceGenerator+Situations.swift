import HandlerCore
import UIKitModel

/// The situations of `situations.md`, drawn for every handler: a root view that does not
/// reach the screen's edges (a tab bar, a page sheet, a container that insets it) and a
/// keyboard already up when the trace starts (docked, a hardware keyboard's bar, or off
/// `.phone` on an iPad floating).
extension Stage {
    /// Draws the run's situation (its next draws, before any action) and puts the scenario
    /// in it: about one run in three has a view, one in six a keyboard up at the start.
    ///
    /// A view makes the scroll view as high as the view when the session's was the
    /// screen's (the default), so a numeric start offset stays in the range, which only
    /// grows when the viewport shrinks. A keyboard up at the start is what the session
    /// believes shown before its first action.
    package mutating func enterSituation(_ random: inout SeededRandom) {
        let view = TraceGenerator.view(&random, device: device)
        var start: Rect?
        if random.chance(0.16) {
            if random.chance(0.75) {
                keyboard = device.keyboard
                start = docked(device.keyboard)
            } else {
                let visible = TraceGenerator.shortcutBarHeight(&random)
                keyboard = visible
                shortcutBarShown = true
                start = shortcutBar(visible)
            }
        }
        // Off `.phone` only (its runs draw nothing more): an iPad's floating keyboard up.
        if platform != .phone, device.idiom == .pad, start == nil, random.chance(0.12) {
            let frame = floatingFrame(&random)
            floating = frame
            start = frame
        }
        self.view = view
        guard view != nil || start != nil else { return }
        var viewportHeight = scenario.viewportHeight
        if let view, viewportHeight == screenHeight { viewportHeight = view.height }
        scenario = Scenario(
            screen: scenario.screen, view: view, keyboardFrame: start, viewportHeight: viewportHeight,
            topInset: scenario.topInset, contentHeight: scenario.contentHeight, initialOffset: scenario.initialOffset,
            composerHeight: scenario.composerHeight, config: scenario.config)
    }
}

extension TraceGenerator {
    /// A root view on `device`, or nil (the whole screen, two runs in three): an opaque tab
    /// bar (49 pt above the home indicator's area), a page sheet (from `safeTop + 10` to the
    /// screen's bottom), a container inset at either edge, or the whole screen written out.
    package static func view(_ random: inout SeededRandom, device: Device) -> ViewFrame? {
        let height = device.height
        switch random.below(30) {
        case 0..<20: return nil
        case 20..<24: return ViewFrame(top: 0, bottom: height - 49 - device.safeBottom)
        case 24..<27: return ViewFrame(top: device.safeTop + 10, bottom: height)
        case 27..<29:
            let top = Double(random.int(in: 0...120))
            return ViewFrame(top: top, bottom: height - Double(random.int(in: 0...140)))
        default: return ViewFrame(filling: device.screen)
        }
    }
}
