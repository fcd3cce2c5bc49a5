import TraceKit

/// A recording of what a device drew, `NAME.device.jsonl` (written by KBRecorder's
/// `DeviceFrameRecorder`): a header naming the trace, the handler and the fields, then one
/// sample per line, `{"f": N, "t": SECONDS, FIELD: VALUE, ...}`.
struct DeviceRecording: Equatable {
    struct Sample: Equatable {
        /// The 1-based line in the file.
        var line: Int
        /// The sample's `f`.
        var index: Int
        /// Seconds since the trace's start, as nanoseconds.
        var time: Int64
        /// One value per field of the header, `nil` where the sample has none.
        var values: [Double?]
    }

    var trace: String
    var handler: String
    var fields: [String]
    var samples: [Sample]

    /// A problem at a line of the file.
    struct Problem: Equatable {
        var line: Int
        var message: String
    }

    /// Every problem of a file, in line order.
    struct Problems: Error, Equatable {
        var problems: [Problem]
    }

    /// The header's trace, handler and field names, or `nil` when the first line is not one.
    static func header(_ line: ArraySlice<UInt8>) -> (trace: String, handler: String, fields: [String?])? {
        guard let header = try? JSONParser.parse(Array(line)), header["kbdevice"]?.number == 1,
            let trace = header["trace"]?.string, let names = header["fields"]?.array
        else { return nil }
        return (trace, header["handler"]?.string ?? "launch-composer", names.map(\.string))
    }

    /// The sample on one line after the header, or `nil` (with its problems noted) when it
    /// has none; a blank line has none and no problem.
    static func sample(
        _ text: ArraySlice<UInt8>, line: Int, fields: [String], after lastTime: Int64, index: Int,
        problems: inout [Problem]
    ) -> Sample? {
        guard !text.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { return nil }
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(text))
        } catch {
            problems.append(Problem(line: line, message: error.message))
            return nil
        }
        guard let seconds = value["t"]?.number, seconds.isFinite, seconds >= 0, seconds <= 3600 else {
            problems.append(Problem(line: line, message: "t: expected seconds in 0...3600"))
            return nil
        }
        let time = Int64((seconds * 1e9).rounded(.toNearestOrAwayFromZero))
        guard time >= lastTime else {
            problems.append(Problem(line: line, message: "t: \(seconds) is before the sample on the line above"))
            return nil
        }
        var values: [Double?] = []
        for field in fields {
            guard let member = value[field] else {
                values.append(nil)
                continue
            }
            guard let number = member.number, number.isFinite else {
                problems.append(Problem(line: line, message: "\(field): expected a number"))
                values.append(nil)
                continue
            }
            values.append(number)
        }
        // Not `value["f"]?.number.flatMap { ... }`: Swift 6.3.1's optimizer stops on that
        // with "Found ownership error" (CopyPropagation) in a release build.
        var frame = index
        if let f = value["f"]?.number, let exact = Int(exactly: f) { frame = exact }
        return Sample(line: line, index: frame, time: time, values: values)
    }

    static func parse(_ bytes: [UInt8]) -> Result<DeviceRecording, Problems> {
        var problems: [Problem] = []
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let headerLine = lines.first, let header = header(headerLine) else {
            return .failure(Problems(problems: [Problem(
                line: 1, message: "expected a device recording's header: {\"kbdevice\":1,\"trace\":NAME,\"handler\":NAME,\"fields\":[...]}")]))
        }
        let fields = header.fields.compactMap { $0 }
        guard fields.count == header.fields.count else {
            return .failure(Problems(problems: [Problem(line: 1, message: "fields: expected names (strings)")]))
        }
        var recording = DeviceRecording(trace: header.trace, handler: header.handler, fields: fields, samples: [])
        var lastTime: Int64 = 0
        for (offset, text) in lines.enumerated().dropFirst() {
            let sample = Self.sample(
                text, line: offset + 1, fields: fields, after: lastTime, index: recording.samples.count,
                problems: &problems)
            guard let sample else { continue }
            lastTime = sample.time
            recording.samples.append(sample)
        }
        return problems.isEmpty ? .success(recording) : .failure(Problems(problems: problems))
    }
}
