import Handlers
import TraceKit
import UIKitModel

/// How the pages that draw phones (`kbreplay view`'s and `compare`'s) write their data
/// for `PhoneScript`: JavaScript literals of the screen, the parts and the frames' columns.
enum PageData {
    /// The screen's members, `name:value`: `W`, `H`, the safe areas, the scroll view's
    /// height `V` and content height `C`, the composer's height `B`, the composer's rest
    /// (`rest`, where it is one page's) and, when the trace gives one, its view's edges
    /// `vt` and `vb` (the page shades what lies outside them).
    static func screen(_ scenario: Scenario, composerYOrigin: HandlerSchema.ComposerYOrigin?) -> [String] {
        let screen = scenario.screen
        var numbers: [(String, Double)] = [
            ("W", screen.width), ("H", screen.height), ("safeTop", screen.safeTop), ("safeBottom", screen.safeBottom),
            ("V", scenario.viewportHeight), ("C", scenario.contentHeight), ("B", scenario.composerHeight),
        ]
        if let composerYOrigin { numbers.append(("rest", rest(scenario, composerYOrigin))) }
        if let given = scenario.view { numbers += [("vt", given.top), ("vb", given.bottom)] }
        return numbers.map { "\($0.0):" + number($0.1) }
    }

    /// The composer's bottom edge at rest (`composerY` 0): from the view's bottom with the
    /// view's safe bottom (situations.md).
    static func rest(_ scenario: Scenario, _ origin: HandlerSchema.ComposerYOrigin) -> Double {
        ComposerPlace(origin: origin, geometry: Geometry(screen: scenario.screen, view: scenario.view)).rest
    }

    /// A change of the screen or the view (a `geometry` event) at the first frame that shows it.
    struct GeometryChange: Equatable {
        var frame: Int
        /// The geometry in force from `frame` on (model values: the world's screen and view
        /// change at once, what moves with them is animated in the frames' values).
        var geometry: Geometry
    }

    /// The geometry changes of `trace`'s replay, read as the checker and the plot read them
    /// (`GeometryTimeline` at each frame's time): one a frame that shows a change (several
    /// events at one frame give the last one's geometry); none past the last frame.
    static func geometryChanges(_ trace: Trace) -> [GeometryChange] {
        var timeline = GeometryTimeline(scenario: trace.scenario, events: trace.events)
        var changes: [GeometryChange] = []
        for timed in trace.events {
            guard case .world(.geometry) = timed.event else { continue }
            let frame = PhoneView.firstFrame(at: timed.time, fps: trace.fps)
            guard frame <= trace.lastFrameIndex, timeline.advance(to: Time.frameTime(index: frame, fps: trace.fps)) else { continue }
            changes.append(GeometryChange(frame: frame, geometry: timeline.current))
        }
        return changes
    }

    /// The geometry changes as `geo:[[frame,W,H,safeTop,safeBottom,vt,vb],...]` (the view's
    /// edges always given: a view that follows the screen is `0, H`); `nil` when the
    /// geometry never changes (no member is written: the page is as it was).
    static func geometry(_ changes: [GeometryChange]) -> String? {
        guard !changes.isEmpty else { return nil }
        let items = changes.map { change in
            let (screen, view) = (change.geometry.screen, change.geometry.view)
            return "[\(change.frame)," + [screen.width, screen.height, screen.safeTop, screen.safeBottom, view.top, view.bottom]
                .map(number).joined(separator: ",") + "]"
        }
        return "geo:[" + items.joined(separator: ",") + "]"
    }

    /// A phone's composer rest in each changed geometry, as `rests:[...]` in the order of
    /// `geo` (`rest` holds the start's); `nil` when the geometry never changes.
    static func rests(_ changes: [GeometryChange], _ origin: HandlerSchema.ComposerYOrigin) -> String? {
        guard !changes.isEmpty else { return nil }
        return "rests:[" + changes.map { number(ComposerPlace(origin: origin, geometry: $0.geometry).rest) }.joined(separator: ",") + "]"
    }

    /// A number as the pages write it: at most three decimals.
    static func number(_ value: Double) -> String { FixedDecimal.string(value, decimals: 3) }

    /// A part as its name and the columns of its fields (`column` of the field; -1 for a
    /// field it leaves out), then its constants.
    static func part(_ part: FramePart, column: (FrameField) -> Int?) -> String {
        func at(_ field: FrameField?) -> String { field.flatMap(column).map { "\($0)" } ?? "-1" }
        let items: [String] = switch part {
        case .keyboard(let top):
            // A floating keyboard's frames carry its other edges (`KeyboardRectFields`):
            // the page then draws the rectangle they give, else the width below the top.
            ["\"keyboard\"", at(top)]
                + (column(KeyboardRectFields.kbX) == nil ? [] : KeyboardRectFields.fields.dropFirst().map(at))
        case .list(let offset, let contentHeight, let inset, let viewportHeight):
            ["\"list\"", at(offset), at(contentHeight), at(inset), at(viewportHeight)]
        case .contentShift(let y, let alpha): ["\"contentShift\"", at(y), at(alpha)]
        case .viewShift(let y): ["\"viewShift\"", at(y)]
        case .runway(let height): ["\"runway\"", at(height)]
        case .composer(let y, let height): ["\"composer\"", at(y), at(height)]
        case .bar(let bottom, let height): ["\"bar\"", at(bottom), at(height)]
        case .activeField(let top, let bottom): ["\"field\"", at(top), at(bottom)]
        case .button(let bottom, let alpha, let size): ["\"button\"", at(bottom), at(alpha), number(size)]
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// The events as `[frame,"label"]` items.
    static func ticks(_ events: [PhoneView.Tick]) -> String {
        "[" + events.map { "[\($0.frame),\(string($0.label))]" }.joined(separator: ",") + "]"
    }

    /// Violation spans as `[first,last,"invariant"]` items.
    static func spans(_ spans: [PhoneView.Span]) -> String {
        "[" + spans.map { "[\($0.frames.lowerBound),\($0.frames.upperBound),\(string($0.invariant))]" }.joined(separator: ",") + "]"
    }

    /// Columns of written values as strings of differences, an unchanged value empty.
    static func columns(_ columns: [[Int64]]) -> String {
        var text = ""
        writeColumns(columns) { text += $0 }
        return text
    }

    /// `columns` handed out a column at a time.
    static func writeColumns<Failure: Error>(_ columns: [[Int64]], _ emit: (String) throws(Failure) -> Void) throws(Failure) {
        try emit("[\n")
        for (position, column) in columns.enumerated() {
            try emit("\"" + differences(column) + (position == columns.count - 1 ? "\"\n" : "\",\n"))
        }
        try emit("]")
    }

    /// A column's values as differences from the value before (the first from 0), an
    /// unchanged value empty: `852000,,,-12733`.
    static func differences(_ column: [Int64]) -> String {
        var text = ""
        var previous: Int64 = 0
        for (index, value) in column.enumerated() {
            if index > 0 { text += "," }
            if index == 0 || value != previous { text += String(value - previous) }
            previous = value
        }
        return text
    }

    /// The frames a page keeps of a long trace (`KeptFrames`) as `fr:[N,"frames"]`, the
    /// frames as differences; `nil` when it keeps every frame (no member is written).
    static func kept(_ kept: KeptFrames) -> String? {
        guard let frames = kept.frames else { return nil }
        return "fr:[\(kept.frameCount),\"" + differences(frames.map(Int64.init)) + "\"]"
    }

    /// A JSON string literal that cannot end the script (`<` is written `\u003c`).
    ///
    /// It looks at the UTF-8 bytes, where `<` is the byte 0x3C and no other scalar holds
    /// that byte: not at characters, as it did, where a `<` is part of a larger character
    /// after a prepended mark (U+0600) or before a combining one (U+0301), and such a
    /// character is not `"<"`, so `</script>` passed.
    static func string(_ text: String) -> String {
        var literal: [UInt8] = []
        JSONStringFormat.append(text, to: &literal)
        var escaped: [UInt8] = []
        escaped.reserveCapacity(literal.count)
        for byte in literal {
            if byte == UInt8(ascii: "<") { escaped += Array(#"\u003c"#.utf8) } else { escaped.append(byte) }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
