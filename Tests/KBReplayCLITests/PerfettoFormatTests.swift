import Foundation
import Testing
@testable import KBReplayCLI

/// `replay --format perfetto`'s output for a trace, parsed.
private func perfetto(_ traceText: String, name: String = "case1") throws -> [String: Any] {
    let fileSystem = MemoryFileSystem(files: ["\(name).trace.json": traceText])
    let result = run(["replay", "\(name).trace.json", "--format", "perfetto"], in: fileSystem)
    #expect(result.code == .success)
    #expect(result.errors == "")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
}

/// A trace with every kind of event the plot labels: a keyboard show, a send, a content
/// size change, a drag and a tap (whose `endEditing` is an effect).
let busyTrace = """
    {
      "kbtrace": 1, "name": "busy", "fps": 60, "duration": 1.2,
      "screen": { "width": 393, "height": 852, "safeTop": 59, "safeBottom": 34 },
      "scrollView": { "height": 852, "contentHeight": 2400 },
      "events": [
        { "t": 0.02, "type": "contentSize", "height": 2460 },
        { "t": 0.03, "type": "dragBegin", "y": 400 },
        { "t": 0.05, "type": "dragMove", "y": 420 },
        { "t": 0.07, "type": "dragEnd", "y": 430, "velocity": 0 },
        { "t": 0.1, "type": "keyboardWillShow",
          "end": { "x": 0, "y": 516, "width": 393, "height": 336 }, "duration": 0.25, "curve": 7 },
        { "t": 0.6, "type": "send" },
        { "t": 0.9, "type": "tap", "y": 300 }
      ]
    }
    """

@Suite("replay --format perfetto")
struct PerfettoFormatTests {
    @Test func everyEventHasTheRequiredKeys() throws {
        let document = try perfetto(busyTrace)
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        #expect(!events.isEmpty)
        for event in events {
            let phase = try #require(event["ph"] as? String)
            #expect(["M", "C", "i", "X"].contains(phase))
            #expect(event["name"] is String)
            #expect(event["pid"] as? Int == 1)
            #expect(event["tid"] is Int)
            #expect(event["args"] is [String: Any])
            if phase != "M" { #expect(event["ts"] is NSNumber, "\(event)") }
            if phase == "X" { #expect((event["dur"] as? NSNumber)?.doubleValue ?? 0 > 0) }
            if phase == "i" { #expect(event["s"] as? String == "t") }
            if phase == "C" {
                // Perfetto wants one numeric arg per counter event.
                let args = try #require(event["args"] as? [String: Any])
                #expect(args.count == 1)
                #expect(args.values.first is NSNumber)
            }
        }
    }

    @Test func namesTheProcessAndEveryThread() throws {
        let events = try #require(try perfetto(busyTrace)["traceEvents"] as? [[String: Any]])
        let metadata = events.filter { $0["ph"] as? String == "M" }
        let process = metadata.first { $0["name"] as? String == "process_name" }
        #expect((process?["args"] as? [String: Any])?["name"] as? String == "kbreplay busy (launch-composer)")
        let threadNames = metadata.filter { $0["name"] as? String == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(threadNames == ["trace events", "effects", "keyboard", "pin", "atBottom", "scroll"])
        let named = Set(metadata.compactMap { $0["tid"] as? Int })
        let used = Set(events.filter { ["i", "X"].contains($0["ph"] as? String) }.compactMap { $0["tid"] as? Int })
        #expect(used.isSubset(of: named))
    }

    @Test func timestampsIncreasePerTrack() throws {
        let events = try #require(try perfetto(busyTrace)["traceEvents"] as? [[String: Any]])
        var last: [String: Double] = [:]
        var slicesEnd: [Int: Double] = [:]
        for event in events where event["ph"] as? String != "M" {
            let phase = event["ph"] as! String
            let ts = (event["ts"] as! NSNumber).doubleValue
            // A counter's track is its name; the others' their thread.
            let track = phase == "C" ? "C " + (event["name"] as! String) : "T \(event["tid"] as! Int)"
            if phase == "C" {
                #expect(ts > last[track, default: -1], "\(track) at \(ts)")
            } else {
                #expect(ts >= last[track, default: -1], "\(track) at \(ts)")
            }
            last[track] = ts
            if phase == "X" {
                let tid = event["tid"] as! Int
                #expect(ts >= slicesEnd[tid, default: 0], "slices of thread \(tid) overlap")
                slicesEnd[tid] = ts + (event["dur"] as! NSNumber).doubleValue
            }
        }
        // Every lane's slices cover the replay: 73 frames at 60 fps, one frame past the last.
        for (_, end) in slicesEnd { #expect(abs(end - 1_216_666.667) < 0.001) }
    }

    @Test func countersFollowTheFrames() throws {
        let events = try #require(try perfetto(exampleTrace())["traceEvents"] as? [[String: Any]])
        let kbTop = events.filter { $0["ph"] as? String == "C" && $0["name"] as? String == "01" }
        let values = kbTop.map { (($0["args"] as! [String: Any])["kbTop"] as! NSNumber).doubleValue }
        let times = kbTop.map { ($0["ts"] as! NSNumber).doubleValue }
        // Frame 0 at 852, frame 7 (t 0.116667) the first moved value of the spec's example.
        #expect(values.first == 852)
        #expect(times.first == 0)
        #expect(values[1] == 839.267)
        #expect(abs(times[1] - 116_666.667) < 0.001)
        #expect(values.last == 516)
        #expect(times.last.map { abs($0 - 1_200_000) < 0.001 } == true)
        // Perfetto names a track "NAME KEY" and lists counters by name: "01 kbTop",
        // "02 offset", ..., the numeric fields in the schema's order.
        var tracks: [String] = []
        for event in events where event["ph"] as? String == "C" {
            let track = (event["name"] as! String) + " " + (event["args"] as! [String: Any]).keys.first!
            if !tracks.contains(track) { tracks.append(track) }
        }
        #expect(tracks.sorted() == [
            "01 kbTop", "02 offset", "03 inset", "04 indicator", "05 contentH", "06 viewportH", "07 revealY",
            "08 revealAlpha", "09 composerY", "10 composerH", "11 btnAlpha", "12 btnY", "13 runway", "14 pinned",
        ])
    }

    @Test func instantsForEventsAndEffects() throws {
        let events = try #require(try perfetto(busyTrace)["traceEvents"] as? [[String: Any]])
        let instants = events.filter { $0["ph"] as? String == "i" }
        let onEvents = instants.filter { $0["tid"] as? Int == PerfettoWriter.eventsThread }
        #expect(onEvents.compactMap { $0["name"] as? String } == [
            "contentSize", "dragBegin", "dragMove", "dragEnd", "keyboardWillShow", "send", "tap",
        ])
        let show = onEvents[4]
        #expect((show["ts"] as? NSNumber)?.doubleValue == 100_000)
        #expect((show["args"] as? [String: Any])?["end.y"] as? NSNumber == 516)
        let effects = instants.filter { $0["tid"] as? Int == PerfettoWriter.effectsThread }
        #expect(effects.compactMap { $0["name"] as? String } == ["endEditing"])
        #expect((effects.first?["ts"] as? NSNumber)?.doubleValue == 900_000)
    }

    @Test func isDeterministic() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": busyTrace])
        let first = run(["replay", "case1.trace.json", "--format", "perfetto"], in: fileSystem)
        let second = run(["replay", "case1.trace.json", "--format", "perfetto", "-o", "out.json"], in: fileSystem)
        #expect(second.code == .success)
        #expect(fileSystem.text("out.json") == first.output)
    }
}
