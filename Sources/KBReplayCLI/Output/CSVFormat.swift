import Handlers
import TraceKit

extension FrameFormat {
    /// Comma-separated values for spreadsheets: a header row (`f`, `t`, the handler's
    /// fields in schema order, `fx`), then one row per frame, every frame (a chart of
    /// sparse rows would draw lines across the implied ones).
    ///
    /// Numbers are written as in the frames (3 decimals, shortest form), flags as `true`
    /// or `false`, choices by name, `fx` as the effect names separated by spaces.
    static let csv = FrameFormat(
        name: "csv", summary: "comma-separated values, one row per frame, every frame",
        write: { trace, _, sink throws(IOFailure) in
            let layout = trace.frameLayout
            var output = ChunkedOutput()
            let names = ["f", "t"] + layout.schema.fields.map(\.name) + ["fx"]
            try output.append(names.map(CSVText.field).joined(separator: ",") + "\n", to: sink)
            for frame in trace.makeReplay() {
                let values = layout.written(frame.values)
                var row = "\(frame.index)," + DecimalFormat.string(nanoseconds: frame.time)
                for index in 0..<layout.count {
                    row += "," + CSVText.field(CSVText.value(index, in: values, layout: layout))
                }
                row += "," + CSVText.field(frame.effects.map(\.rawValue).joined(separator: " ")) + "\n"
                try output.append(row, to: sink)
            }
            try output.flush(to: sink)
        })
}

/// The text of CSV cells.
enum CSVText {
    /// A field's value as text: `1641.823`, `true`, `idle` (a choice's name, unquoted).
    static func value(_ index: Int, in values: WrittenValues, layout: FrameLayout) -> String {
        if case .choice(let names) = layout.field(index).kind {
            let stored = Int(values[index])
            return names.indices.contains(stored) ? names[stored] : names[0]
        }
        return layout.text(of: index, in: values)
    }

    /// A cell, quoted (RFC 4180) when it holds a comma, a quote or a line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
