import Handlers
import UIKitModel
import TestSupport
import Testing
@testable import TraceKit

@Suite struct LimitsTests {
    @Test func theNumbers() {
        #expect(Limits.maximumFileBytes == 33_554_432)
        #expect(Limits.maximumEvents == 1_000_000)
        #expect(Limits.maximumFrames == 864_241)
        #expect(Limits.maximumNestingDepth == 512)
        #expect(JSONParser.maximumDepth == Limits.maximumNestingDepth)
    }

    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (864_241, "864,241"), (33_554_433, "33,554,433"),
        (-1_000_000, "-1,000,000"),
    ])
    func countsAreGroupedByThousands(count: Int, text: String) {
        #expect(Limits.grouped(count) == text)
    }

    @Test func aFileOverTheSizeLimitIsOneErrorAboutTheWholeFile() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: Limits.maximumFileBytes + 1)
        #expect(diagnostics(bytes) == [TraceDiagnostic(
            location: .path(""), message: "the file is 33,554,433 bytes, more than the limit of 33,554,432 bytes (32 MiB)")])
        // At the limit it is parsed (and this one is empty JSON).
        let atLimit = [UInt8](repeating: UInt8(ascii: " "), count: Limits.maximumFileBytes)
        #expect(diagnostics(atLimit).map(\.message) == ["the document is empty; expected a JSON value"])
    }

    /// The longest trace the format allows has exactly `maximumFrames` frames: an event
    /// at 3600 s, the default duration (3601 s) and 240 fps.
    @Test func theLongestValidTraceIsExactlyAtTheFrameLimit() throws {
        let trace = try parseTrace(makeTrace(events: [#"{"t": 3600, "type": "send"}"#], extra: #""fps": 240"#)).get()
        #expect(trace.duration == 3601 * Time.second)
        #expect(trace.frameCount == Limits.maximumFrames)
        let explicit = try parseTrace(makeTrace(extra: #""fps": 240, "duration": 3600"#)).get()
        #expect(explicit.frameCount == 864_001)
    }

    /// The format's bounds keep every trace within the frame limit, so the check can
    /// only be seen on values no file can give.
    @Test func theFrameLimitNamesTheDurationTheRateAndTheCount() {
        #expect(TraceDecoder.frameCountProblem(duration: 3601 * Time.second, fps: 240) == nil)
        #expect(TraceDecoder.frameCountProblem(duration: 3601 * Time.second + 1, fps: 240)
            == "3601.000000001 s at 240 fps is 864,242 frames, more than the limit of 864,241")
        #expect(TraceDecoder.frameCountProblem(duration: 36_000 * Time.second, fps: 30)
            == "36000 s at 30 fps is 1,080,001 frames, more than the limit of 864,241")
    }
}

private func diagnostics(_ bytes: [UInt8]) -> [TraceDiagnostic] {
    switch TraceParser.parse(bytes) {
    case .success: []
    case .failure(let failure): failure.diagnostics
    }
}
