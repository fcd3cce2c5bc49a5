import KBRecorder
import UIKitModel

extension ConsoleImport {
    /// The longest span a trace holds, in nanoseconds (the format's 3600 s).
    static let maximumSpan: Int64 = 3_600_000_000_000

    /// Each notification's time in nanoseconds from the first: invented with `--spacing`,
    /// else from the timestamps, which must all be there, in order, representable and
    /// within 3600 s of the first. `nil` when an error was added.
    func times(_ notifications: [ConsoleNotification], errors: inout [ConsoleLogError]) -> [Int64]? {
        if let spacing { return Self.invented(notifications, spacing: spacing) }
        let count = errors.count
        if notifications.allSatisfy({ $0.timestamp == .none }) {
            errors.append(ConsoleLogError(
                line: 0,
                message: "the log has no timestamps: log with NSLog or os_log, show the timestamps in Xcode's console, "
                    + "or pass --spacing SECONDS to place each keyboard move that long after the previous one "
                    + "(the times are then invented, and the trace says so)"))
            return nil
        }
        var times: [Int64] = []
        var first: (nanoseconds: Int64, line: Int)?
        var previous: (nanoseconds: Int64, line: Int)?
        for notification in notifications {
            let name = notification.kind.notificationName
            switch notification.timestamp {
            case .none:
                errors.append(ConsoleLogError(
                    line: notification.line,
                    message: "\(name) without a timestamp at the start of its line (log with NSLog or os_log, show the "
                        + "timestamps in Xcode's console, or pass --spacing SECONDS to invent the times)",
                    family: "without a timestamp"))
            case .outOfRange:
                errors.append(ConsoleLogError(
                    line: notification.line,
                    message: "the timestamp is outside the dates kbreplay can represent (\(Timestamp.range))",
                    family: "timestamp out of range"))
            case .nanoseconds(let nanoseconds):
                let origin = first ?? (nanoseconds, notification.line)
                first = origin
                if let previous, nanoseconds < previous.nanoseconds {
                    errors.append(ConsoleLogError(
                        line: notification.line,
                        message: "\(name) is timestamped before the notification at line \(previous.line); the log is out of order",
                        family: "out of order"))
                    continue
                }
                previous = (nanoseconds, notification.line)
                let (span, overflow) = nanoseconds.subtractingReportingOverflow(origin.nanoseconds)
                guard !overflow, span <= Self.maximumSpan else {
                    errors.append(ConsoleLogError(
                        line: notification.line,
                        message: "\(name) is more than 3600 s after the first keyboard notification (line \(origin.line)), "
                            + "the longest trace the format holds: cut the log to the session",
                        family: "more than 3600 s"))
                    continue
                }
                times.append(span)
            }
        }
        return errors.count == count ? times : nil
    }

    /// Times for a log without them: a keyboard move (`moves`) every `spacing` seconds
    /// from 0, its will-notifications at its start, its did-notifications when its
    /// animation ends (its longest will-duration, at most `spacing`).
    static func invented(_ notifications: [ConsoleNotification], spacing: Double) -> [Int64] {
        let step = Int64((spacing * 1e9).rounded(.toNearestOrAwayFromZero))
        var times: [Int64] = []
        var move: Int64?
        var animation: Int64 = 0
        for (notification, starts) in zip(notifications, moveStarts(notifications)) {
            if starts {
                move = move.map { $0 + step } ?? 0
                animation = 0
            }
            if notification.kind.isWill {
                // Clamped to 0...spacing in seconds before it becomes nanoseconds: a
                // duration of 1e10 s (1e19 ns) is no Int64; one below 0, or not a number,
                // takes no time.
                let seconds = notification.duration.map { $0 >= 0 ? min($0, spacing) : 0 } ?? 0
                animation = max(animation, Int64((seconds * 1e9).rounded(.toNearestOrAwayFromZero)))
                times.append(move!)
            } else {
                times.append(move! + animation)
            }
        }
        return times
    }

    /// Whether each notification starts a keyboard move. A move is what iOS posts for one
    /// change of the keyboard: notifications that announce the same change (the same end
    /// frame, and the same begin frame where both print one), its will-notifications
    /// (a will-change-frame and a will-show or will-hide, in either order), then its
    /// did-notifications, each kind once. A notification that announces another change
    /// (whose begin frame is the previous end frame, as a will-hide after the
    /// will-change-frame that showed the keyboard), repeats a kind, or is a
    /// will-notification after the move's did-notifications starts the next move.
    static func moveStarts(_ notifications: [ConsoleNotification]) -> [Bool] {
        var starts: [Bool] = []
        var first: ConsoleNotification?
        var kinds: [KeyboardNotification.Kind] = []
        for notification in notifications {
            let sameChange = first.map { first in
                notification.end == first.end
                    && (notification.begin == nil || first.begin == nil || notification.begin == first.begin)
            } ?? false
            let joins = sameChange && !kinds.contains(notification.kind)
                && !(notification.kind.isWill && kinds.contains { !$0.isWill })
            if !joins {
                first = notification
                kinds = []
            }
            kinds.append(notification.kind)
            starts.append(!joins)
        }
        return starts
    }

    /// For the description: how many moves, and how they were formed.
    static func movesSentence(_ notifications: [ConsoleNotification]) -> String {
        let count = moveStarts(notifications).filter { $0 }.count
        return "\(count) keyboard move\(count == 1 ? "" : "s"): notifications announcing the same change (the same end "
            + "frame) are one move; one whose begin frame is the previous end frame starts the next. "
    }
}
