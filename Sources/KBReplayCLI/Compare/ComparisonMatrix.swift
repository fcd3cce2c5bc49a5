import Handlers
import Invariants
import TraceKit

/// `kbreplay compare DIR` (or several traces): every trace through every handler that
/// takes it, a matrix of situations (rows, one `Comparison` each) by handlers (columns),
/// as a value; printers make text, Markdown, JSON and HTML (`docs/compare.md`).
///
/// A column for each handler asked for, in order, whether or not a row takes it: adding a
/// handler to the registry adds its column, with nothing else changed.
struct ComparisonMatrix: Equatable {
    /// What one handler made of one situation.
    enum Cell: Equatable {
        case ran(Comparison.Entry)
        /// The handler does not take the trace: why (`Comparison.retarget`).
        case leftOut(reason: String)
    }

    /// The columns: the handlers' names, in order.
    var handlers: [String]
    /// The rows: one comparison per trace, in the order given (a directory's by path).
    var situations: [Comparison]

    /// Runs each of `traces` through each of `handlers` that takes it.
    init(_ traces: [Trace], handlers: [HandlerKind]) {
        self.handlers = handlers.map(\.name)
        situations = traces.map { Comparison($0, handlers: handlers) }
    }

    /// The cell of `handler` in `situation`'s row.
    static func cell(_ situation: Comparison, _ handler: String) -> Cell {
        if let entry = situation.entries.first(where: { $0.handler == handler }) { return .ran(entry) }
        let reason = situation.leftOut.first { $0.handler == handler }?.reason
        return .leftOut(reason: reason ?? "not run")
    }

    /// The cells of a row, in the columns' order.
    func cells(_ situation: Comparison) -> [Cell] { handlers.map { Self.cell(situation, $0) } }

    /// The invariants any cell breaks, in catalogue order (a user's after the built-in
    /// ones, by name), each with the short name the grids print.
    var abbreviations: [(invariant: InvariantID, short: String)] {
        var seen = Set<InvariantID>()
        for situation in situations {
            for entry in situation.entries { seen.formUnion(entry.violations.map(\.invariant)) }
        }
        let builtIn = InvariantID.allCases.filter(seen.contains)
        let own = seen.subtracting(builtIn).sorted { $0.rawValue < $1.rawValue }
        let ids = builtIn + own
        // The initials of a name's words; a name whose initials another shares is written whole.
        let initials = ids.map { $0.rawValue.split(separator: "-").compactMap(\.first).map(String.init).joined() }
        return zip(ids, initials).map { id, short in
            (id, initials.filter { $0 == short }.count > 1 ? id.rawValue : short)
        }
    }
}

extension ComparisonMatrix {
    /// A cell as the grids (text, Markdown, HTML) write it: `✓` when the handler breaks no
    /// invariant, `✗ N` and the short names of those it breaks (N: the first frame of
    /// the first violation, where its page opens), `–` when it is left out.
    static func gridCell(_ cell: Cell, short: [InvariantID: String]) -> String {
        switch cell {
        case .leftOut: return "–"
        case .ran(let entry):
            guard let first = entry.firstBadFrame else { return "✓" }
            return "✗ \(first) " + entry.violations.map { short[$0.invariant] ?? $0.invariant.rawValue }.joined(separator: " ")
        }
    }

    /// What a cell measured beyond its verdict, as one line: the invariants with their
    /// first frames, the gap error (when not 0), the covered frames (when not 0), the
    /// wrong offsets at rest, the config dropped; `nil` when there is nothing to say.
    static func details(_ entry: Comparison.Entry) -> String? {
        var parts: [String] = []
        if !entry.violations.isEmpty {
            parts.append(entry.violations.map { "\($0.invariant.rawValue) (\($0.firstFrame))" }.joined(separator: ", "))
        }
        // A gap error that prints as 0 (rounding's dust) is none.
        if let gap = entry.largestGapError.map(DecimalFormat.string), gap != "0" { parts.append("gap error " + gap) }
        if let covered = entry.coveredFrames, covered > 0 { parts.append("covered \(covered)") }
        if !entry.wrongRests.isEmpty {
            parts.append("wrong offset at rest " + entry.wrongRests.map {
                DecimalFormat.string($0.offset) + " (frame \($0.frame): " + $0.invariants.map(\.rawValue).joined(separator: ", ") + ")"
            }.joined(separator: ", "))
        }
        if !entry.droppedConfig.isEmpty { parts.append("config dropped: " + entry.droppedConfig.joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The lines under a row: `handler: details` for each cell with some, then the
    /// handlers left out with why.
    func notes(_ situation: Comparison) -> [String] {
        var lines: [String] = []
        for cell in cells(situation) {
            switch cell {
            case .ran(let entry): if let details = Self.details(entry) { lines.append(entry.handler + ": " + details) }
            case .leftOut: break
            }
        }
        for left in situation.leftOut where handlers.contains(left.handler) {
            lines.append("left out: \(left.handler): \(left.reason)")
        }
        return lines
    }

    /// The first line: how many situations by how many handlers.
    var headline: String { "\(situations.count) situations x \(handlers.count) handlers" }

    /// The key to the grid's cells, naming the short names used.
    var legend: String {
        let names = abbreviations.map { "\($0.short) \($0.invariant.rawValue)" }
        return "✓ no invariant broken; ✗ N: invariants broken from frame N"
            + (names.isEmpty ? "" : " (" + names.joined(separator: ", ") + ")") + "; – left out (below)."
    }

    /// The short names by invariant (`abbreviations`).
    var shortNames: [InvariantID: String] {
        Dictionary(uniqueKeysWithValues: abbreviations.map { ($0.invariant, $0.short) })
    }
}
