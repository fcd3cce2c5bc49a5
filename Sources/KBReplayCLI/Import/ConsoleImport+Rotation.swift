import KBRecorder
import UIKitModel

extension ConsoleImport {
    /// Notifications less than this apart belong to one burst.
    static let burstGap: Int64 = 150_000_000

    /// A rotation's transition, which a log does not print: UIKit's (`platform.md`: 0.4 s
    /// on an iPad, the transition curve, ease-in-out).
    static let rotationDuration = 0.4

    /// A burst whose frames change width, as when the screen turns (a keyboard that only
    /// changes height keeps its width): the system's notifications around a rotation.
    struct Burst: Equatable {
        /// The notifications' indices.
        var range: ClosedRange<Int>
        /// The frames' widths (above 0), in the order they first appear.
        var widths: [Double]
    }

    /// A rotation burst accepted: the trace gets a `geometry` event turning the screen at
    /// the burst's first notification (before it: the log prints no "will rotate"), and the
    /// burst's notifications from `newFrom` on are in the new screen.
    struct Rotation {
        var burst: Burst
        /// The first notification with a frame of the new width.
        var newFrom: Int
        /// The screen after the rotation: the old one's height by its width.
        var screen: (width: Double, height: Double)
    }

    /// The bursts: notifications each within 150 ms of the one before.
    static func bursts(_ times: [Int64]) -> [ClosedRange<Int>] {
        var bursts: [ClosedRange<Int>] = []
        var start = 0
        while start < times.count {
            var end = start
            while end + 1 < times.count, times[end + 1] - times[end] <= burstGap { end += 1 }
            bursts.append(start...end)
            start = end + 1
        }
        return bursts
    }

    /// The widths (above 0) of a burst's frames in the order they first appear; on a
    /// `screen`, not of the frames floating there and narrower than it (an iPad's floating
    /// keyboard changes width without a rotation; a frame of the turned screen may look
    /// floating on the old one, but it is wider).
    static func widths(
        _ notifications: ArraySlice<ConsoleNotification>, on screen: (width: Double, height: Double)? = nil
    ) -> [Double] {
        var widths: [Double] = []
        for notification in notifications {
            for frame in [notification.begin, notification.end].compactMap({ $0 }) where frame.width > 0 && !widths.contains(frame.width) {
                if let screen, frame.width < screen.width,
                    KeyboardFrameKind(frame, screenHeight: screen.height, screenWidth: screen.width) == .floating
                { continue }
                widths.append(frame.width)
            }
        }
        return widths
    }

    /// The rotation a burst is on `screen` (the one in force), or why it is none, as an error
    /// at its first line naming its lines: a rotation turns the screen by a quarter, so its
    /// frames go from the screen's width (within 1 pt) to its height, once, and do not come
    /// back within the burst.
    static func rotation(
        _ burst: Burst, on screen: (width: Double, height: Double), _ notifications: [ConsoleNotification], times: [Int64]
    ) -> Result<Rotation, ConsoleLogError> {
        let tolerance = ScreenSource.tolerance
        let size = "\(TraceRecorder.text(screen.width))x\(TraceRecorder.text(screen.height))"
        func refused(_ reason: String) -> Result<Rotation, ConsoleLogError> {
            let (first, last) = (notifications[burst.range.lowerBound].line, notifications[burst.range.upperBound].line)
            let milliseconds = Int((Double(times[burst.range.upperBound] - times[burst.range.lowerBound]) / 1e6).rounded())
            return .failure(ConsoleLogError(
                line: first,
                message: "a rotation: \(burst.range.count) keyboard notifications within \(milliseconds) ms "
                    + "(lines \(first)...\(last)) whose frames change width "
                    + "(\(burst.widths.map { TraceRecorder.text($0) }.joined(separator: " to "))): \(reason); "
                    + "cut the log before line \(first) or after line \(last)",
                family: "rotation at \(first)"))
        }
        guard burst.widths.count == 2 else { return refused("more than one change of width is not one rotation") }
        let (old, new) = (burst.widths[0], burst.widths[1])
        guard abs(old - screen.width) <= tolerance else {
            return refused("its first frames are not the \(size) screen's width, \(TraceRecorder.text(screen.width))")
        }
        guard abs(new - screen.height) <= tolerance else {
            return refused("a rotation turns the \(size) screen to \(TraceRecorder.text(screen.height))x"
                + "\(TraceRecorder.text(screen.width)), so its frames would then be \(TraceRecorder.text(screen.height)) wide")
        }
        let hasNew = { (notification: ConsoleNotification) in
            [notification.begin, notification.end].contains { $0.map { abs($0.width - new) <= tolerance } ?? false }
        }
        let newFrom = burst.range.first { hasNew(notifications[$0]) }!
        if let back = burst.range.first(where: { index in
            index > newFrom && [notifications[index].begin, notifications[index].end].contains {
                $0.map { $0.width > 0 && abs($0.width - old) <= tolerance } ?? false
            }
        }) {
            return refused("line \(notifications[back].line) has a frame of the old width again after the new one's at "
                + "line \(notifications[newFrom].line): not one rotation")
        }
        return .success(Rotation(burst: burst, newFrom: newFrom, screen: (screen.height, screen.width)))
    }
}

extension ConsoleImport {
    /// The screen each notification's frames are checked against (`nil`: in a refused
    /// burst, not checked), and the rotations accepted: the start screen until the first
    /// rotation's new frames, then the turned one, and so on. A burst whose frames (other
    /// than floating ones) change width is a rotation or an error. Without times (`--spacing`)
    /// there are no bursts.
    static func screens(
        of notifications: [ConsoleNotification], times: [Int64]?, start: ScreenSource, errors: inout [ConsoleLogError]
    ) -> (screens: [ScreenSource?], rotations: [Rotation]) {
        var screens: [ScreenSource?] = []
        var rotations: [Rotation] = []
        var current = start
        func fill(to end: Int, with screen: ScreenSource?) {
            while screens.count < end { screens.append(screen) }
        }
        for range in times.map(bursts) ?? [] {
            let widths = widths(notifications[range], on: (current.width, current.height))
            guard widths.count > 1, let times else { continue }
            fill(to: range.lowerBound, with: current)
            let burst = Burst(range: range, widths: widths)
            switch rotation(burst, on: (current.width, current.height), notifications, times: times) {
            case .success(let rotation):
                fill(to: rotation.newFrom, with: current)
                current = ScreenSource(
                    width: rotation.screen.width, height: rotation.screen.height,
                    given: "turned by the rotation at line \(notifications[range.lowerBound].line)")
                rotations.append(rotation)
            case .failure(let error):
                errors.append(error)
                fill(to: range.upperBound + 1, with: nil)
            }
        }
        fill(to: notifications.count, with: current)
        return (screens, rotations)
    }

    /// The line of the first frame that is floating on its screen (its bottom edge more than
    /// 1 pt above the screen's, some of it on the screen): the log is an iPad's.
    static func firstFloating(_ notifications: [ConsoleNotification], screens: [ScreenSource?]) -> Int? {
        for (notification, screen) in zip(notifications, screens) {
            guard let screen else { continue }
            for (frame, line) in [(notification.begin, notification.beginLine), (notification.end, notification.endLine)] {
                if let frame, KeyboardFrameKind(frame, screenHeight: screen.height, screenWidth: screen.width) == .floating { return line }
            }
        }
        return nil
    }

    /// A rotation as the trace gets it: a `geometry` event before the burst's first
    /// notification, with the turned screen, and the description's sentence.
    struct Turn {
        /// The burst's first notification.
        var index: Int
        var screen: Screen
        var sentence: String
    }

    /// The rotations' geometry events: the turned screen's safe areas are the device
    /// catalogue's for that size (an iPad's on an iPad), else the ones before the turn.
    static func turns(
        _ rotations: [Rotation], notifications: [ConsoleNotification], setup: RecordingSetup, idiom: Screen.Idiom
    ) -> [Turn] {
        var safe = (top: setup.safeTop, bottom: setup.safeBottom)
        return rotations.map { rotation in
            let (width, height) = rotation.screen
            let fit = DeviceCatalogue.devices(width: width, height: height).first { idiom == .phone || $0.device.family == .iPad }
            if let fit {
                let screen = fit.device.screen(fit.orientation)
                safe = (screen.safeTop, screen.safeBottom)
            }
            let (first, last) = (notifications[rotation.burst.range.lowerBound].line, notifications[rotation.burst.range.upperBound].line)
            let sentence = "Rotation at lines \(first)...\(last): a geometry event at line \(first)'s time turns the screen to "
                + "\(TraceRecorder.text(width))x\(TraceRecorder.text(height)), safe area \(TraceRecorder.text(safe.top)) top, "
                + "\(TraceRecorder.text(safe.bottom)) bottom (\(fit == nil ? "as before the turn" : "from the device catalogue")), "
                + "with UIKit's \(TraceRecorder.text(rotationDuration)) s transition (not in the log). "
            return Turn(
                index: rotation.burst.range.lowerBound,
                screen: Screen(width: width, height: height, safeTop: safe.top, safeBottom: safe.bottom, idiom: idiom), sentence: sentence)
        }
    }
}
