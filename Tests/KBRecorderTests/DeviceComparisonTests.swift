import Foundation
import Handlers
@testable import KBRecorder
@testable import KBReplayCLI
import Testing
import TraceKit
import UIKitModel

/// The device comparison on synthetic recordings: the replay's own frames sampled at
/// each frame time (a faithful device), and the same with a planted error.
@Suite("kbreplay device")
struct DeviceComparisonTests {
    static let traceText = """
        {"kbtrace": 1, "name": "open", "duration": 1,
         "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
         "scrollView": {"contentHeight": 2400},
         "events": [{"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336},
                     "duration": 0.25, "curve": 7}]}
        """
    static let fields = ["kbTop", "offset", "inset", "composerY"]

    /// The replay's values of `fields`, frame by frame.
    static func replayValues() throws -> [[Double]] {
        let trace = try TraceParser.parse(Array(traceText.utf8)).get()
        let schema = trace.handler.schema.frame.fields
        let indices = fields.map { name in schema.firstIndex { $0.name == name }! }
        return trace.makeReplay().map { frame in indices.map { frame.values[$0] } }
    }

    /// A device recording of every frame at its time (k / 60 s), with `plant` added to
    /// field `field` at frame `frame`.
    static func recording(plant: Double = 0, field: Int = 1, frame plantedFrame: Int = 42) throws -> String {
        var recorder = DeviceFrameRecorder(trace: "open", handler: "launch-composer", fields: fields, startedAt: 100)
        for (frame, values) in try replayValues().enumerated() {
            var sample = values.map { Optional($0) }
            if frame == plantedFrame { sample[field] = values[field] + plant }
            recorder.sample(at: 100 + Double(frame) / 60, sample)
        }
        return recorder.jsonl()
    }

    static func compare(_ recording: String, _ extra: [String] = []) -> CLIRun {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("t/open.trace.json", Array(traceText.utf8))
        fileSystem.addFile("t/open.device.jsonl", Array(recording.utf8))
        return run(["device", "t/open.trace.json"] + extra, in: fileSystem)
    }

    @Test func aFaithfulRecordingHasNoError() throws {
        let result = Self.compare(try Self.recording())
        #expect(result.code == .success, "\(result.errors)")
        // 1 s at 60 fps: frames 0...60, 61 samples.
        #expect(result.output == """
            open.trace.json against open.device.jsonl:
              kbTop: 61 samples, max 0, 95th percentile 0; within 1 pt
              offset: 61 samples, max 0, 95th percentile 0; within 1 pt
              inset: 61 samples, max 0, 95th percentile 0; within 1 pt
              composerY: 61 samples, max 0, 95th percentile 0; within 1 pt
            the model is within 1 pt of the device on every field

            """)
    }

    /// 2 pt planted on `offset` at frame 42 (t 0.7 s): found there, on that field only;
    /// one sample of 61 is under the 95th percentile's rank (58), so that stays 0.
    @Test func aPlantedErrorIsFoundAtItsFrame() throws {
        let model = try Self.replayValues()[42][1]
        let result = Self.compare(try Self.recording(plant: 2))
        #expect(result.code == .failure)
        let device = DeviceComparison.number(model + 2)
        #expect(result.output == """
            open.trace.json against open.device.jsonl:
              kbTop: 61 samples, max 0, 95th percentile 0; within 1 pt
              offset: 61 samples, max 2 at f 42 (t 0.7 s, frame 42), 95th percentile 0; over 1 pt first at f 42 \
            (t 0.7 s, frame 42): device \(device), model \(DeviceComparison.number(model))
              inset: 61 samples, max 0, 95th percentile 0; within 1 pt
              composerY: 61 samples, max 0, 95th percentile 0; within 1 pt
            1 of 4 fields over the tolerance (1 pt)

            """)
        // Under a 2.5 pt tolerance it passes; the JSON report says the same.
        #expect(Self.compare(try Self.recording(plant: 2), ["--tolerance", "2.5"]).code == .success)
        let json = Self.compare(try Self.recording(plant: 2), ["--format", "json"])
        #expect(json.output.contains(
            "{\"field\":\"offset\",\"samples\":61,\"max\":2,\"maxAt\":{\"line\":44,\"f\":42,\"t\":0.7,\"frame\":42},\"p95\":0,"))
        #expect(json.output.contains("\"overTolerance\":true"))
    }

    /// A planted error on a moving field, mid-animation (frame 10, t 1/6 s, the keyboard
    /// rising): found at that frame too.
    @Test func aPlantedErrorMidAnimationIsFound() throws {
        let values = try Self.replayValues()
        #expect(values[9][0] != values[11][0], "the keyboard moves around frame 10")
        let result = Self.compare(try Self.recording(plant: -2, field: 0, frame: 10), ["--format", "json"])
        #expect(result.code == .failure)
        #expect(result.output.contains(
            "{\"field\":\"kbTop\",\"samples\":61,\"max\":2,\"maxAt\":{\"line\":12,\"f\":10,\"t\":0.166667,\"frame\":10},\"p95\":0,"))
    }

    /// The plot draws the device's values dotted over the replay's lines.
    @Test func thePlotDrawsTheDeviceDotted() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("t/open.trace.json", Array(Self.traceText.utf8))
        fileSystem.addFile("t/open.device.jsonl", Array(try Self.recording(plant: 2).utf8))
        let result = run(["device", "t/open.trace.json", "--plot", "t/open.svg"], in: fileSystem)
        #expect(result.code == .failure)
        let svg = try #require(fileSystem.text("t/open.svg"))
        #expect(svg.contains("device dotted"))
        #expect(svg.contains("<title>device offset</title>"))
        #expect(svg.contains("stroke-dasharray=\"1.5 3\""))
    }

    /// Between frames the model is linear: at 1.5 frames, halfway between frames 1 and 2.
    @Test func theModelBetweenFrames() {
        let values = [0.0, 10, 20, 30]
        #expect(DeviceComparison.modelValue(values, at: 25_000_000, fps: 60) == (15, 2))
        #expect(DeviceComparison.modelValue(values, at: 16_666_667, fps: 60) == (10, 1))
        #expect(DeviceComparison.modelValue(values, at: 1_000_000_000, fps: 60) == (30, 3))
    }

    @Test func theRecordingsText() {
        var recorder = DeviceFrameRecorder(trace: "a b", handler: "launch-composer", fields: ["offset", "kbTop"], startedAt: 10)
        recorder.sample(at: 10.0166666, [1630, 852.12345])
        recorder.sample(at: 10.03, [nil, -0.0004])
        recorder.sample(at: 10.02, [1, 1])  // before the one above: left out
        recorder.sample(at: 10.04, [.nan, 3])  // NaN left out
        #expect(recorder.jsonl() == """
            {"kbdevice":1,"trace":"a-b","handler":"launch-composer","fields":["offset","kbTop"]}
            {"f":0,"t":0.016667,"offset":1630,"kbTop":852.123}
            {"f":1,"t":0.03,"kbTop":0}
            {"f":2,"t":0.04,"kbTop":3}

            """)
        #expect(recorder.skipped == 2)
    }

    @Test func mismatchesAreDataErrors() {
        let other = "{\"kbdevice\":1,\"trace\":\"open\",\"handler\":\"form\",\"fields\":[\"offset\"]}\n"
        let wrongHandler = Self.compare(other)
        #expect(wrongHandler.code == .dataError)
        #expect(wrongHandler.errors == "t/open.device.jsonl: recorded with handler 'form', but the trace replays 'launch-composer'\n")
        let unknown = Self.compare("{\"kbdevice\":1,\"trace\":\"open\",\"handler\":\"launch-composer\",\"fields\":[\"ofset\"]}\n")
        #expect(unknown.errors == "t/open.device.jsonl: field 'ofset' is not a field of launch-composer's frames\n")
        let broken = Self.compare(
            "{\"kbdevice\":1,\"trace\":\"open\",\"handler\":\"launch-composer\",\"fields\":[\"offset\"]}\n{\"t\":-1}\n")
        #expect(broken.errors == "t/open.device.jsonl:2: t: expected seconds in 0...3600\n")
        #expect(Self.compare("").code == .dataError)
        let renamed = Self.compare("{\"kbdevice\":1,\"trace\":\"other\",\"handler\":\"launch-composer\",\"fields\":[]}\n")
        #expect(renamed.errors == "t/open.device.jsonl: recorded for trace 'other', not 'open'\n")
    }
}
