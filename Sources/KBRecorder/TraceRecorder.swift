import HandlerCore
import UIKitModel
/// Records what the system and the user tell a chat screen, and writes it as a version-1
/// trace that `kbreplay` replays.
///
/// Every call takes the time it happened, in seconds on any monotonic clock (the UIKit
/// adapter uses `ProcessInfo.systemUptime`). The trace's times are seconds from the first
/// call (the start, when `startedAt` is given), as whole nanoseconds. The recorder never
/// throws and never traps: a call the format cannot hold is dropped (or, for a time that
/// went backwards, recorded at the previous time), the call returns why, and the trace's
/// `description` counts what was dropped or adjusted. At the format's limits (3600 s, the
/// file size, the number of events) the recording stops, and the description says so.
public struct TraceRecorder: Sendable {
    /// The trace's name, made valid (ASCII letters, digits, `.`, `_`, `-`).
    public let name: String
    /// The setup as written, with any value the format cannot hold replaced.
    public private(set) var setup: RecordingSetup
    /// The handler the trace replays through: its events are the ones recorded.
    public let handler: HandlerKind
    /// The handler's `config` (written where it differs from the defaults).
    public let config: HandlerConfig
    var note: String?
    private var origin: Double?
    private(set) var events: [(time: Int64, event: RecordedEvent)] = []
    private var lastTime: Int64 = 0
    private var lastDragY: Double?
    /// Where the window is now (the start's, then each recorded geometry change's).
    private var placement: WindowPlacement
    private var bytes = 0
    private var counts: [String: Int] = [:]
    private var categories: [String] = []
    private(set) var stopReason: String?
    private var droppedAfterStop = 0
    let limits: RecorderLimits

    /// Starts a recording.
    /// - Parameters:
    ///   - name: the trace's name; other characters than the format allows become `-`.
    ///   - description: free text for the trace's description, before the recorder's notes.
    ///   - setup: the screen, scroll view and composer now.
    ///   - startedAt: the time of the start; `nil`: the first recorded call's time.
    ///   - handler: the handler the trace replays through (`.launchComposer`, from the
    ///     Handlers module, for seed 001's chat screen; no default, so that recording links
    ///     no built-in handler); a call for an event it does not take is dropped, and says so.
    ///   - config: the handler's `config`; `nil`: its defaults, with `setup.pinToTopEnabled`
    ///     for a handler that has that key.
    public init(
        name: String, description: String? = nil, setup: RecordingSetup, startedAt: Double? = nil,
        handler: HandlerKind, config: HandlerConfig? = nil
    ) {
        self.init(
            name: name, description: description, setup: setup, startedAt: startedAt, handler: handler, config: config,
            limits: .format)
    }

    init(
        name: String, description: String?, setup: RecordingSetup, startedAt: Double?, handler: HandlerKind,
        config: HandlerConfig? = nil, limits: RecorderLimits
    ) {
        self.limits = limits
        self.handler = handler
        var defaults = HandlerConfig(keys: handler.schema.configKeys)
        if setup.pinToTopEnabled { defaults.set("pinToTopEnabled", to: .flag(true)) }
        // A config of another handler's keys would not be this handler's: its defaults
        // then (counted in the description below).
        self.config = config.flatMap { $0.keys == handler.schema.configKeys ? $0 : nil } ?? defaults
        self.name = Self.validName(name)
        self.note = description
        self.setup = setup
        if let startedAt, startedAt.isFinite { origin = startedAt }
        placement = setup.placement
        self.setup = sanitized(setup)
        placement = self.setup.placement
        if let config, config.keys != handler.schema.configKeys {
            count(RecorderIssue(
                dropped: false, message: "a config of other keys than \(handler.name)'s replaced by its defaults",
                category: "setup value replaced: a config of other keys than \(handler.name)'s, by its defaults"))
        }
    }

    // MARK: - Calls

    /// A keyboard notification as posted: its `UIKeyboardFrameBeginUserInfoKey` and
    /// `UIKeyboardFrameEndUserInfoKey` frames (screen coordinates), duration and curve.
    @discardableResult
    public mutating func keyboard(
        _ kind: KeyboardNotification.Kind, begin: Rect?, end: Rect?, duration: Double, curve: Int,
        at time: Double
    ) -> RecorderIssue? {
        let what = kind.notificationName
        if end == nil, kind != .willHide {
            return drop("\(what) without an end frame (only a will-hide may lack one)", "keyboard notifications without an end frame")
        }
        if let end, let problem = rectProblem(end) {
            return drop("\(what): end frame \(Self.text(end)) \(problem)", "keyboard frames out of range")
        }
        if let begin, let problem = rectProblem(begin) {
            return drop("\(what): begin frame \(Self.text(begin)) \(problem)", "keyboard frames out of range")
        }
        let (begin, end) = (begin.map(placement.converted), end.map(placement.converted))
        let screen = placement.screen
        if let end, screen.idiom == .phone, !KeyboardFrameKind.isValidOnPhone(end, screenHeight: screen.height) {
            return drop(
                "\(what): end frame \(Self.text(end)) is floating: its bottom edge is more than 1 pt above the "
                    + "screen bottom (\(Self.text(screen.height))); on a phone a keyboard is docked, partly off-screen "
                    + "or hidden: floating, undocked and split keyboards exist only on an iPad (\"screen\": {\"idiom\": \"pad\"})",
                "floating keyboard end frames")
        }
        guard duration.isFinite, duration >= 0, duration <= limits.maximumSeconds else {
            return drop("\(what): duration \(Self.text(duration)) is not in 0...3600 s", "keyboard durations out of range")
        }
        if let problem = Self.curveProblem(curve) { return drop("\(what): \(problem)", "unknown animation curves") }
        return record(.keyboard(kind, begin: begin, end: end, duration: duration, curve: curve), at: time)
    }

    /// The scroll view's content height after a layout pass.
    @discardableResult
    public mutating func contentSize(height: Double, at time: Double) -> RecorderIssue? {
        guard Self.isPoints(height) else {
            return drop("content height \(Self.text(height)) is not in 0...1e7", "content heights out of range")
        }
        return record(.contentSize(height), at: time)
    }

    /// The composer measured at a new height.
    @discardableResult
    public mutating func composerHeight(_ height: Double, at time: Double) -> RecorderIssue? {
        guard height.isFinite, abs(height) <= 1e7 else {
            return drop("composer height \(Self.text(height)) is not in -1e7...1e7", "composer heights out of range")
        }
        return record(.composerHeight(height), at: time)
    }

    /// A pan on the scroll view began, the finger at `y` (screen points).
    @discardableResult
    public mutating func dragBegan(y: Double, at time: Double) -> RecorderIssue? {
        if lastDragY != nil {
            return drop("drag began inside a drag that has not ended", "drag calls out of sequence")
        }
        let y = placement.converted(y: y)
        guard Self.isPoints(y) else { return drop("drag began at y \(Self.text(y)), off the screen", "finger positions off the screen") }
        let issue = record(.dragBegin(y: y), at: time)
        if issue?.dropped != true { lastDragY = y }
        return issue
    }

    /// The finger moved to `y`.
    @discardableResult
    public mutating func dragMoved(y: Double, at time: Double) -> RecorderIssue? {
        guard lastDragY != nil else { return drop("drag moved without a drag began", "drag calls out of sequence") }
        let y = placement.converted(y: y)
        guard Self.isPoints(y) else { return drop("drag moved to y \(Self.text(y)), off the screen", "finger positions off the screen") }
        let issue = record(.dragMove(y: y), at: time)
        if issue?.dropped != true { lastDragY = y }
        return issue
    }

    /// The finger lifted at `y` with `velocity` (pt/s, + = downward; `nil`: derived from
    /// the moves). A drag cancelled by the system ends the same way.
    @discardableResult
    public mutating func dragEnded(y: Double, velocity: Double?, at time: Double) -> RecorderIssue? {
        guard let previousY = lastDragY else { return drop("drag ended without a drag began", "drag calls out of sequence") }
        var y = placement.converted(y: y)
        var adjusted: RecorderIssue?
        if !Self.isPoints(y) {
            adjusted = RecorderIssue(
                dropped: false, message: "drag ended at y \(Self.text(y)), off the screen: recorded at the last y \(Self.text(previousY))",
                category: "drag ends off the screen")
            y = previousY
        }
        var velocity = velocity
        if let given = velocity, !(given.isFinite && abs(given) <= 1e7) {
            adjusted = RecorderIssue(
                dropped: false, message: "drag velocity \(Self.text(given)) is not in -1e7...1e7: recorded without one",
                category: "drag velocities out of range")
            velocity = nil
        }
        let issue = record(.dragEnd(y: y, velocity: velocity), at: time)
        if issue?.dropped == true { return issue }
        lastDragY = nil
        if let adjusted { count(adjusted) }
        return issue ?? adjusted
    }

    /// Any event the handler declares that the calls above do not record: the app events
    /// its folder declares (launch-composer's `.send`, a form's field events, a pin's
    /// trigger) and a user handler's own. Keyboard notifications and drags go through their own calls (which check their
    /// values and order); an event the handler does not take, or with a number that is not
    /// finite, is dropped.
    @discardableResult
    public mutating func appEvent(_ event: Event, at time: Double) -> RecorderIssue? {
        switch event {
        case .world(let input) where input.kind.isDrag || event.keyboardNotification != nil:
            return drop("\(event.type.name) is recorded with its own call, not appEvent", "app events of the wrong call")
        case .app(let app) where !app.values.allSatisfy(Self.isInRange):
            return drop("\(app.name): a value is not in -1e7...1e7", "app events with values out of range")
        case .app(let app)
        where handler.schema.eventTypes.contains(where: { $0.name == app.name && $0.fieldKeys != app.type.fieldKeys }):
            return drop(
                "\(handler.name) declares no event '\(app.name)' with fields \(app.type.fieldKeys)", "app events the handler does not take")
        default:
            // A type the handler does not take at all is `record`'s to report, as for
            // every other call.
            return record(.app(event), at: time)
        }
    }

    /// Whether an app event's value is finite and within -1e7...1e7 (a frame's numbers too).
    private static func isInRange(_ value: EventValue) -> Bool {
        func inRange(_ number: Double) -> Bool { number.isFinite && abs(number) <= 1e7 }
        switch value {
        case .number(let number): return inRange(number)
        case .frame(let frame): return [frame.x, frame.y, frame.width, frame.height].allSatisfy(inRange)
        case .duration(let nanoseconds): return inRange(Time.seconds(nanoseconds))
        case .flag, .string, .absent: return true
        }
    }

    /// A tap on the scroll view, at `y` if known.
    @discardableResult
    public mutating func tap(y: Double? = nil, at time: Double) -> RecorderIssue? {
        let y = y.map(placement.converted(y:))
        if let y, !Self.isPoints(y) { return drop("tap at y \(Self.text(y)), off the screen", "finger positions off the screen") }
        return record(.tap(y: y), at: time)
    }

    /// The screen or the app's window changed (a rotation, a size change in Split View,
    /// Stage Manager or Slide Over, a sheet): the device's screen and the window's safe areas
    /// and frame (screen points, `nil`: the whole screen) after the change, and the
    /// transition's duration and curve (UIKit's transition curve, 0, by default). Recorded
    /// as a `geometry` event with the trace's screen and view after it (`WindowPlacement`);
    /// later keyboard frames and fingers are classified and moved on that placement. The
    /// idiom stays the recording's.
    @discardableResult
    public mutating func geometry(
        screenWidth: Double, screenHeight: Double, safeTop: Double, safeBottom: Double, window: Rect? = nil,
        duration: Double, curve: Int = 0, at time: Double
    ) -> RecorderIssue? {
        guard Self.isPositive(screenWidth), Self.isPositive(screenHeight) else {
            return drop(
                "geometry: screen \(Self.text(screenWidth)) x \(Self.text(screenHeight)) is not in 0...1e7 (above 0)",
                "geometry changes out of range")
        }
        guard Self.isPoints(safeTop), Self.isPoints(safeBottom) else {
            return drop(
                "geometry: safe areas \(Self.text(safeTop)) / \(Self.text(safeBottom)) are not in 0...1e7",
                "geometry changes out of range")
        }
        if let window, let problem = windowProblem(window) {
            return drop("geometry: window \(Self.text(window)) \(problem)", "geometry changes out of range")
        }
        guard duration.isFinite, duration >= 0, duration <= limits.maximumSeconds else {
            return drop("geometry: duration \(Self.text(duration)) is not in 0...3600 s", "geometry durations out of range")
        }
        if let problem = Self.curveProblem(curve) { return drop("geometry: \(problem)", "unknown animation curves") }
        let next = WindowPlacement(
            screenWidth: screenWidth, screenHeight: screenHeight, safeTop: safeTop, safeBottom: safeBottom, window: window,
            idiom: setup.idiom)
        let view = next.view ?? ViewFrame(filling: next.screen)
        let issue = record(.geometry(screen: next.screen, view: view, duration: duration, curve: curve), at: time)
        if issue?.dropped != true { placement = next }
        return issue
    }

    // MARK: - Recording

    /// Places an event in time and keeps it, unless the recording has stopped or this
    /// event would take it over a limit (then it stops).
    private mutating func record(_ event: RecordedEvent, at time: Double) -> RecorderIssue? {
        let type = Self.event(event).type
        if !handler.schema.eventTypes.contains(type) {
            return drop("\(handler.name) takes no '\(type.name)' events", "events the handler does not take")
        }
        if stopReason != nil {
            droppedAfterStop += 1
            return RecorderIssue(dropped: true, message: "the recording has stopped: \(stopReason!)", category: "")
        }
        guard time.isFinite else { return drop("a call at time \(Self.text(time))", "calls with a time that is not finite") }
        let origin = self.origin ?? time
        self.origin = origin
        let seconds = time - origin
        if seconds > limits.maximumSeconds {
            return stop("at \(Self.text(limits.maximumSeconds)) s, the longest trace the format allows")
        }
        if events.count >= limits.maximumEvents {
            return stop("at \(limits.maximumEvents) events, the most the format allows")
        }
        if bytes + event.byteBound > limits.maximumEventBytes {
            return stop("at \(events.count) events, near the largest trace file the format allows")
        }
        var nanoseconds = seconds > 0 ? Int64((seconds * 1e9).rounded(.toNearestOrAwayFromZero)) : 0
        var issue: RecorderIssue?
        if seconds < 0 {
            issue = RecorderIssue(
                dropped: false, message: "a call at \(Self.text(seconds)) s, before the start: recorded at the start",
                category: "calls before the start (recorded at the start)")
            count(issue!)
        }
        if nanoseconds < lastTime {
            issue = RecorderIssue(
                dropped: false, message: "a call at \(Self.text(seconds)) s came after one at a later time: recorded at the later time",
                category: "calls whose time went backwards (recorded at the previous time)")
            nanoseconds = lastTime
            count(issue!)
        }
        lastTime = nanoseconds
        bytes += event.byteBound
        events.append((nanoseconds, event))
        return issue
    }

    private mutating func stop(_ reason: String) -> RecorderIssue {
        stopReason = reason
        droppedAfterStop = 1
        return RecorderIssue(dropped: true, message: "the recording stopped \(reason)", category: "")
    }

    private mutating func drop(_ message: String, _ category: String) -> RecorderIssue {
        let issue = RecorderIssue(dropped: true, message: message, category: "dropped " + category)
        if stopReason != nil {
            droppedAfterStop += 1
        } else {
            count(issue)
        }
        return issue
    }

    private mutating func count(_ issue: RecorderIssue) {
        if counts[issue.category] == nil { categories.append(issue.category) }
        counts[issue.category, default: 0] += 1
    }

    /// The trace's description: the caller's text, then what the recorder dropped,
    /// adjusted, or stopped at.
    var traceDescription: String {
        var parts = [note ?? "Recorded by KBRecorder."]
        if let window = setup.placement.sentence { parts.append(window) }
        for category in categories {
            parts.append("\(counts[category]!) \(category).")
        }
        if let stopReason {
            let calls = droppedAfterStop == 1 ? "1 call" : "\(droppedAfterStop) calls"
            parts.append("The recording stopped \(stopReason): \(calls) from then on not recorded.")
        }
        return parts.joined(separator: " ")
    }

    /// The trace's duration in nanoseconds: until the stop when it is given (and not
    /// before the last event), else one second past the last event (the format's
    /// default); at most the format's 3600 s.
    func durationNanoseconds(stoppedAt time: Double?) -> Int64 {
        let last = events.last?.time ?? 0
        var duration = last + 1_000_000_000
        if let time, time.isFinite {
            let seconds = min(time - (origin ?? time), limits.maximumSeconds)
            duration = max(last, seconds > 0 ? Int64((seconds * 1e9).rounded(.toNearestOrAwayFromZero)) : 0)
        }
        return min(duration, Int64(limits.maximumSeconds) * 1_000_000_000)
    }

    // MARK: - Values

    /// The setup with every value the format cannot hold replaced by its default (counted
    /// in the description).
    private mutating func sanitized(_ given: RecordingSetup) -> RecordingSetup {
        var setup = given
        func replace(_ field: String, _ value: Double, by replacement: Double) -> Double {
            count(RecorderIssue(
                dropped: false, message: "\(field) \(Self.text(value)) replaced by \(Self.text(replacement))",
                category: "setup value replaced: \(field) \(Self.text(value)) by \(Self.text(replacement))"))
            return replacement
        }
        if !Self.isPositive(setup.screenWidth) { setup.screenWidth = replace("screen width", setup.screenWidth, by: 393) }
        if !Self.isPositive(setup.screenHeight) { setup.screenHeight = replace("screen height", setup.screenHeight, by: 852) }
        if !Self.isPoints(setup.safeTop) { setup.safeTop = replace("safeTop", setup.safeTop, by: 0) }
        if !Self.isPoints(setup.safeBottom) { setup.safeBottom = replace("safeBottom", setup.safeBottom, by: 34) }
        if let height = setup.scrollViewHeight, !Self.isPositive(height) {
            setup.scrollViewHeight = replace("scroll view height", height, by: setup.screenHeight)
        }
        if !Self.isPoints(setup.topInset) { setup.topInset = replace("topInset", setup.topInset, by: 0) }
        if !Self.isPoints(setup.contentHeight) { setup.contentHeight = replace("contentHeight", setup.contentHeight, by: 0) }
        if let offset = setup.offset, !(offset.isFinite && abs(offset) <= 1e7) {
            count(RecorderIssue(
                dropped: false, message: "offset \(Self.text(offset)) replaced by the bottom", category: "setup value replaced: offset by the bottom"))
            setup.offset = nil
        }
        if let window = setup.window, let problem = windowProblem(window) {
            count(RecorderIssue(
                dropped: false, message: "window \(Self.text(window)) \(problem): replaced by the screen",
                category: "setup value replaced: a window that \(problem), by the screen"))
            setup.window = nil
        }
        if let frame = setup.keyboardFrame, let problem = startKeyboardProblem(frame, on: setup.placement) {
            count(RecorderIssue(
                dropped: false, message: "keyboard frame \(Self.text(frame)) \(problem): the keyboard starts hidden",
                category: "setup value replaced: a keyboard frame that \(problem), by a hidden keyboard"))
            setup.keyboardFrame = nil
        }
        if !Self.isPositive(setup.composerHeight) { setup.composerHeight = replace("composer height", setup.composerHeight, by: 48) }
        return setup
    }

    /// What is wrong with the frame of a keyboard up at the start (device screen points), as
    /// the trace format says: out of range; hidden (below the screen, of no size, or on an
    /// iPad with no part on the screen); floating on a phone.
    private func startKeyboardProblem(_ frame: Rect, on placement: WindowPlacement) -> String? {
        if let problem = rectProblem(frame) { return problem }
        let (frame, screen) = (placement.converted(frame), placement.screen)
        if screen.idiom == .phone, !KeyboardFrameKind.isValidOnPhone(frame, screenHeight: screen.height) {
            return "is floating on a phone"
        }
        return KeyboardFrameKind(frame, on: screen) == .hidden ? "is hidden" : nil
    }

    /// What is wrong with a window's frame: an origin or a size out of range, no size, or
    /// none of it on the screen's height.
    private func windowProblem(_ window: Rect) -> String? {
        if let problem = rectProblem(window) { return problem }
        guard window.width > 0, window.height > 0 else { return "has no size" }
        return nil
    }

    private func rectProblem(_ rect: Rect) -> String? {
        for origin in [rect.x, rect.y] where !(origin.isFinite && abs(origin) <= 1e7) {
            return "has an origin out of -1e7...1e7"
        }
        guard Self.isPoints(rect.width), Self.isPoints(rect.height) else { return "has a size out of 0...1e7" }
        return nil
    }

    /// What is wrong with an animation curve: a trace takes UIKit's 0...3 and 7 (the keyboard's).
    static func curveProblem(_ curve: Int) -> String? {
        [0, 1, 2, 3, 7].contains(curve) ? nil : "curve \(curve) is not a UIKit animation curve (0, 1, 2, 3 or 7)"
    }

    static func isPoints(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= 1e7 }
    static func isPositive(_ value: Double) -> Bool { value.isFinite && value > 0 && value <= 1e7 }

    static func validName(_ name: String) -> String {
        let allowed = name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": Character(scalar)
            default: "-"
            }
        }
        return allowed.isEmpty ? "recording" : String(allowed)
    }

    /// A number as messages and descriptions write it: shortest form, no `.0`.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A frame as messages write it: `(x 0, y 516, width 393, height 336)`.
    public static func text(_ rect: Rect) -> String {
        "(x \(text(rect.x)), y \(text(rect.y)), width \(text(rect.width)), height \(text(rect.height)))"
    }
}

extension TraceRecorder {
    /// Appends an event as is, at a time in nanoseconds: for tests of the written form.
    mutating func appendForTesting(_ event: RecordedEvent, at nanoseconds: Int64) {
        events.append((nanoseconds, event))
    }
}
