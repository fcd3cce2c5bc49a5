/// Watches a value for a reversal: it moved more than `tolerance` one way (from its
/// running extreme) and then more than `tolerance` back.
///
/// Equivalently: the rise above the running minimum and the fall below the running
/// maximum both exceed the tolerance at some point.
struct ReversalTracker {
    let tolerance: Double
    let start: Double
    let startFrame: Int
    private(set) var minimum: Double
    private(set) var maximum: Double
    private var minimumFrame: Int
    private var maximumFrame: Int
    private(set) var rose = false
    private(set) var fell = false
    /// Set once the value has reversed: the extreme it turned at, and which way it went first.
    private(set) var turn: (frame: Int, value: Double, wentUp: Bool)?

    init(start: Double, frame: Int, tolerance: Double) {
        self.tolerance = tolerance
        self.start = start
        self.startFrame = frame
        minimum = start
        maximum = start
        minimumFrame = frame
        maximumFrame = frame
    }

    /// Adds a value; returns true the first time the values reverse.
    mutating func add(_ value: Double, frame: Int) -> Bool {
        guard turn == nil else { return false }
        if value > maximum { maximum = value; maximumFrame = frame }
        if value < minimum { minimum = value; minimumFrame = frame }
        let roseNow = value - minimum > tolerance
        let fellNow = maximum - value > tolerance
        if roseNow && !rose && fell {
            // It went down first: the turn is at the minimum.
            turn = (minimumFrame, minimum, false)
        } else if fellNow && !fell && rose {
            turn = (maximumFrame, maximum, true)
        }
        rose = rose || roseNow
        fell = fell || fellNow
        return turn != nil
    }

    /// `from 1630 up to 1942 (frame 31), then back 12.5 to 1929.5`.
    func describe(_ value: Double, unit: String = " pt") -> MessageText {
        guard let turn else { return "" }
        let direction = turn.wentUp ? "up" : "down"
        return """
            from \(start) (frame \(startFrame)) \(direction) to \(turn.value) (frame \(turn.frame)), \
            then back \(abs(turn.value - value))\(unit) to \(value)
            """
    }
}
