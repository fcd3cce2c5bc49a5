import Foundation
import TraceKit

/// The report of a golden difference, as `GoldenDifferences.formatted()` writes it, with
/// two clarifications: the tolerance is named only when a number differs, and the count
/// of further differing frames says that it includes implied frames (frames a golden
/// does not write because nothing changed). Both belong in TraceKit's formatter; they
/// are here while TraceKit is being restructured.
enum DifferenceReport {
    static func lines(_ differences: GoldenDifferences) -> [String] {
        var lines = differences.formatted()
        let tolerance = " (tolerance \(differences.tolerance))"
        if !differences.shownFields.contains(where: \.isNumber),
            let index = lines.firstIndex(where: { $0.hasPrefix("frame ") && $0.hasSuffix(tolerance) })
        {
            lines[index].removeLast(tolerance.count)
        }
        if differences.moreFrameCount > 0,
            let index = lines.lastIndex(where: { $0.hasPrefix("and \(differences.moreFrameCount) more differing frame") })
        {
            lines[index] = lines[index].replacingFirst(" (fields: ", with: ", implied frames included (fields: ")
        }
        return lines
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
