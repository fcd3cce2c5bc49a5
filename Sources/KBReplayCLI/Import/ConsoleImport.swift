import Handlers
import KBRecorder

/// Turns a console log's keyboard notifications into trace text, through `TraceRecorder`
/// (so an imported trace is held to the same rules as a recorded one).
struct ConsoleImport {
    /// The trace's `name`.
    var name: String
    /// The log's name, for the description.
    var source: String
    /// `--screen WxH`; `nil`: inferred from the keyboard frames.
    var screen: (width: Double, height: Double)?

    struct Output {
        var traceJSON: String
        var count: Int
        /// What the importer decided that the log does not say (for standard error).
        var notes: [String]
    }

    /// Every error of the log, in line order.
    struct Failure: Error {
        var errors: [ConsoleLogError]
    }

    func run(_ bytes: [UInt8]) -> Result<Output, Failure> {
        let (notifications, errors) = ConsoleLog.read(bytes)
        guard errors.isEmpty else { return .failure(Failure(errors: errors)) }
        guard let first = notifications.first else {
            return .failure(Failure(errors: [ConsoleLogError(
                line: 0,
                message: "no keyboard notifications in the log (lines printing \"NSConcreteNotification 0x... "
                    + "{name = UIKeyboardWillShowNotification; userInfo = {...}}\" with a timestamp)")]))
        }
        var notes: [String] = []
        let width: Double
        let height: Double
        if let screen {
            (width, height) = screen
        } else {
            guard let inferred = Self.inferScreen(notifications) else {
                return .failure(Failure(errors: [ConsoleLogError(
                    line: first.line,
                    message: "cannot infer the screen size from the keyboard frames: pass --screen WxH (e.g. --screen 393x852)")]))
            }
            (width, height) = inferred
            notes.append("screen \(Self.text(width))x\(Self.text(height)) inferred from the keyboard frames (set it with --screen WxH)")
        }
        let contentHeight = 2 * height
        let description = "Imported from \(source) by kbreplay import console: \(notifications.count) keyboard "
            + "notifications, lines \(first.line)...\(notifications.last!.line). "
            + (screen == nil ? "Screen inferred from the keyboard frames. " : "")
            + "Not in the log (edit to match the app): safe area 0 top, 34 bottom; content height "
            + "\(Self.text(contentHeight)) (twice the screen); composer \(Self.text(Scenario.defaultComposerHeight))."
        let setup = RecordingSetup(screenWidth: width, screenHeight: height, contentHeight: contentHeight)
        var recorder = TraceRecorder(name: name, description: description, setup: setup, startedAt: 0)
        var previous = first
        var failures: [ConsoleLogError] = []
        for notification in notifications {
            guard notification.timestamp >= previous.timestamp else {
                failures.append(ConsoleLogError(
                    line: notification.line,
                    message: "\(notification.kind.notificationName) is timestamped before the notification at line "
                        + "\(previous.line); the log is out of order"))
                continue
            }
            previous = notification
            let seconds = Double(notification.timestamp - first.timestamp) / 1e9
            if let issue = recorder.keyboard(
                notification.kind, begin: notification.begin, end: notification.end, duration: notification.duration,
                curve: notification.curve, at: seconds), issue.dropped
            {
                failures.append(ConsoleLogError(line: notification.endLine, message: issue.message))
            }
        }
        guard failures.isEmpty else { return .failure(Failure(errors: failures)) }
        return .success(Output(traceJSON: recorder.traceJSON(), count: notifications.count, notes: notes))
    }

    /// Width: the most common keyboard width. Height: the most common of the frames' top
    /// edges and bottom edges (a docked keyboard's bottom edge and a hidden keyboard's top
    /// edge are both the screen's bottom). `nil` when there is no single most common value.
    static func inferScreen(_ notifications: [ConsoleNotification]) -> (width: Double, height: Double)? {
        let frames = notifications.flatMap { [$0.begin, $0.end].compactMap { $0 } }.filter { $0.width > 0 && $0.height > 0 }
        guard let width = mode(frames.map(\.width)), let height = mode(frames.flatMap { [$0.y, $0.y + $0.height] }),
            width > 0, height > 0
        else { return nil }
        return (width, height)
    }

    private static func mode(_ values: [Double]) -> Double? {
        var counts: [Double: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        let best = counts.values.max() ?? 0
        let winners = counts.filter { $0.value == best }
        return winners.count == 1 ? winners.first!.key : nil
    }

    static func text(_ value: Double) -> String {
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
