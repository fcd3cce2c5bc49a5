import KBRecorder
import UIKitModel

/// The screen an import checks frames against, and where it came from (for messages).
struct ScreenSource {
    var width: Double
    var height: Double
    /// Where it came from, for messages: `given by --screen`, `from --like a.trace.json`;
    /// `nil`: inferred from the keyboard frames.
    var given: String?

    /// How far a frame may pass the screen's sides, as the trace format's docked frames do.
    static let tolerance = 1.0

    var named: String {
        let size = "\(TraceRecorder.text(width))x\(TraceRecorder.text(height))"
        guard let given else { return "the screen, inferred from the keyboard frames, is \(size); set it with --screen WxH" }
        return "the screen, \(given), is \(size)"
    }

    /// What is wrong with a notification's frames along x: wider than the screen, off it
    /// to a side, or (against an inferred screen, unless it is floating: an iPad's floating
    /// keyboard is narrower) not its width. Zero-width frames (a keyboard with no size) are
    /// not checked. The y axis is the recorder's (docked,
    /// partly off-screen, hidden, or floating).
    func problems(of notification: ConsoleNotification) -> [ConsoleLogError] {
        var problems: [ConsoleLogError] = []
        let frames = [("begin", notification.begin, notification.beginLine), ("end", notification.end, notification.endLine)]
        for case let (label, frame?, line) in frames where frame.width > 0 {
            let what: (message: String, family: String)
            if frame.width > width + Self.tolerance {
                what = ("is wider than the screen", "wider than the screen")
            } else if frame.x < -Self.tolerance || frame.x + frame.width > width + Self.tolerance {
                what = ("is off the screen along x", "off the screen along x")
            } else if given == nil, abs(frame.width - width) > Self.tolerance,
                KeyboardFrameKind(frame, screenHeight: height, screenWidth: width) != .floating
            {
                what = ("does not match the screen's width", "not the screen's width")
            } else {
                continue
            }
            problems.append(ConsoleLogError(
                line: line,
                message: "\(notification.kind.notificationName): \(label) frame \(TraceRecorder.text(frame)) \(what.message) (\(named))",
                family: what.family))
        }
        return problems
    }
}

extension ConsoleImport {
    /// Width: the most common keyboard width (of the frames that reach the screen's
    /// bottom, when the height is known and they decide). Height: the most common of the frames' top
    /// edges and bottom edges (a docked keyboard's bottom edge and a hidden keyboard's top
    /// edge are both the screen's bottom); when two are as common (one notification's
    /// docked end frame: its top and its bottom), the one edge that is the height of a
    /// screen of that width in the device catalogue. `nil` when neither decides.
    static func inferScreen(_ notifications: [ConsoleNotification]) -> (width: Double, height: Double)? {
        let frames = notifications.flatMap { [$0.begin, $0.end].compactMap { $0 } }.filter { $0.width > 0 && $0.height > 0 }
        let edges = frames.flatMap { [$0.y, $0.y + $0.height] }
        guard let width = mode(frames.map(\.width)), width > 0 else { return nil }
        if let height = mode(edges), height > 0 {
            // An iPad's floating keyboards are narrower than the screen: the width is the
            // frames' that reach the bottom (docked, a bar, hidden) when they decide.
            let reaching = frames.filter { $0.y + $0.height >= height - ScreenSource.tolerance }
            return (mode(reaching.map(\.width)) ?? width, height)
        }
        let known = Set(DeviceCatalogue.devices.flatMap { device -> [Double] in
            (device.width == width ? [device.height] : []) + (device.height == width ? [device.width] : [])
        }.filter { edges.contains($0) })
        guard known.count == 1, let height = known.first else { return nil }
        return (width, height)
    }

    private static func mode(_ values: [Double]) -> Double? {
        var counts: [Double: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        let best = counts.values.max() ?? 0
        let winners = counts.filter { $0.value == best }
        return winners.count == 1 ? winners.first!.key : nil
    }
}
