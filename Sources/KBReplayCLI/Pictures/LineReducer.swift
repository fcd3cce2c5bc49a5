/// Thins a line to what a plot of `columns` pixels can show: every point when there are
/// at most two per column, else per column the first, lowest, highest and last points
/// (so a one-frame spike is never lost). A value that is not finite (a field with no
/// value: no active text field) breaks the line: one NaN point marks the gap.
struct LineReducer {
    let firstFrame: Int
    let frameCount: Int
    let columns: Int
    private(set) var points: [Plot.Point] = []
    private var column = -1
    private var bucket: [Plot.Point] = []

    init(window: ClosedRange<Int>, columns: Int) {
        firstFrame = window.lowerBound
        frameCount = window.count
        self.columns = max(1, columns)
    }

    private var keepsEveryPoint: Bool { frameCount <= columns * 2 }

    /// Adds the value at a frame of the window; a non-finite one breaks the line.
    mutating func add(frame: Int, value: Double) {
        guard value.isFinite else {
            flush()
            if let last = points.last, !last.value.isNaN { points.append(Plot.Point(frame: frame, value: .nan)) }
            return
        }
        let point = Plot.Point(frame: frame, value: value)
        if keepsEveryPoint {
            points.append(point)
            return
        }
        let next = (frame - firstFrame) * columns / frameCount
        if next != column {
            flush()
            column = next
        }
        bucket.append(point)
    }

    /// The thinned points, in frame order.
    mutating func finish() -> [Plot.Point] {
        flush()
        return points
    }

    private mutating func flush() {
        guard let first = bucket.first, let last = bucket.last else { return }
        var lowest = first
        var highest = first
        for point in bucket {
            if point.value < lowest.value { lowest = point }
            if point.value > highest.value { highest = point }
        }
        var kept: [Plot.Point] = []
        for point in [first, lowest, highest, last].sorted(by: { $0.frame < $1.frame }) where kept.last != point {
            kept.append(point)
        }
        points += kept
        bucket.removeAll(keepingCapacity: true)
    }
}
