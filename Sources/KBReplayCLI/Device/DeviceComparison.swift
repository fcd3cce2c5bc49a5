import Handlers
import TraceKit

/// The model's error against what a device drew, field by field: for each field of a
/// device recording, the replay's value at each sample's time (linear between the two
/// frames around it; a sample on a frame's time takes that frame), and the difference.
///
/// Per field: the largest error and where, the 95th percentile (nearest rank) of the
/// absolute errors, and the first sample whose error is over the tolerance.
struct DeviceComparison: Equatable {
    /// A sample of the recording, located.
    struct Place: Equatable {
        var line: Int
        /// The sample's `f`.
        var sample: Int
        var time: Int64
        /// The replay frame nearest the sample's time.
        var frame: Int
    }

    struct Over: Equatable {
        var place: Place
        var device: Double
        var model: Double
    }

    struct FieldReport: Equatable {
        var field: String
        /// Samples that hold the field.
        var samples: Int
        /// The largest absolute error (0 without samples), and where.
        var maximum: Double
        var maximumAt: Place?
        var percentile95: Double
        var firstOver: Over?
    }

    var tolerance: Double
    var fields: [FieldReport]

    /// Whether any field is over the tolerance somewhere.
    var isOverTolerance: Bool { fields.contains { $0.firstOver != nil } }

    /// Problems that stop a comparison: the recording names another trace or handler, or
    /// a field the handler's frames do not have as a number.
    static func problems(_ trace: Trace, _ recording: DeviceRecording) -> [String] {
        let schema = trace.handler.schema.frame
        var problems: [String] = []
        if recording.trace != trace.name {
            problems.append("recorded for trace '\(recording.trace)', not '\(trace.name)'")
        }
        if recording.handler != trace.handler.name {
            problems.append("recorded with handler '\(recording.handler)', but the trace replays '\(trace.handler.name)'")
        }
        for name in recording.fields {
            guard let field = schema.fields.first(where: { $0.name == name }) else {
                problems.append("field '\(name)' is not a field of \(trace.handler.name)'s frames")
                continue
            }
            if !field.kind.isNumeric { problems.append("field '\(name)' is not a number (only numbers are compared)") }
        }
        return problems
    }

    /// Compares; `problems` must be empty.
    static func compare(_ trace: Trace, _ recording: DeviceRecording, tolerance: Double) -> DeviceComparison {
        let schema = trace.handler.schema.frame
        let indices = recording.fields.map { name in schema.fields.firstIndex { $0.name == name }! }
        var series = [[Double]](repeating: [], count: indices.count)
        for frame in trace.makeReplay() {
            for (slot, index) in indices.enumerated() { series[slot].append(frame.values[index]) }
        }
        let fps = Double(trace.fps)
        var reports: [FieldReport] = []
        for (slot, name) in recording.fields.enumerated() {
            let values = series[slot]
            var report = FieldReport(field: name, samples: 0, maximum: 0, maximumAt: nil, percentile95: 0, firstOver: nil)
            var errors: [Double] = []
            for sample in recording.samples {
                guard let device = sample.values[slot], !values.isEmpty else { continue }
                let (model, frame) = modelValue(values, at: sample.time, fps: fps)
                let error = abs(device - model)
                let place = Place(line: sample.line, sample: sample.index, time: sample.time, frame: frame)
                errors.append(error)
                if report.maximumAt == nil || error > report.maximum {
                    report.maximum = error
                    report.maximumAt = place
                }
                if report.firstOver == nil, error > tolerance { report.firstOver = Over(place: place, device: device, model: model) }
            }
            report.samples = errors.count
            if !errors.isEmpty {
                errors.sort()
                let rank = Int((0.95 * Double(errors.count)).rounded(.up))
                report.percentile95 = errors[max(0, rank - 1)]
            }
            reports.append(report)
        }
        return DeviceComparison(tolerance: tolerance, fields: reports)
    }

    /// The replay's value at `time` (nanoseconds), linear between frames, and the frame
    /// nearest it. Past the last frame: the last frame's value.
    static func modelValue(_ values: [Double], at time: Int64, fps: Double) -> (value: Double, frame: Int) {
        let position = Double(time) * fps / 1e9
        var frame = Int(position.rounded(.down))
        var weight = position - Double(frame)
        // A sample written to the microsecond on a frame's time is that frame.
        if weight < 1e-3 {
            weight = 0
        } else if weight > 1 - 1e-3 {
            frame += 1
            weight = 0
        }
        guard frame + 1 < values.count else { return (values[values.count - 1], min(frame, values.count - 1)) }
        let value = weight == 0 ? values[frame] : values[frame] + weight * (values[frame + 1] - values[frame])
        return (value, weight < 0.5 ? frame : frame + 1)
    }
}
