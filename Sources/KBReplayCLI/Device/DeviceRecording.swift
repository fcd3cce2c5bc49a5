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

    static func parse(_ bytes: [UInt8]) -> Result<DeviceRecording, Problems> {
        var problems: [Problem] = []
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let headerLine = lines.first, let header = try? JSONParser.parse(Array(headerLine)),
            header["kbdevice"]?.number == 1, let trace = header["trace"]?.string,
            case .array(let names)? = header["fields"]?.kind
        else {
            return .failure(Problems(problems: [Problem(
                line: 1, message: "expected a device recording's header: {\"kbdevice\":1,\"trace\":NAME,\"handler\":NAME,\"fields\":[...]}")]))
        }
        let fields = names.compactMap(\.string)
        guard fields.count == names.count else { return .failure(Problems(problems: [Problem(line: 1, message: "fields: expected names (strings)")])) }
        var recording = DeviceRecording(
            trace: trace, handler: header["handler"]?.string ?? "launch-composer", fields: fields, samples: [])
        var lastTime: Int64 = 0
        for (offset, text) in lines.enumerated().dropFirst() {
            let line = offset + 1
            guard !text.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { continue }
            let value: JSONValue
            do {
                value = try JSONParser.parse(Array(text))
            } catch {
                problems.append(Problem(line: line, message: error.message))
                continue
            }
            guard let seconds = value["t"]?.number, seconds.isFinite, seconds >= 0, seconds <= 3600 else {
                problems.append(Problem(line: line, message: "t: expected seconds in 0...3600"))
                continue
            }
            let time = Int64((seconds * 1e9).rounded(.toNearestOrAwayFromZero))
            guard time >= lastTime else {
                problems.append(Problem(line: line, message: "t: \(seconds) is before the sample on the line above"))
                continue
            }
            lastTime = time
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
            let index = value["f"]?.number.flatMap { Int(exactly: $0) } ?? recording.samples.count
            recording.samples.append(Sample(line: line, index: index, time: time, values: values))
        }
        return problems.isEmpty ? .success(recording) : .failure(Problems(problems: problems))
    }
}
