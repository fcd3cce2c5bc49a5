import Handlers
import TraceKit

/// The phones of `compare`'s page: each compared handler's replay drawn as `kbreplay view`
/// draws it (`PhoneView`, `PhoneScript`), in the comparison's order, at one frame.
///
/// Only the columns the handlers' parts draw go in, each once: a column two handlers
/// draw alike (the keyboard's top, most often) is written once and both phones' parts
/// point at it.
struct ComparisonPhones: Equatable {
    /// One handler's phone: its parts, with the shared column each of their fields reads.
    struct Phone: Equatable {
        var handler: String
        var parts: [FramePart]
        /// The shared column of each field its parts read, by the field's name.
        var columnOfField: [String: Int]
        /// The composer's bottom at rest (`composerY` 0) for its config.
        var rest: Double
        /// Where its composer's `composerY` is measured from (for its rest in each changed geometry).
        var composerYOrigin: HandlerSchema.ComposerYOrigin
        var violations: [PhoneView.Span]
    }

    /// The points of the phones on the page per CSS pixel: smaller than a view page's
    /// (0.75), so that four phones fit beside each other in a window 1,000 pixels wide.
    static let scale = 0.5

    var scenario: Scenario
    var fps: Int
    var frameCount: Int
    /// The events, alike for every handler.
    var events: [PhoneView.Tick]
    /// The screen's and the view's changes, alike for every handler.
    var geometryChanges: [PageData.GeometryChange]
    /// The distinct columns the phones draw, in the order the phones first read them.
    var columns: [[Int64]]
    var phones: [Phone]

    /// The frames the columns hold (`KeptFrames`), the same for every phone: of a long
    /// trace, those every handler's replay marks (its violations), and the events'.
    var kept: KeptFrames

    /// The phones of `comparison`'s entries; `nil` when it ran no handler.
    init?(_ comparison: Comparison, bound: Int = KeptFrames.defaultBound) {
        guard let first = comparison.entries.first else { return nil }
        scenario = first.trace.scenario
        fps = comparison.fps
        frameCount = comparison.frameCount
        events = []
        geometryChanges = []
        columns = []
        phones = []
        var views = comparison.entries.map { PhoneView(trace: $0.trace, bound: bound) }
        if views.contains(where: { !$0.kept.keepsAll }) {
            // Every phone keeps the frames any of them marks.
            let marks = views.flatMap { KeptFrames.marks(events: $0.events, violations: $0.violations, firstDifference: nil) }
            views = comparison.entries.map { PhoneView(trace: $0.trace, bound: bound, marks: marks) }
        }
        kept = views[0].kept
        var pool: [[Int64]: Int] = [:]
        for (entry, view) in zip(comparison.entries, views) {
            if phones.isEmpty { (events, geometryChanges) = (view.events, view.geometryChanges) }
            var columnOfField: [String: Int] = [:]
            // The parts' fields, and a floating keyboard's other edges where its frames carry them.
            for field in view.handler.parts.flatMap(\.fields) + KeyboardRectFields.fields.dropFirst() {
                guard columnOfField[field.name] == nil, let index = view.frame.index(of: field) else { continue }
                let column = view.actual[index]
                if let shared = pool[column] {
                    columnOfField[field.name] = shared
                } else {
                    pool[column] = columns.count
                    columnOfField[field.name] = columns.count
                    columns.append(column)
                }
            }
            phones.append(Phone(
                handler: entry.handler, parts: view.handler.parts, columnOfField: columnOfField,
                rest: PageData.rest(entry.trace.scenario, view.composerYOrigin), composerYOrigin: view.composerYOrigin,
                violations: view.violations))
        }
    }

    /// The page's data as a JavaScript object literal: the screen (and its changes `geo`),
    /// the events, the shared columns `cols`, then one line a phone (`name`, `rest`, its
    /// rest in each changed geometry `rests`, `parts` pointing into `cols`, violations `vi`).
    func data(name: String) -> String {
        var members = [
            "name:" + PageData.string(name),
            "fps:\(fps)",
            "scale:" + PageData.number(Self.scale),
            "n:\(frameCount)",
        ]
        members += PageData.screen(scenario, composerYOrigin: nil)
        if let geometry = PageData.geometry(geometryChanges) { members.append(geometry) }
        members.append("ev:" + PageData.ticks(events))
        members.append("cols:" + PageData.columns(columns))
        let lines = phones.map { phone in
            let parts = phone.parts.map { PageData.part($0) { phone.columnOfField[$0.name] } }
            let rests = PageData.rests(geometryChanges, phone.composerYOrigin).map { "," + $0 } ?? ""
            return "{name:" + PageData.string(phone.handler) + ",rest:" + PageData.number(phone.rest) + rests
                + ",parts:[" + parts.joined(separator: ",") + "],vi:" + PageData.spans(phone.violations) + "}"
        }
        members.append("phones:[\n" + lines.joined(separator: ",\n") + "\n]")
        if let kept = PageData.kept(kept) { members.append(kept) }
        return "{\n" + members.joined(separator: ",\n") + "\n}"
    }
}
