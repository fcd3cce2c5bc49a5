import Handlers
import UIKitModel

/// How a replay differs from its golden: the header fields that differ, the first
/// differing frame with a few frames of context, and a count of the rest.
public struct GoldenDifferences: Equatable, Sendable {
    /// A header field that differs: `trace`, `handler`, `fps` or `frames`.
    public struct HeaderField: Equatable, Sendable {
        public var name: String
        public var expected: String
        public var actual: String
    }

    /// One frame of context: the golden's frame, the actual one, and which fields differ.
    public struct Row: Equatable, Sendable {
        public var expected: WrittenFrame
        public var actual: WrittenFrame
        public var differing: FrameFieldSet

        public var index: Int { expected.index }
    }

    public var expectedHeader: FrameHeader
    public var actualHeader: FrameHeader
    /// The fields of the frames compared.
    public var layout: FrameLayout
    public var tolerance: Double
    /// The header fields that differ; frames are compared only when `handler`, `fps` and
    /// `frames` match.
    public var headerFields: [HeaderField]
    /// The index of the first differing frame.
    public var firstFrame: Int?
    /// The fields that differ in the first differing frame: the context shows these.
    public var shownFields = FrameFieldSet()
    /// The frames around the first difference, in order, the first difference included.
    public var rows: [Row] = []
    /// Every differing frame, shown or not.
    public var differingFrameCount = 0
    /// The differing frames after the context.
    public var moreFrameCount = 0
    /// The fields that differ in those frames.
    public var moreFields = FrameFieldSet()

    init(expectedHeader: FrameHeader, actualHeader: FrameHeader, layout: FrameLayout, tolerance: Double) {
        self.expectedHeader = expectedHeader
        self.actualHeader = actualHeader
        self.layout = layout
        self.tolerance = tolerance
        var fields: [HeaderField] = []
        if expectedHeader.trace != actualHeader.trace {
            fields.append(HeaderField(
                name: "trace", expected: JSONStringFormat.literal(expectedHeader.trace),
                actual: JSONStringFormat.literal(actualHeader.trace)))
        }
        if expectedHeader.handler != actualHeader.handler {
            fields.append(HeaderField(
                name: "handler", expected: JSONStringFormat.literal(expectedHeader.handler),
                actual: JSONStringFormat.literal(actualHeader.handler)))
        }
        if expectedHeader.fps != actualHeader.fps {
            fields.append(HeaderField(name: "fps", expected: "\(expectedHeader.fps)", actual: "\(actualHeader.fps)"))
        }
        if expectedHeader.frames != actualHeader.frames {
            fields.append(HeaderField(name: "frames", expected: "\(expectedHeader.frames)", actual: "\(actualHeader.frames)"))
        }
        self.headerFields = fields
    }

    var isEmpty: Bool { headerFields.isEmpty && firstFrame == nil }

    /// The report, one line per entry, without a final line break:
    ///
    /// ```
    /// frame 7 (t 0.116667) differs: offset expected 1641.823, actual 1650.5 (tolerance 0.01)
    ///     frame  offset
    ///         5  1630
    ///         6  1630
    ///     >   7  1641.823 -> 1650.5
    ///         8  1653.1 -> 1660.2
    ///         9  1660 ~ 1660.004
    /// and 41 more differing frames, implied frames included (fields: offset, composerY)
    /// ```
    ///
    /// In the context, `e -> a` differs beyond the tolerance, `e ~ a` within it, and a
    /// single value is the same in both. The tolerance is named only when a number
    /// differs; the count of further frames includes implied ones (frames a golden does
    /// not write because nothing changed).
    public func formatted(indent: String = "") -> [String] {
        var lines: [String] = []
        if !headerFields.isEmpty {
            let parts = headerFields.map { "\($0.name) expected \($0.expected), actual \($0.actual)" }
            lines.append("header differs: " + parts.joined(separator: "; "))
        }
        guard let firstFrame, let first = rows.first(where: { $0.index == firstFrame }) else {
            if expectedHeader.handler != actualHeader.handler {
                lines.append("frames not compared: the handlers differ")
            } else if !headerFields.isEmpty, expectedHeader.fps != actualHeader.fps || expectedHeader.frames != actualHeader.frames {
                lines.append("frames not compared: the frame clocks differ")
            }
            return lines.map { indent + $0 }
        }
        let time = DecimalFormat.string(nanoseconds: Time.frameTime(index: firstFrame, fps: actualHeader.fps))
        let parts = shownColumns.map { column in
            "\(column.name) expected \(column.text(first.expected)), actual \(column.text(first.actual))"
        }
        let numeric = shownFields.indices.contains { layout.isNumeric($0) }
        lines.append("frame \(firstFrame) (t \(time)) differs: \(parts.joined(separator: "; "))"
            + (numeric ? " (tolerance \(tolerance))" : ""))
        lines += contextTable().map { "    " + $0 }
        if moreFrameCount > 0 {
            let fields = moreFields.names(in: layout).joined(separator: ", ")
            let frames = moreFrameCount == 1 ? "frame" : "frames"
            lines.append("and \(moreFrameCount) more differing \(frames), implied frames included (fields: \(fields))")
        }
        return lines.map { indent + $0 }
    }

    /// The fields that differ in the first differing frame, in order (`fx` last), with
    /// their expected and actual text; empty when only the header differs.
    public var firstFrameFields: [(name: String, expected: String, actual: String)] {
        guard let firstFrame, let row = rows.first(where: { $0.index == firstFrame }) else { return [] }
        return shownColumns.map { ($0.name, $0.text(row.expected), $0.text(row.actual)) }
    }

    /// A column of the report: a field (or `fx`) and how to write its value.
    private struct Column {
        let name: String
        let differs: (FrameFieldSet) -> Bool
        let text: (WrittenFrame) -> String
    }

    /// The fields that differ in the first differing frame, in order, `fx` last.
    private var shownColumns: [Column] {
        let layout = self.layout
        var columns = shownFields.indices.map { index in
            Column(
                name: layout.field(index).name, differs: { $0.contains(index) },
                text: { layout.text(of: index, in: $0.values) })
        }
        if shownFields.containsEffects {
            columns.append(Column(name: "fx", differs: { $0.containsEffects }, text: { $0.effectsText }))
        }
        return columns
    }

    private func contextTable() -> [String] {
        let columns = shownColumns
        var table: [[String]] = [["", "frame"] + columns.map(\.name)]
        for row in rows {
            let cells = columns.map { column -> String in
                let expected = column.text(row.expected)
                let actual = column.text(row.actual)
                if expected == actual { return expected }
                return expected + (column.differs(row.differing) ? " -> " : " ~ ") + actual
            }
            table.append([row.index == firstFrame ? ">" : "", "\(row.index)"] + cells)
        }
        var widths = Array(repeating: 0, count: table[0].count)
        for row in table {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return table.map { row in
            var line = row[0].padding(to: widths[0])
            line += " " + String(repeating: " ", count: widths[1] - row[1].count) + row[1]
            for column in 2..<row.count {
                line += "  " + (column == row.count - 1 ? row[column] : row[column].padding(to: widths[column]))
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
