import Handlers
import UIKitModel
import TraceKit

/// The HTML page of `kbreplay view`: one self-contained file (inline styles, an inline
/// script drawing on canvases, no network, no fonts), the same bytes for the same replay.
///
/// The frames go in as columns, one a field, of written values (thousandths for numbers)
/// as differences from the previous frame, with an unchanged value left empty
/// (`"1641823,,,-250,"`): a 10-second trace at 120 fps is a few tens of kilobytes. The
/// script (`ViewScript`) decodes them once and draws the frame asked for.
struct ViewPage {
    var view: PhoneView

    func html() -> String {
        let title = "kbreplay view: \(view.trace)"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>\(SVGText.escaped(title))</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <canvas id="phones"></canvas>
            <div id="panel">
            <h1>\(SVGText.escaped(view.trace))</h1>
            <p class="sub">\(SVGText.escaped("\(view.handler.name), \(view.fps) fps, \(view.frameCount) frames"))</p>
            <div class="controls">
            <button id="play" title="space">play</button>
            <button id="prev" title="left arrow">&#9664;</button>
            <button id="next" title="right arrow">&#9654;</button>
            <select id="speed"><option value="1">1x</option><option value="0.25">0.25x</option></select>
            <label id="ghostLabel"><input type="checkbox" id="ghost"/> golden as a ghost</label>
            <button id="diff">first difference</button>
            </div>
            <p class="now">frame <output id="fnum">0</output> of \(view.frameCount), t <output id="time">0</output> s</p>
            <canvas id="scrub"></canvas>
            <p id="where"></p>
            <table id="values"></table>
            <p class="keys">Keys: space plays and pauses, arrows step a frame (shift: 10), Home and End. The address ends in <code>#f=N</code> for the frame shown.</p>
            \(view.notes.map { "<p class=\"note\">\(SVGText.escaped($0))</p>" }.joined(separator: "\n"))
            </div>
            <script>
            const D = \(data());
            \(ViewScript.source)
            </script>
            </body>
            </html>

            """
    }

    /// The page's data as a JavaScript object literal.
    func data() -> String {
        let screen = view.scenario.screen
        let origin = view.composerYOrigin
        // The composer rests from the view's bottom with the view's safe bottom (situations.md).
        let frame = view.scenario.view ?? ViewFrame(filling: screen)
        var numbers: [(String, Double)] = [
            ("W", screen.width), ("H", screen.height), ("safeTop", screen.safeTop), ("safeBottom", screen.safeBottom),
            ("V", view.scenario.viewportHeight), ("C", view.scenario.contentHeight), ("B", view.scenario.composerHeight),
            ("rest", origin.composerBottom(composerY: 0, screenHeight: frame.bottom, safeBottom: frame.safeBottom(on: screen))),
        ]
        // The trace's view, when it gives one: the page shades what lies outside it.
        if let given = view.scenario.view { numbers += [("vt", given.top), ("vb", given.bottom)] }
        var members = [
            "name:" + Self.string(view.trace),
            "fps:\(view.fps)",
        ]
        members += numbers.map { "\($0.0):" + FixedDecimal.string($0.1, decimals: 3) }
        members.append("fields:[" + view.handler.frame.fields.map(Self.field).joined(separator: ",") + "]")
        members.append("parts:[" + view.handler.parts.map { Self.part($0, in: view.handler.frame) }.joined(separator: ",") + "]")
        members.append("a:" + Self.columns(view.actual))
        members.append("g:" + (view.golden.map(Self.columns) ?? "null"))
        members.append("ev:[" + view.events.map { "[\($0.frame),\(Self.string($0.label))]" }.joined(separator: ",") + "]")
        members.append("vi:[" + view.violations.map {
            "[\($0.frames.lowerBound),\($0.frames.upperBound),\(Self.string($0.invariant))]"
        }.joined(separator: ",") + "]")
        members.append("dm:" + (view.differing.map { Self.columns([$0]) } ?? "null"))
        members.append("diff:\(view.firstDifference ?? -1)")
        return "{\n" + members.joined(separator: ",\n") + "\n}"
    }

    /// A field as `["name","kind"]`, a choice with its names: kinds `n`umber, `a`lpha, `b`ool, `c`hoice.
    static func field(_ field: FrameField) -> String {
        switch field.kind {
        case .number: "[\(string(field.name)),\"n\"]"
        case .alpha: "[\(string(field.name)),\"a\"]"
        case .flag: "[\(string(field.name)),\"b\"]"
        case .choice(let names): "[\(string(field.name)),\"c\",[\(names.map(string).joined(separator: ","))]]"
        }
    }

    /// A part as its name and the indices of its fields (-1 for none), then its constants.
    static func part(_ part: FramePart, in schema: FrameSchema) -> String {
        func at(_ field: FrameField?) -> String { field.flatMap { schema.index(of: $0) }.map { "\($0)" } ?? "-1" }
        let items: [String] = switch part {
        case .keyboard(let top): ["\"keyboard\"", at(top)]
        case .list(let offset, let contentHeight, let inset, let viewportHeight):
            ["\"list\"", at(offset), at(contentHeight), at(inset), at(viewportHeight)]
        case .contentShift(let y, let alpha): ["\"contentShift\"", at(y), at(alpha)]
        case .viewShift(let y): ["\"viewShift\"", at(y)]
        case .runway(let height): ["\"runway\"", at(height)]
        case .composer(let y, let height): ["\"composer\"", at(y), at(height)]
        case .bar(let bottom, let height): ["\"bar\"", at(bottom), at(height)]
        case .activeField(let top, let bottom): ["\"field\"", at(top), at(bottom)]
        case .button(let bottom, let alpha, let size): ["\"button\"", at(bottom), at(alpha), FixedDecimal.string(size, decimals: 3)]
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// Columns of written values as strings of differences, an unchanged value empty.
    static func columns(_ columns: [[Int64]]) -> String {
        var text = "[\n"
        for (position, column) in columns.enumerated() {
            text += "\""
            var previous: Int64 = 0
            for (index, value) in column.enumerated() {
                if index > 0 { text += "," }
                if index == 0 || value != previous { text += String(value - previous) }
                previous = value
            }
            text += position == columns.count - 1 ? "\"\n" : "\",\n"
        }
        return text + "]"
    }

    /// A JSON string literal that cannot end the script (`<` is written `\u003c`).
    static func string(_ text: String) -> String {
        var literal = ""
        for character in JSONStringFormat.literal(text) {
            literal += character == "<" ? "\\u003c" : String(character)
        }
        return literal
    }

    static let style = """
        body { margin: 0; display: flex; align-items: flex-start; font-family: Helvetica, Arial, sans-serif; color: #222222; font-size: 13px; }
        #phones { display: block; flex: none; }
        #panel { padding: 12px 16px; width: 520px; }
        h1 { font-size: 16px; margin: 0 0 2px 0; }
        .sub, .keys, .note { color: #666666; margin: 2px 0 8px 0; }
        .controls button, .controls select { font-size: 13px; margin-right: 4px; }
        #scrub { display: block; cursor: pointer; margin: 6px 0; }
        #where { min-height: 32px; margin: 4px 0; }
        table { border-collapse: collapse; width: 100%; }
        td, th { text-align: left; padding: 2px 8px; border-bottom: 1px solid #EEEEEE; font-variant-numeric: tabular-nums; }
        td.v { text-align: right; }
        tr.differs td { background: #FBE3D4; }
        """
}
