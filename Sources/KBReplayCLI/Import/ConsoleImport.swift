import Handlers
import KBRecorder
import TraceKit
import UIKitModel

/// Turns a console log's keyboard notifications into trace text, through `TraceRecorder`
/// (so an imported trace is held to the same rules as a recorded one).
///
/// In order: the notifications are extracted (`ConsoleLog`, `NotificationExtractor`),
/// placed in time (their timestamps, or `--spacing` by moves), the screen is taken or
/// inferred (from the log's opening), rotation bursts become geometry events or are
/// refused, every frame is checked on both axes against the screen in force, a floating
/// frame makes the log an iPad's, the device of that screen is looked up in the catalogue
/// for its safe areas, and the rest is recorded. Every error of the
/// log is returned, in line order; nothing is written unless there is none.
struct ConsoleImport {
    /// The trace's `name`.
    var name: String
    /// The log's name, for the description.
    var source: String
    /// `--screen WxH`; `nil`: inferred from the keyboard frames.
    var screen: (width: Double, height: Double)?
    /// `--spacing SECONDS`: times invented, each keyboard move this long after the last.
    var spacing: Double?
    /// What the log does not say, from elsewhere (`--handler`, `--like`).
    var base: ImportBase = .defaults

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
        let reading = ConsoleLog.read(bytes)
        let notifications = reading.notifications
        guard let first = notifications.first, let last = notifications.last else {
            return .failure(Failure(errors: reading.errors.isEmpty ? [Self.nothingToImport(reading)] : reading.errors))
        }
        var errors = reading.errors
        let times = self.times(notifications, errors: &errors)
        let bursts = spacing == nil ? times.map(Self.bursts) ?? [] : []
        // The screen is the one the log starts in: before its first burst whose frames
        // change width (a rotation, or an iPad's keyboard undocking), or the whole log's.
        let changing = bursts.first { Self.widths(notifications[$0]).count > 1 }
        let opening = Array(notifications.prefix(changing?.lowerBound ?? notifications.count))
        guard let screen = screen ?? base.screen ?? Self.inferScreen(opening) ?? Self.inferScreen(notifications) else {
            errors.append(ConsoleLogError(
                line: first.line,
                message: "cannot infer the screen size from the keyboard frames: pass --screen WxH (e.g. --screen 393x852)"))
            return .failure(Failure(errors: Self.sorted(errors)))
        }
        let start = ScreenSource(
            width: screen.width, height: screen.height,
            given: self.screen != nil ? "given by --screen" : base.screen != nil ? base.source : nil)
        let (screens, rotations) = Self.screens(of: notifications, times: spacing == nil ? times : nil, start: start, errors: &errors)
        errors += zip(notifications, screens).flatMap { notification, screen in screen.map { $0.problems(of: notification) } ?? [] }
        guard errors.isEmpty, let times else { return .failure(Failure(errors: Self.sorted(errors))) }
        let floating = Self.firstFloating(notifications, screens: screens)
        let idiom: Screen.Idiom = base.like?.trace.scenario.screen.idiom == .pad
            || (floating != nil && !DeviceCatalogue.devices(width: screen.width, height: screen.height).contains { $0.device.family == .iPhone })
            ? .pad : .phone

        let silentDids = notifications.filter { $0.duration == nil || $0.curve == nil }.count
        let contentHeight = 2 * screen.height
        var description = "Imported from \(source) by kbreplay import console: \(notifications.count) keyboard "
            + "notifications, lines \(first.line)...\(last.line). "
            + (self.screen != nil ? "Screen from --screen. " : base.screen != nil ? "" : "Screen inferred from the keyboard frames. ")
            + Self.movesSentence(notifications)
        if let spacing {
            description += "Times invented (--spacing \(TraceRecorder.text(spacing))): each keyboard move "
                + "\(TraceRecorder.text(spacing)) s after the previous one, its did-notifications when its animation ends. "
        }
        if silentDids > 0 {
            description += "\(silentDids) did-notification\(silentDids == 1 ? "" : "s") printed without duration and curve: "
                + "written with duration 0 and curve 7 (no handler reads them from a did-notification). "
        }
        if idiom == .pad, let floating, base.like == nil {
            description += "An iPad's log: the frame at line \(floating) ends above the screen's bottom (a floating, undocked "
                + "or split keyboard, which only an iPad shows). "
        }
        let fits = base.like == nil
            ? DeviceCatalogue.devices(width: screen.width, height: screen.height).filter { idiom == .phone || $0.device.family == .iPad } : []
        let device = fits.first.map { $0.device.screen($0.orientation) }
        let deviceWords = Self.deviceWords(fits, screen: screen, given: base.like != nil)
        description += deviceWords.sentence
        var setup = base.setup(screen: screen, device: device, contentHeight: contentHeight)
        setup.idiom = idiom
        let turns = Self.turns(rotations, notifications: notifications, setup: setup, idiom: idiom)
        description += turns.map(\.sentence).joined()
        description += base.description(contentHeight: contentHeight, device: device)
        switch Self.startKeyboard(notifications, screenHeight: screen.height, idiom: idiom) {
        case .success(let frame): setup.keyboardFrame = frame
        case .failure(let error): return .failure(Failure(errors: Self.sorted(errors + [error])))
        }
        var recorder = TraceRecorder(
            name: name, description: description, setup: setup, startedAt: 0, handler: base.handler, config: base.config)
        for (index, (notification, time)) in zip(notifications, times).enumerated() {
            let seconds = Double(time) / 1e9
            if let turn = turns.first(where: { $0.index == index }), let issue = recorder.geometry(
                screenWidth: turn.screen.width, screenHeight: turn.screen.height, safeTop: turn.screen.safeTop,
                safeBottom: turn.screen.safeBottom, duration: Self.rotationDuration, curve: 0, at: seconds), issue.dropped
            {
                errors.append(ConsoleLogError(line: notification.line, message: issue.message, family: issue.category))
            }
            if let issue = recorder.keyboard(
                notification.kind, begin: notification.begin, end: notification.end, duration: notification.duration ?? 0,
                curve: notification.curve ?? 7, at: seconds), issue.dropped
            {
                errors.append(ConsoleLogError(line: notification.endLine, message: issue.message, family: issue.category))
            }
        }
        guard errors.isEmpty else { return .failure(Failure(errors: Self.sorted(errors))) }
        var notes: [String] = []
        if self.screen == nil, base.screen == nil {
            notes.append("screen \(TraceRecorder.text(screen.width))x\(TraceRecorder.text(screen.height)) inferred from "
                + "the keyboard frames (set it with --screen WxH)")
        }
        if let note = deviceWords.note { notes.append(note) }
        if spacing != nil, notifications.contains(where: { $0.timestamp != .none }) {
            notes.append("the log's timestamps were not used: --spacing invents every time")
        }
        if let skipped = Self.skippedNote(reading.skippedLines) { notes.append(skipped) }
        return .success(Output(traceJSON: recorder.traceJSON(), count: notifications.count, notes: notes))
    }

    /// The keyboard at the start (`situations.md`): the first notification that has a
    /// `begin` frame decides. A docked or partly off-screen `begin` is the trace's
    /// `keyboard.frame` (the log starts with the keyboard up), and so is a floating one on an
    /// iPad (`platform.md`); a hidden one, or none at all, starts hidden; a floating one on a
    /// phone is an error at its line.
    static func startKeyboard(
        _ notifications: [ConsoleNotification], screenHeight: Double, idiom: Screen.Idiom
    ) -> Result<Rect?, ConsoleLogError> {
        guard let first = notifications.first(where: { $0.begin != nil }), let begin = first.begin else { return .success(nil) }
        switch KeyboardFrameKind(begin, screenHeight: screenHeight) {
        case .docked, .partlyOffScreen:
            return .success(begin)
        case .floating where idiom == .pad:
            return .success(begin)
        case .hidden:
            return .success(nil)
        case .floating:
            return .failure(ConsoleLogError(
                line: first.beginLine,
                message: "\(first.kind.notificationName): begin frame \(TraceRecorder.text(begin)) is floating (its bottom "
                    + "edge more than 1 pt above the screen's, \(TraceRecorder.text(screenHeight))): the keyboard at the "
                    + "log's start must be docked, partly off-screen or hidden",
                family: "floating begin frame"))
        }
    }

    /// Which devices of the catalogue have the screen, and whose safe areas the trace
    /// takes: the first's (the catalogue's order) when several fit, the others named.
    /// The description's sentence, and the note for standard error; nothing with `--like`.
    static func deviceWords(
        _ fits: [(device: Device, orientation: Device.Orientation)], screen: (width: Double, height: Double), given: Bool
    ) -> (sentence: String, note: String?) {
        guard !given else { return ("", nil) }
        let size = "\(TraceRecorder.text(screen.width))x\(TraceRecorder.text(screen.height))"
        guard let first = fits.first else {
            return ("No device in kbreplay's catalogue has a \(size) screen. ",
                    "no device in kbreplay's catalogue has a \(size) screen: safe area 0 top, 34 bottom (edit the trace to match)")
        }
        func named(_ fit: (device: Device, orientation: Device.Orientation)) -> String {
            fit.device.names.joined(separator: ", ") + (fit.orientation == .landscape ? " (landscape)" : "")
        }
        func safeArea(_ fit: (device: Device, orientation: Device.Orientation)) -> String {
            let screen = fit.device.screen(fit.orientation)
            return "\(TraceRecorder.text(screen.safeTop)) top, \(TraceRecorder.text(screen.safeBottom)) bottom"
        }
        let others = fits.dropFirst().filter { safeArea($0) != safeArea(first) }
        let same = fits.dropFirst().filter { safeArea($0) == safeArea(first) }
        let elsewhere = others.isEmpty ? ""
            : "Also that size, with other safe areas: " + others.map { "\(named($0)) (\(safeArea($0)))" }.joined(separator: "; ") + ". "
        let sentence = "Device: the \(size) screen is the \(named(first))'s; safe area \(safeArea(first)) from kbreplay's "
            + "device catalogue. " + (same.isEmpty ? "" : "Also that size, with the same safe areas: "
                + same.map(named).joined(separator: "; ") + ". ") + elsewhere
        let note = "device \(first.device.name)\(first.orientation == .landscape ? " (landscape)" : "") (\(size)): safe area "
            + "\(safeArea(first)), from the device catalogue"
            + (others.isEmpty ? "" : "; " + others.map { "\($0.device.name): \(safeArea($0))" }.joined(separator: "; ") + " (see the description)")
        return (sentence, note)
    }

    /// Why a log without errors holds no notification: names without a userInfo, keys
    /// without a name, or neither.
    static func nothingToImport(_ reading: ConsoleLog.Reading) -> ConsoleLogError {
        func lines(_ numbers: [Int]) -> String {
            let shown = numbers.prefix(5).map(String.init).joined(separator: ", ")
            return (numbers.count == 1 ? "line " : "lines ") + shown + (numbers.count > 5 ? " and \(numbers.count - 5) more" : "")
        }
        if let first = reading.mentions.first {
            return ConsoleLogError(
                line: first,
                message: "no keyboard notification in the log has a userInfo: the names at \(lines(reading.mentions)) are "
                    + "printed alone (print the whole notification: NSLog(@\"%@\", notification) or print(notification))")
        }
        if let first = reading.orphanKeys.first {
            return ConsoleLogError(
                line: first,
                message: "the userInfo keys at \(lines(reading.orphanKeys)) follow no keyboard notification's name "
                    + "(print the whole notification, not only its userInfo: NSLog(@\"%@\", notification) or print(notification))")
        }
        return ConsoleLogError(
            line: 0,
            message: "no keyboard notifications in the log (lines printing a notification as NSLog or print do: "
                + "\"{name = UIKeyboardWillShowNotification; userInfo = {...}}\" or "
                + "\"name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([...])\")")
    }

    /// "skipped 3 lines that hold no keyboard notification (lines 1, 2, 38)", at most five
    /// line numbers.
    static func skippedNote(_ lines: [Int]) -> String? {
        guard !lines.isEmpty else { return nil }
        let shown = lines.prefix(5).map(String.init).joined(separator: ", ")
        let more = lines.count > 5 ? " and \(lines.count - 5) more" : ""
        return "skipped \(lines.count) line\(lines.count == 1 ? "" : "s") that hold\(lines.count == 1 ? "s" : "") "
            + "no keyboard notification (line\(lines.count == 1 ? "" : "s") \(shown)\(more))"
    }

    /// Errors in line order (a stable sort: errors of one line keep their order).
    static func sorted(_ errors: [ConsoleLogError]) -> [ConsoleLogError] {
        errors.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }
}
