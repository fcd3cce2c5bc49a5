import UIKitModel
import KBRecorder

/// A keyboard notification printed in a console log, as `kbreplay import console` reads it.
struct ConsoleNotification: Equatable {
    /// The 1-based line the notification starts on (the one with its name and timestamp).
    var line: Int
    var kind: KeyboardNotification.Kind
    /// The timestamp at the start of that line.
    var timestamp: Timestamp
    var begin: Rect?
    var beginLine: Int
    var end: Rect?
    var endLine: Int
    /// `nil`: not printed (accepted on did-notifications only).
    var duration: Double?
    var curve: Int?
}

/// A problem at a line of a console log.
struct ConsoleLogError: Error, Equatable {
    /// The 1-based line; 0: the whole log.
    var line: Int
    var message: String
    /// Errors of one family are summarised when there are many (`and 31,655 more like it`).
    var family: String

    init(line: Int, message: String, family: String? = nil) {
        self.line = line
        self.message = message
        self.family = family ?? message
    }
}

/// Reads keyboard notifications from console output (`NotificationExtractor` finds them,
/// in whatever surrounds them), and checks that each holds what a trace needs: an end
/// frame (a will-hide may lack it) and, on a will-notification, a duration and a curve.
/// Nothing is invented: what is missing is an error at the name's line that says what
/// the userInfo holds instead.
///
/// A notification's timestamp is the one at the start of the line its name is on, or of
/// the nearest line above it after the notification before (see `Timestamp`). Lines that hold nothing of a notification, other than blank lines and
/// lines of brackets alone, are skipped (their numbers are returned, for a note).
enum ConsoleLog {
    struct Reading {
        var notifications: [ConsoleNotification] = []
        var errors: [ConsoleLogError] = []
        /// Lines that are not blank and not part of a keyboard notification.
        var skippedLines: [Int] = []
        /// Lines of keyboard notifications' names printed without a userInfo.
        var mentions: [Int] = []
        /// Lines of known userInfo keys that follow no keyboard notification's name.
        var orphanKeys: [Int] = []
    }

    static func read(_ bytes: [UInt8]) -> Reading {
        let text = LogText(bytes)
        let extraction = NotificationExtractor.extract(text)
        var reading = Reading(mentions: extraction.mentions, orphanKeys: extraction.orphanKeys)
        /// The last line of the notification before, which the next one's timestamp must follow.
        var previousEnd = 0
        for found in extraction.notifications {
            let timestamp = Self.timestamp(of: found, after: previousEnd, in: text)
            previousEnd = max(found.line, found.userInfo?.upperBound ?? found.line)
            do throws(ConsoleLogError) {
                reading.notifications.append(try notification(found, timestamp: timestamp))
            } catch {
                reading.errors.append(error)
            }
        }
        reading.skippedLines = (0..<text.lineCount).filter { index in
            !extraction.used.contains(index + 1) && !text.isBlank(index) && !text.isBrackets(index)
        }.map { $0 + 1 }
        return reading
    }

    /// The timestamp at the start of the name's line or, when it has none, of the nearest
    /// line above it after `previous` (a message logged over several lines, as
    /// `NSLog(@"keyboard:\n%@", note)`: the prefix is on its first line).
    static func timestamp(of found: NotificationExtractor.Found, after previous: Int, in text: LogText) -> Timestamp {
        var line = found.line
        while line > previous {
            let timestamp = Timestamp.read(text.slice(text.lineStarts[line - 1], text.lineEnd(line - 1)))
            if timestamp != .none { return timestamp }
            line -= 1
        }
        return .none
    }

    static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    static let duration = "UIKeyboardAnimationDurationUserInfoKey"
    static let curve = "UIKeyboardAnimationCurveUserInfoKey"

    private static func notification(_ found: NotificationExtractor.Found, timestamp: Timestamp) throws(ConsoleLogError) -> ConsoleNotification {
        let entries = found.entries
        let name = found.kind.notificationName
        func entry(_ key: String) -> NotificationExtractor.Entry? { entries.first { $0.key == key } }
        /// A frame by its own key or, as iOS 3.0 printed it, by its center and the bounds.
        func frame(_ key: String, center: String) throws(ConsoleLogError) -> (Rect, Int)? {
            if let found = entry(key) { return (try PrintedValue.rect(found), found.line) }
            guard let center = entry(center), let bounds = entry("UIKeyboardBoundsUserInfoKey") else { return nil }
            let point = try PrintedValue.point(center)
            let size = try PrintedValue.rect(bounds)
            return (Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), center.line)
        }
        let end = try frame(frameEnd, center: "UIKeyboardCenterEndUserInfoKey")
        if end == nil, found.kind != .willHide {
            throw ConsoleLogError(
                line: found.line, message: "\(name) has no end frame (\(frameEnd)); \(holding(found))",
                family: "no end frame")
        }
        let begin = try frame(frameBegin, center: "UIKeyboardCenterBeginUserInfoKey")
        let duration = try entry(Self.duration).map { entry throws(ConsoleLogError) in try PrintedValue.duration(entry) }
        let curve = try entry(Self.curve).map { entry throws(ConsoleLogError) in try PrintedValue.curve(entry) }
        if found.kind.isWill, duration == nil || curve == nil {
            let missing = [duration == nil ? Self.duration : nil, curve == nil ? Self.curve : nil].compactMap { $0 }
            throw ConsoleLogError(
                line: found.line,
                message: "\(name) has no \(missing.joined(separator: " and no ")) (a will-notification's move needs its "
                    + "duration and curve; kbreplay invents neither); \(holding(found))",
                family: "no duration or curve")
        }
        return ConsoleNotification(
            line: found.line, kind: found.kind, timestamp: timestamp, begin: begin?.0, beginLine: begin?.1 ?? found.line,
            end: end?.0, endLine: end?.1 ?? found.line, duration: duration, curve: curve)
    }

    /// `the userInfo at lines 13-15 holds only UIKeyboardBoundsUserInfoKey`.
    static func holding(_ found: NotificationExtractor.Found) -> String {
        let lines = found.userInfo.map { $0.count == 1 ? "line \($0.lowerBound)" : "lines \($0.lowerBound)-\($0.upperBound)" } ?? "line \(found.line)"
        var keys: [String] = []
        for entry in found.entries where !keys.contains(entry.key) { keys.append(entry.key) }
        guard !keys.isEmpty else { return "the userInfo at \(lines) holds none of the keyboard's keys" }
        return "the userInfo at \(lines) holds only \(keys.joined(separator: ", "))"
    }
}

extension KeyboardNotification.Kind {
    /// Whether the notification comes before the keyboard moves (will-show, will-hide,
    /// will-change-frame), with the move's duration and curve.
    var isWill: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: true
        case .didShow, .didHide, .didChangeFrame: false
        }
    }
}
