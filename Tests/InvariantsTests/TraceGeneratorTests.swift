import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit
@testable import Invariants

@Test func aRunDependsOnlyOnItsSeedAndNumber() {
    let a = TraceGenerator().trace(seed: 77, run: 12)
    let b = TraceGenerator().trace(seed: 77, run: 12)
    #expect(a == b)
    #expect(a != TraceGenerator().trace(seed: 77, run: 13))
    #expect(a != TraceGenerator().trace(seed: 78, run: 12))
    #expect(a.name == "explore-77-12")
}

@Test func generatedTracesAreWellFormed() {
    for run in 0..<300 {
        let trace = TraceGenerator().trace(seed: 3, run: run)
        #expect(ShrinkEdits.isWellFormed(trace), "run \(run)")
        #expect(trace.duration > (trace.events.last?.time ?? 0), "run \(run)")
        for timed in trace.events {
            guard case .world(.keyboard(let notification)) = timed.event, let end = notification.end else { continue }
            let height = trace.scenario.screen.height
            let docked = abs(end.maxY - height) <= 1
            #expect(end.y >= height || docked, "run \(run): a floating end frame")
        }
    }
}

/// Over a few hundred runs the generator reaches every event type and the variants the
/// issue asks for: instant and animated keyboards, both notification orders, resizes,
/// composer growth by both paths, streaming, drags and flings, other fps and policies.
@Test func generatedTracesCoverTheSpace() {
    var types = Set<String>()
    var instantKeyboard = false, willShowFirst = false, subPointResize = false, fling = false
    var fps = Set<Int>(), push = false, deferring = false, topInset = false, shortContent = false
    for run in 0..<500 {
        let trace = TraceGenerator().trace(seed: 11, run: run)
        fps.insert(trace.fps)
        push = push || trace.scenario.configuration.keyboardPolicy == .push
        deferring = deferring || trace.scenario.configuration.deferPinWhileKeyboardHides
        topInset = topInset || trace.scenario.topInset > 0
        shortContent = shortContent || trace.scenario.contentHeight < trace.scenario.viewportHeight
        var previous: TimedEvent?
        for timed in trace.events {
            types.insert(timed.event.type.name)
            if case .world(.keyboard(let notification)) = timed.event {
                instantKeyboard = instantKeyboard || (notification.kind.isWill && notification.duration == 0)
                if let end = notification.end, end.height.rounded() != end.height { subPointResize = true }
                if notification.kind == .willChangeFrame, let previous, previous.time == timed.time,
                   case .world(.keyboard(let earlier)) = previous.event, earlier.kind == .willShow {
                    willShowFirst = true
                }
            }
            if case .world(.dragEnd(_, let velocity?)) = timed.event, abs(velocity) >= 1000 { fling = true }
            previous = timed
        }
    }
    let allTypes = [
        "keyboardWillShow", "keyboardWillHide", "keyboardWillChangeFrame", "keyboardDidShow", "keyboardDidHide",
        "keyboardDidChangeFrame", "contentSize", "composerLayout", "extraBottomInset", "send", "scrollToTopTrigger",
        "pinToTopEnabled", "dragBegin", "dragMove", "dragEnd", "tap", "tapScrollToBottom",
    ]
    for type in allTypes { #expect(types.contains(type), "never generated: \(type)") }
    #expect(instantKeyboard && willShowFirst && subPointResize && fling)
    #expect(fps == [30, 60, 120])
    #expect(push && deferring && topInset && shortContent)
}

/// The explorer draws its screens from the device catalogue; the eight screens are the
/// ones it used before (typed here from them), in the same order, so explored traces of
/// any seed are unchanged.
@Test func explorerDevicesAreTheCataloguesAndUnchanged() {
    let screens = TraceGenerator.devices.map { [$0.width, $0.height, $0.safeTop, $0.safeBottom, $0.keyboard] }
    #expect(screens == [
        [320, 568, 20, 0, 253], [375, 667, 20, 0, 260], [375, 812, 44, 34, 335], [390, 844, 47, 34, 336],
        [393, 852, 59, 34, 336], [414, 896, 48, 34, 346], [428, 926, 47, 34, 346], [430, 932, 59, 34, 346],
    ])
}
