/// "Did you mean...?" for misspelled keys and names.
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    ///
    /// Distance is the optimal string alignment distance (insertions, deletions,
    /// substitutions and adjacent transpositions) after lowercasing ASCII letters; a
    /// candidate qualifies within 2 edits and less than half its length. Ties go to the
    /// earlier candidate.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let source = Array(word.unicodeScalars.map(lowercased))
        guard source.count <= 64 else { return nil }
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates {
            let target = Array(candidate.unicodeScalars.map(lowercased))
            guard abs(target.count - source.count) <= 2 else { continue }
            let distance = editDistance(source, target)
            guard distance <= 2, distance * 2 < target.count else { continue }
            if best == nil || distance < best?.distance ?? Int.max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> UInt32 {
        (0x41...0x5A).contains(scalar.value) ? scalar.value + 0x20 : scalar.value
    }

    /// Optimal string alignment distance between two short sequences.
    static func editDistance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
