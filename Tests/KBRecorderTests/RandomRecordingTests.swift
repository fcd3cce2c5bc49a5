import Handlers
import UIKitModel
import TestSupport
@testable import KBRecorder
import Testing
import TraceKit

/// Random call sequences, valid and not: every recording decodes and replays.
@Suite("TraceRecorder, random calls")
struct RandomRecordingTests {
    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func anyCallSequenceGivesAValidTrace(seed: UInt64) throws {
        var random = TestRandom(seed: seed)
        let screens: [(Double, Double)] = [(375, 667), (390, 844), (393, 852), (430, 932), (1024, 1366)]
        let (width, height) = random.pick(screens)
        let setup = RecordingSetup(
            screenWidth: random.chance(5) ? .nan : width, screenHeight: height,
            safeTop: random.pick([0, 20, 47, 59, -3]), safeBottom: random.pick([0, 34, 21]),
            scrollViewHeight: random.chance(30) ? height - 100 : nil, topInset: random.pick([0, 91, -1]),
            contentHeight: random.double(in: -50...4000), offset: random.chance(30) ? random.double(in: -100...3000) : nil,
            composerHeight: random.pick([48, 70, 0]), pinToTopEnabled: random.chance(50), idiom: random.chance(30) ? .pad : .phone,
            window: random.chance(20) ? window(&random, width: width, height: height) : nil)
        let start = random.double(in: 0...100_000)
        var recorder = TraceRecorder(name: "random-\(seed)", setup: setup, startedAt: random.chance(50) ? start : nil, handler: .launchComposer)
        var time = start
        var recorded = 0
        for _ in 0..<random.below(80) {
            time += random.chance(10) ? -random.double(in: 0...0.2) : random.double(in: 0...0.15)
            let at = random.chance(3) ? .nan : time
            let issue = call(&recorder, &random, at: at, screenHeight: height, width: width)
            if issue?.dropped != true { recorded += 1 }
        }
        let text = recorder.traceJSON(stoppedAt: random.chance(50) ? time + random.double(in: -1...2) : nil)
        let trace: Trace
        switch decoded(text) {
        case .success(let decoded): trace = decoded
        case .failure(let diagnostics):
            Issue.record("seed \(seed): \(diagnostics.formatted(file: "trace"))\n\(text)")
            return
        }
        #expect(trace.events.count == recorded)
        #expect(zip(trace.events, trace.events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(trace.events.first.map { $0.time >= 0 } ?? true)
        // It replays: every frame, each number finite.
        var count = 0
        for frame in trace.makeReplay() {
            count += 1
            #expect(frame.offset.isFinite && frame.keyboardTop.isFinite, "seed \(seed), frame \(count)")
        }
        #expect(count == trace.frameCount)
    }

    /// A window: Split View, Stage Manager, Slide Over, the whole screen, or one of no size.
    private func window(_ random: inout TestRandom, width: Double, height: Double) -> Rect {
        random.pick([
            Rect(x: 0, y: 0, width: width / 2, height: height), Rect(x: 40, y: 60, width: width - 80, height: height - 60),
            Rect(x: width - 320, y: 10, width: 320, height: height - 30), Rect(x: 0, y: 0, width: width, height: height),
            Rect(x: 0, y: -20, width: width, height: height + 20), Rect(x: 0, y: 0, width: 0, height: height),
        ])
    }

    private func call(
        _ recorder: inout TraceRecorder, _ random: inout TestRandom, at time: Double, screenHeight: Double, width: Double
    ) -> RecorderIssue? {
        let keyboardHeight = random.pick([0, 55, 291, 336, 346.66666666666669])
        let shownY = screenHeight - keyboardHeight
        let frames = [
            Rect(x: 0, y: shownY, width: width, height: keyboardHeight),
            Rect(x: 0, y: screenHeight, width: width, height: keyboardHeight),
            Rect(x: 0, y: 0, width: 0, height: 0),
            Rect(x: 0, y: shownY - 200, width: width, height: keyboardHeight),  // floating
            Rect(x: 0, y: .nan, width: width, height: keyboardHeight),
            Rect(x: 0, y: shownY, width: -1, height: keyboardHeight),
        ]
        func frame() -> Rect? { random.chance(8) ? nil : random.pick(frames) }
        func y() -> Double { random.chance(5) ? random.pick([-4, .infinity, 2e7]) : random.double(in: 0...screenHeight) }
        switch random.below(11) {
        case 0, 1, 2:
            return recorder.keyboard(
                random.pick(KeyboardNotification.Kind.allCases), begin: frame(), end: frame(),
                duration: random.pick([0, 0.25, 0.5, -1, .nan, 5000]), curve: random.pick([7, 7, 0, 3, 5, 9]), at: time)
        case 3: return recorder.contentSize(height: random.chance(5) ? -1 : random.double(in: 0...5000), at: time)
        case 4: return recorder.composerHeight(random.chance(5) ? .nan : random.double(in: -10...200), at: time)
        case 5: return recorder.appEvent(.send, at: time)
        case 6: return recorder.dragBegan(y: y(), at: time)
        case 7: return recorder.dragMoved(y: y(), at: time)
        case 9:
            let turned = random.chance(50)
            return recorder.geometry(
                screenWidth: turned ? screenHeight : width, screenHeight: random.chance(5) ? -1 : (turned ? width : screenHeight),
                safeTop: random.pick([0, 24, 59, -1]), safeBottom: random.pick([0, 20, 34, .nan]),
                window: random.chance(30) ? window(&random, width: width, height: screenHeight) : nil,
                duration: random.pick([0, 0.4, -1]), curve: random.pick([0, 7, 4]), at: time)
        case 8:
            return recorder.dragEnded(
                y: y(), velocity: random.chance(30) ? nil : random.pick([0, -800, 1200, .nan, 3e7]), at: time)
        default: return recorder.tap(y: random.chance(30) ? nil : y(), at: time)
        }
    }
}
