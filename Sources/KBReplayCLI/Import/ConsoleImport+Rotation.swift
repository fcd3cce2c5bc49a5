import KBRecorder

extension ConsoleImport {
    /// Notifications less than this apart belong to one burst.
    static let burstGap: Int64 = 150_000_000

    /// Refuses rotations: a burst (notifications each within 150 ms of the one before)
    /// whose frames have more than one width, as when the screen turns (a keyboard that
    /// only changes height keeps its width). One error per burst, naming its lines.
    /// - Returns: whether each notification is in a rotation.
    static func rotationBursts(_ notifications: [ConsoleNotification], times: [Int64], errors: inout [ConsoleLogError]) -> [Bool] {
        var inRotation = [Bool](repeating: false, count: notifications.count)
        var start = 0
        while start < notifications.count {
            var end = start
            while end + 1 < notifications.count, times[end + 1] - times[end] <= burstGap { end += 1 }
            var widths: [Double] = []
            for notification in notifications[start...end] {
                for frame in [notification.begin, notification.end].compactMap({ $0 }) where frame.width > 0 && !widths.contains(frame.width) {
                    widths.append(frame.width)
                }
            }
            if widths.count > 1 {
                let (first, last) = (notifications[start].line, notifications[end].line)
                let milliseconds = Int((Double(times[end] - times[start]) / 1e6).rounded())
                errors.append(ConsoleLogError(
                    line: first,
                    message: "a rotation: \(end - start + 1) keyboard notifications within \(milliseconds) ms "
                        + "(lines \(first)...\(last)) whose frames change width (\(widths.map { TraceRecorder.text($0) }.joined(separator: " to "))); "
                        + "version 1 does not model rotation: cut the log before line \(first) or after line \(last)",
                    family: "rotation at \(first)"))
                for index in start...end { inRotation[index] = true }
            }
            start = end + 1
        }
        return inRotation
    }
}
