import Handlers
import UIKitModel
import TraceKit

/// The HTML page of `kbreplay view`: one self-contained file (inline styles, an inline
/// script drawing on canvases, no network, no fonts), the same bytes for the same replay.
///
/// The frames go in as columns, one a field, of written values (thousandths for numbers)
/// as differences from the previous frame, with an unchanged value left empty
/// (`"1641823,,,-250,"`): a 10-second trace at 120 fps is a few tens of kilobytes. The
/// script (`PhoneScript`, `PlaybackScript`, then `ViewScript`) decodes them once and draws
/// the frame asked for.
struct ViewPage {
    var view: PhoneView

    /// Points to CSS pixels: 0.75 (`docs/view.md`, "Geometry").
    static let scale = 0.75

    func html() -> String {
        var text = ""
        write { text += $0 }
        return text
    }

    /// The page handed out in pieces as it is made (`html()` is them joined): the data a
    /// column at a time, so that a long trace's page is never held whole.
    func write<Failure: Error>(_ emit: (String) throws(Failure) -> Void) throws(Failure) {
        let title = "kbreplay view: \(view.trace)"
        try emit("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>\(SVGText.escaped(title))</title>
            <style>
            \(PlaybackScript.style)
            \(Self.style)
            </style>
            </head>
            <body>
            <canvas id="phones"></canvas>
            <div id="panel">
            <h1>\(SVGText.escaped(view.trace))</h1>
            <p class="sub">\(SVGText.escaped("\(view.handler.name), \(view.fps) fps, \(view.frameCount) frames"))</p>
            \(PlaybackScript.controls(extra: [
                #"<label id="ghostLabel"><input type="checkbox" id="ghost"/> golden as a ghost</label>"#,
                #"<button id="diff">first difference</button>"#,
            ], frameCount: view.frameCount))
            <table id="values"></table>
            \(PlaybackScript.keys)
            \(view.notes.map { "<p class=\"note\">\(SVGText.escaped($0))</p>" }.joined(separator: "\n"))
            </div>
            <script>
            const D = 
            """)
        try writeData(emit)
        try emit("""
            ;
            \(PhoneScript.script(page: ViewScript.source, keepsSome: !view.kept.keepsAll))
            </script>
            </body>
            </html>

            """)
    }

    /// The page's data as a JavaScript object literal.
    func data() -> String {
        var text = ""
        writeData { text += $0 }
        return text
    }

    /// `data()` in pieces: a member, or a column of one, at a time.
    private func writeData<Failure: Error>(_ emit: (String) throws(Failure) -> Void) throws(Failure) {
        var members = [
            "name:" + PageData.string(view.trace),
            "fps:\(view.fps)",
            "scale:" + PageData.number(Self.scale),
        ]
        members += PageData.screen(view.scenario, composerYOrigin: view.composerYOrigin)
        members += [PageData.geometry(view.geometryChanges), PageData.rests(view.geometryChanges, view.composerYOrigin)].compactMap { $0 }
        let schema = view.frame
        members.append("fields:[" + schema.fields.map(Self.field).joined(separator: ",") + "]")
        members.append("parts:[" + view.handler.parts.map { PageData.part($0, column: schema.index(of:)) }.joined(separator: ",") + "]")
        try emit("{\n" + members.joined(separator: ",\n") + ",\na:")
        try PageData.writeColumns(view.actual, emit)
        try emit(",\ng:")
        if let golden = view.golden { try PageData.writeColumns(golden, emit) } else { try emit("null") }
        members = [
            "",
            "ev:" + PageData.ticks(view.events),
            "vi:" + PageData.spans(view.violations),
            "dm:" + (view.differing.map { PageData.columns([$0]) } ?? "null"),
            "diff:\(view.firstDifference ?? -1)",
        ]
        if let kept = PageData.kept(view.kept) { members.append(kept) }
        try emit(members.joined(separator: ",\n") + "\n}")
    }

    /// A field as `["name","kind"]`, a choice with its names: kinds `n`umber, `a`lpha, `b`ool, `c`hoice.
    static func field(_ field: FrameField) -> String {
        let name = PageData.string(field.name)
        return switch field.kind {
        case .number: "[\(name),\"n\"]"
        case .alpha: "[\(name),\"a\"]"
        case .flag: "[\(name),\"b\"]"
        case .choice(let names): "[\(name),\"c\",[\(names.map(PageData.string).joined(separator: ","))]]"
        }
    }

    /// The view page's own layout: the phones, then the panel of controls and values at their right.
    static let style = """
        body { display: flex; align-items: flex-start; }
        #panel { padding: 12px 16px; width: 520px; }
        table { border-collapse: collapse; width: 100%; }
        td.v { text-align: right; }
        tr.differs td { background: #FBE3D4; }
        """
}
