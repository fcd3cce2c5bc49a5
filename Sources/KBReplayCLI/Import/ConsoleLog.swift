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

/// Reads keyboard notifications from console output, in every form `NotificationParser`
/// reads, from Xcode's console, `log stream`, `log show`, or pasted from anywhere.
///
/// A notification's timestamp is the one at the start of the line its name is on (see
/// `Timestamp`). Other lines, and notifications other than the six keyboard ones, are
/// skipped (their line numbers are returned, for a note).
enum ConsoleLog {
    struct Reading {
        var notifications: [ConsoleNotification] = []
        var errors: [ConsoleLogError] = []
        /// Lines that are not blank and not part of a keyboard notification.
        var skippedLines: [Int] = []
    }

    static func read(_ bytes: [UInt8]) -> Reading {
        let text = LogText(bytes)
        var reading = Reading()
        var lineIndex = 0
        var offset = 0
        /// The last line known to be part of a notification.
        var covered = -1
        while lineIndex < text.lineCount {
            let lineEnd = text.lineEnd(lineIndex)
            guard let name = NotificationParser.findName(in: text, from: max(offset, text.lineStarts[lineIndex]), to: lineEnd) else {
                if lineIndex > covered, !text.isBlank(lineIndex) { reading.skippedLines.append(lineIndex + 1) }
                lineIndex += 1
                offset = lineIndex < text.lineCount ? text.lineStarts[lineIndex] : 0
                continue
            }
            var parser = NotificationParser(text: text, after: name)
            let line = lineIndex + 1
            do throws(ConsoleLogError) {
                let entries = try parser.userInfo()
                let timestamp = Timestamp.read(text.slice(text.lineStarts[lineIndex], lineEnd))
                reading.notifications.append(try notification(name.kind, entries, line: line, timestamp: timestamp))
                covered = text.line(of: max(parser.position - 1, 0)) - 1
                lineIndex = covered
                offset = parser.position
            } catch {
                reading.errors.append(error)
                covered = max(covered, lineIndex)
                offset = name.end
            }
        }
        return reading
    }

    static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    static let duration = "UIKeyboardAnimationDurationUserInfoKey"
    static let curve = "UIKeyboardAnimationCurveUserInfoKey"

    private static func notification(
        _ kind: KeyboardNotification.Kind, _ entries: [NotificationParser.Entry], line: Int, timestamp: Timestamp
    ) throws(ConsoleLogError) -> ConsoleNotification {
        let name = kind.notificationName
        func entry(_ key: String) -> NotificationParser.Entry? { entries.first { $0.key == key } }
        /// A frame by its own key or, as iOS 3.0 printed it, by its center and the bounds.
        func frame(_ key: String, center: String) throws(ConsoleLogError) -> (Rect, Int)? {
            if let found = entry(key) { return (try PrintedValue.rect(found), found.line) }
            guard let center = entry(center), let bounds = entry("UIKeyboardBoundsUserInfoKey") else { return nil }
            let point = try PrintedValue.point(center)
            let size = try PrintedValue.rect(bounds)
            return (Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), center.line)
        }
        let end = try frame(frameEnd, center: "UIKeyboardCenterEndUserInfoKey")
        if end == nil, kind != .willHide {
            throw ConsoleLogError(line: line, message: "\(name) without \(frameEnd)")
        }
        let begin = try frame(frameBegin, center: "UIKeyboardCenterBeginUserInfoKey")
        var duration: Double?
        if let found = entry(Self.duration) {
            guard let value = Double(found.value), value.isFinite, value >= 0 else {
                throw ConsoleLogError(
                    line: found.line, message: "\(Self.duration): \"\(found.value)\" is not a duration in seconds",
                    family: "\(Self.duration) not a duration")
            }
            duration = value
        }
        var curve: Int?
        if let found = entry(Self.curve) {
            guard let value = Int(found.value) else {
                throw ConsoleLogError(
                    line: found.line, message: "\(Self.curve): \"\(found.value)\" is not an integer curve", family: "\(Self.curve) not an integer")
            }
            curve = value
        }
        if kind.isWill {
            if duration == nil { throw ConsoleLogError(line: line, message: "\(name) without \(Self.duration)") }
            if curve == nil { throw ConsoleLogError(line: line, message: "\(name) without \(Self.curve)") }
        }
        return ConsoleNotification(
            line: line, kind: kind, timestamp: timestamp, begin: begin?.0, beginLine: begin?.1 ?? line, end: end?.0,
            endLine: end?.1 ?? line, duration: duration, curve: curve)
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
