import Foundation
import Testing
@testable import UIKitModel

/// The scroll view model: range, clamping, the rubber band, deceleration, bounce.
struct ScrollViewTests {
    static func scrollView(offset: Double = 0, content: Double = 2000, viewport: Double = 844,
                           topInset: Double = 0, inset: Double = 82) -> ScrollView {
        ScrollView(offset: offset, contentHeight: content, viewportHeight: viewport, topInset: topInset, inset: inset)
    }

    @Test func rangeStartsAtMinusTopInset() {
        let view = Self.scrollView(content: 300, topInset: 91)
        #expect(view.minOffset == -91)
        #expect(view.maxOffset == -91)  // max(min, C - V + I) with short content
        #expect(Self.scrollView().maxOffset == 2000 - 844 + 82)
    }

    @Test func contentAndInsetChangesClampAtOnce() {
        var view = Self.scrollView(offset: 1238)
        let contentClamped = view.setContentHeight(1500, animation: nil, at: 0)
        #expect(contentClamped)
        #expect(view.offset.model == 1500 - 844 + 82)
        let insetClamped = view.setInset(0, animation: nil, at: 0)
        #expect(insetClamped)
        #expect(view.offset.model == 656)
        let unchanged = view.setInset(0, animation: nil, at: 0)
        #expect(!unchanged)  // no change, no clamp
    }

    @Test func programmaticSetsAreNeverClamped() {
        var view = Self.scrollView()
        let moved = view.setContentOffset(99_999, animation: nil, at: 0)
        #expect(moved)
        #expect(view.offset.model == 99_999)
    }

    @Test func noClampWhileTheFingerIsDownOrDecelerating() {
        var view = Self.scrollView(offset: 1238)
        view.beginDrag(fingerY: 400, at: 0)
        let clamped = view.setContentHeight(1000, animation: nil, at: 1)
        #expect(!clamped)
        #expect(view.offset.model == 1238)
    }

    /// `x * 0.55 * V / (V + 0.55 * x)` for an 844 pt view.
    @Test(arguments: [(50.0, 26.6), (100.0, 51.6), (200.0, 97.3)])
    func rubberBand(overshoot: Double, drawn: Double) {
        let banded = ScrollView.rubberBand(overshoot, viewport: 844)
        #expect(abs(banded - overshoot * 0.55 * 844 / (844 + 0.55 * overshoot)) < 1e-12)
        #expect(abs(banded - drawn) < 0.05)
        #expect(abs(ScrollView.inverseRubberBand(banded, viewport: 844) - overshoot) < 1e-9)
    }

    @Test func dragFollowsTheFingerInsideTheRangeAndBandsBeyond() {
        var view = Self.scrollView(offset: 100)
        view.beginDrag(fingerY: 300, at: 0)
        _ = view.moveDrag(fingerY: 350, at: 10_000_000)
        #expect(view.offset.model == 50)
        _ = view.moveDrag(fingerY: 500, at: 20_000_000)  // 100 pt past the top
        #expect(abs(view.offset.model - -ScrollView.rubberBand(100, viewport: 844)) < 1e-9)
        _ = view.moveDrag(fingerY: 390, at: 30_000_000)  // back inside: 1:1 again
        #expect(abs(view.offset.model - 10) < 1e-9)
    }

    /// The anchor `(u0, y0)` stays between re-anchors: from the bottom edge (1238) the
    /// finger goes 400, 359.8, 380.2 and back to 400, which is `u0 + 0 = 1238` exactly, inside
    /// the range: the release (derived `(400 - 359.8) / 0.1` pt/s down) decelerates. Chained
    /// from each previous move, the same moves gave `1238 + 2^-42`, outside: a bounce.
    @Test func aFingerBackAtItsAnchorMapsToTheAnchorExactly() {
        var view = Self.scrollView(offset: 1238)
        view.beginDrag(fingerY: 400, at: 0)
        _ = view.moveDrag(fingerY: 359.8, at: 60_000_000)
        _ = view.moveDrag(fingerY: 380.2, at: 100_000_000)
        let release = view.endDrag(fingerY: 400, fingerVelocity: nil, at: 160_000_000)
        #expect(view.offset.model == 1238)
        #expect(release.velocity == -(400 - 359.8) / 0.1)
        #expect(release.willDecelerate)
        #expect(view.motion.phase == .decelerating)
    }

    /// Rest position of the closed form: `x0 - v0 / (1000 ln 0.998)`.
    ///
    /// UIKit's discrete projection `(v / 1000) * d / (1 - d)` (499 ms of travel
    /// at the release speed) and the continuous closed form the spec gives
    /// (`-1 / ln d` = 499.5 ms) differ by 0.1 %: the rest lands within 0.11 % of it.
    @Test(arguments: [600.0, 1500.0, -1500.0])
    func decelerationComesToRestAtTheClosedFormLimit(velocity: Double) {
        var view = Self.scrollView(offset: 1000, content: 20_000)
        view.beginDrag(fingerY: 400, at: 0)
        let release = view.endDrag(fingerY: 400, fingerVelocity: -velocity, at: 0)
        #expect(release.willDecelerate)
        #expect(release.velocity == velocity)
        var time: Nanoseconds = 0
        while view.motion != .idle, time < 10_000_000_000 {
            time += 16_666_667
            _ = view.tick(at: time)
        }
        let d = 0.998
        let rest = 1000 - velocity / (1000 * log(d))
        #expect(view.offset.model == rest)
        let projection = (velocity / 1000) * d / (1 - d)
        #expect(abs((view.offset.model - 1000) - projection) <= abs(projection) * 0.0011)
    }

    @Test func decelerationPositionFollowsTheClosedForm() {
        let deceleration = Deceleration(start: 0, velocity: 2000, begin: 0)
        for ms in [16, 100, 500] {
            let t = Double(ms) / 1000
            let expected = 2000 * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998))
            #expect(abs(deceleration.position(at: Nanoseconds(ms) * 1_000_000) - expected) < 1e-9)
        }
    }

    /// Released 80 pt past the top at rest: `x(t) = 80 (1 + 10 t) e^(-10 t)` back to the edge.
    @Test func bounceBackFromAPull() {
        let bounce = Bounce(edge: 0, displacement: -80, velocity: 0, begin: 0)
        for ms in [50, 100, 300] {
            let t = Double(ms) / 1000
            let expected = -80 * (1 + 10 * t) * exp(-10 * t)
            #expect(abs(bounce.displacement(at: Nanoseconds(ms) * 1_000_000) - expected) < 1e-9)
        }
    }

    @Test func aFlingIntoAnEdgeBouncesFromTheCrossing() {
        var view = Self.scrollView(offset: 1000)  // max is 1238
        view.beginDrag(fingerY: 400, at: 0)
        _ = view.endDrag(fingerY: 400, fingerVelocity: -3000, at: 0)
        _ = view.tick(at: 16_666_667)
        #expect(view.motion.phase == .decelerating)
        var sawBounce = false
        var time: Nanoseconds = 16_666_667
        while view.motion != .idle, time < 5_000_000_000 {
            time += 16_666_667
            _ = view.tick(at: time)
            if view.motion.phase == .bouncing { sawBounce = true }
        }
        #expect(sawBounce)
        #expect(view.offset.model == 1238)
    }

    /// The finger's mean speed over its last 100 ms: samples at 0, 50, 120, 150 ms;
    /// the window is 50...150 ms, so (y150 - y50) / 0.1 s.
    @Test func releaseVelocityIsDerivedFromTheLast100ms() {
        var view = Self.scrollView(offset: 600)
        view.beginDrag(fingerY: 300, at: 0)
        _ = view.moveDrag(fingerY: 310, at: 50_000_000)
        _ = view.moveDrag(fingerY: 330, at: 120_000_000)
        let release = view.endDrag(fingerY: 345, fingerVelocity: nil, at: 150_000_000)
        #expect(abs(release.velocity - -(345 - 310) / 0.1) < 1e-9)
    }

    /// The samples are recorded in place: a copy taken mid-drag keeps its own, and its
    /// release velocity is the one from its samples (310 at 50 ms, 330 at 120 ms).
    @Test func aCopyMidDragKeepsItsOwnSamples() {
        var view = Self.scrollView(offset: 600)
        view.beginDrag(fingerY: 300, at: 0)
        _ = view.moveDrag(fingerY: 310, at: 50_000_000)
        _ = view.moveDrag(fingerY: 330, at: 120_000_000)
        var copy = view
        _ = view.moveDrag(fingerY: 700, at: 140_000_000)
        let release = copy.endDrag(fingerY: 345, fingerVelocity: nil, at: 150_000_000)
        #expect(abs(release.velocity - -(345 - 310) / 0.1) < 1e-9)
        let original = view.endDrag(fingerY: 700, fingerVelocity: nil, at: 150_000_000)
        #expect(abs(original.velocity - -(700 - 310) / 0.1) < 1e-9)
    }

    @Test func aStillReleaseInsideTheRangeStopsAtOnce() {
        var view = Self.scrollView(offset: 600)
        view.beginDrag(fingerY: 300, at: 0)
        let release = view.endDrag(fingerY: 300, fingerVelocity: nil, at: 0)
        #expect(!release.willDecelerate)
        #expect(view.motion == .idle)
    }

    @Test func animatedScrollIsEaseInOutOverThreeTenths() {
        var view = Self.scrollView(offset: 0)
        view.startAnimatedScroll(to: 300, at: 0)
        _ = view.tick(at: 150_000_000)
        #expect(abs(view.offset.model - 150) < 1e-6)
        _ = view.tick(at: 300_000_000)
        #expect(view.offset.model == 300)
        #expect(view.motion == .idle)
    }
}

/// The clamp held back during a bounce is applied when the bounce ends.
struct DeferredClampTests {
    @Test func aRangeThatShrankDuringTheBounceIsClampedAtItsEnd() {
        var view = ScrollViewTests.scrollView(offset: 1238)  // at the bottom (max 1238)
        view.beginDrag(fingerY: 400, at: 0)
        _ = view.moveDrag(fingerY: 300, at: 50_000_000)     // pulled past the bottom
        _ = view.endDrag(fingerY: 300, fingerVelocity: 0, at: 50_000_000)
        #expect(view.motion.phase == .bouncing)
        let clamped = view.setContentHeight(500, animation: nil, at: 60_000_000)
        #expect(!clamped)                                    // held back while bouncing
        var time: Nanoseconds = 50_000_000
        while view.motion != .idle, time < 5_000_000_000 {
            time += 16_666_667
            _ = view.tick(at: time)
        }
        #expect(view.offset.model == view.maxOffset)
        #expect(view.maxOffset == 0)
    }
}
