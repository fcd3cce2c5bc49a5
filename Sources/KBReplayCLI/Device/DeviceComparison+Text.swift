import KBRecorder

extension DeviceComparison {
    /// One line per field, then a verdict:
    ///
    ///     offset: 240 samples, max 2 at f 42 (t 0.7 s, frame 42), 95th percentile 0; over 1 pt first at f 42 (t 0.7 s, frame 42): device 1632, model 1630
    ///     kbTop: 240 samples, max 0, 95th percentile 0; within 1 pt
    ///     1 of 2 fields over the tolerance (1 pt)
    func text(trace: String, recording: String) -> String {
        var lines = ["\(trace) against \(recording):"]
        for field in fields {
            var line = "  \(field.field): \(field.samples) samples, max \(Self.number(field.maximum))"
            // Recordings write 3 decimals, so a maximum that prints as 0 is no error.
            if let at = field.maximumAt, Self.number(field.maximum) != "0" { line += " at \(Self.place(at))" }
            line += ", 95th percentile \(Self.number(field.percentile95)); "
            if let over = field.firstOver {
                line += "over \(Self.number(tolerance)) pt first at \(Self.place(over.place)): device \(Self.number(over.device)), "
                    + "model \(Self.number(over.model))"
            } else {
                line += "within \(Self.number(tolerance)) pt"
            }
            lines.append(line)
        }
        let over = fields.filter { $0.firstOver != nil }.count
        lines.append(over == 0
            ? "the model is within \(Self.number(tolerance)) pt of the device on every field"
            : "\(over) of \(fields.count) field\(fields.count == 1 ? "" : "s") over the tolerance (\(Self.number(tolerance)) pt)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"trace": ..., "device": ..., "tolerance": 1, "fields": [{"field", "samples", "max",
    /// "maxAt", "p95", "firstOver"}]}`, places as `{"line", "f", "t", "frame"}`.
    func json(trace: String, recording: String) -> String {
        func place(_ place: Place) -> String {
            "{\"line\":\(place.line),\"f\":\(place.sample),\"t\":\(Self.seconds(place.time)),\"frame\":\(place.frame)}"
        }
        let entries = fields.map { field in
            var entry = "{\"field\":\"\(field.field)\",\"samples\":\(field.samples),\"max\":\(Self.number(field.maximum))"
            entry += ",\"maxAt\":" + (field.maximumAt.map(place) ?? "null")
            entry += ",\"p95\":\(Self.number(field.percentile95)),\"firstOver\":"
            entry += field.firstOver.map {
                "{\"at\":\(place($0.place)),\"device\":\(Self.number($0.device)),\"model\":\(Self.number($0.model))}"
            } ?? "null"
            return entry + "}"
        }
        return "{\"trace\":\"\(trace)\",\"device\":\"\(recording)\",\"tolerance\":\(Self.number(tolerance)),"
            + "\"overTolerance\":\(isOverTolerance),\"fields\":[\(entries.joined(separator: ","))]}\n"
    }

    private static func place(_ place: Place) -> String {
        "f \(place.sample) (t \(seconds(place.time)) s, frame \(place.frame))"
    }

    /// Points to 3 decimals, as goldens write them.
    static func number(_ value: Double) -> String {
        TraceRecorder.text((value * 1000).rounded(.toNearestOrAwayFromZero) / 1000 + 0)
    }

    static func seconds(_ nanoseconds: Int64) -> String {
        TraceRecorder.text(Double(nanoseconds / 1000) / 1e6)
    }
}
