/// A band of a lane as drawn: frames `start...end` in one value (a state's index, or an
/// opacity in thousandths).
///
/// Runs narrower than a pixel are merged with their neighbours into one band that shows
/// the value held longest in it, so a long replay whose states flicker draws one
/// rectangle per pixel at most, not one per frame.
struct LaneBand: Equatable {
    var start: Int
    var end: Int
    var value: Int64
    /// How many runs the band stands for (1 when it was not merged).
    var runs = 1

    /// The bands of `runs` (in frame order) at `pixelsPerFrame`.
    static func bands(_ runs: [(start: Int, end: Int, value: Int64)], pixelsPerFrame: Double) -> [LaneBand] {
        var bands: [LaneBand] = []
        var longest = 0
        for run in runs {
            let length = run.end - run.start + 1
            if var last = bands.last, Double(last.end - last.start + 1) * pixelsPerFrame < 1 {
                last.end = run.end
                last.runs += 1
                if length > longest {
                    last.value = run.value
                    longest = length
                }
                bands[bands.count - 1] = last
            } else {
                bands.append(LaneBand(start: run.start, end: run.end, value: run.value))
                longest = length
            }
        }
        return bands
    }
}
