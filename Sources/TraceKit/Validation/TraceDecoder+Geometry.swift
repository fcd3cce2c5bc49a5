import Handlers
import UIKitModel

/// The `geometry` event: a screen or a root view that changes during a trace.
extension TraceDecoder {
    /// The keys of a geometry event's `screen`.
    static let screenChangeKeys = KeySet(TraceFormat.screenChange.map(\.name))

    /// A `geometry` event at `time`, appended to `list` when it is valid, resolved against
    /// the geometry in force (`list.screen`, `list.view`):
    /// - at least one of `screen` and `view` (an error at the event);
    /// - `screen`: any of `width`, `height` (> 0), `safeTop`, `safeBottom` (>= 0); absent
    ///   ones keep their value; the idiom and the side safe areas are kept;
    /// - `view`: `{top, bottom}`, both required, `0 <= top < bottom <=` the new screen
    ///   height; without one, the view given last, or one that follows the screen when none
    ///   was given; a view given before that no longer fits the new screen is an error at
    ///   `events[i].view`, which must give a new one;
    /// - `duration` >= 0 (default 0), `curve` 0...3 or 7 (default 0).
    mutating func decodeGeometry(fields: ObjectFields, at time: Nanoseconds?, in list: inout EventList) {
        let screenValue = fields.value("screen")
        let viewValue = fields.value("view")
        if screenValue == nil, viewValue == nil {
            diagnostics.add(
                "a geometry event gives 'screen', 'view' or both (what changed); this one gives neither",
                path: fields.path, at: fields.position)
        }
        var valid = screenValue != nil || viewValue != nil
        var screen = list.screen
        if let screenValue {
            if let screenFields = object(screenValue, path: fields.childPath("screen"), allowedKeys: Self.screenChangeKeys) {
                let width = optionalNumber("width", in: screenFields, rule: .positivePoints, default: screen?.width)
                let height = optionalNumber("height", in: screenFields, rule: .positivePoints, default: screen?.height)
                let safeTop = optionalNumber("safeTop", in: screenFields, rule: .points, default: screen?.safeTop)
                let safeBottom = optionalNumber("safeBottom", in: screenFields, rule: .points, default: screen?.safeBottom)
                if let width, let height, let safeTop, let safeBottom, var changed = screen {
                    (changed.width, changed.height, changed.safeTop, changed.safeBottom) = (width, height, safeTop, safeBottom)
                    screen = changed
                } else {
                    valid = false
                }
            } else {
                valid = false
            }
        }
        var view = list.view
        if let viewValue {
            view = decodeView(viewValue, screenHeight: valid ? screen?.height : nil, path: fields.childPath("view"))
            if view == nil { valid = false }
        } else if valid, let given = view, let screen, given.bottom > screen.height {
            diagnostics.add(
                "the view (top \(Self.format(given.top)), bottom \(Self.format(given.bottom))) no longer fits the new screen "
                    + "(height \(Self.format(screen.height))): a geometry event that shrinks the screen below the view gives a "
                    + "new 'view' (0 <= top < bottom <= \(Self.format(screen.height)))",
                path: fields.path("view"), at: fields.position)
            valid = false
        }
        let duration = fields.value("duration").map { number($0, key: "duration", in: fields, rule: .seconds) } ?? 0
        let curve = fields.value("curve").map { decodeCurve($0, path: fields.path("curve")) } ?? .easeInOut
        guard valid, let screen, let duration, let curve, let time else { return }
        list.screen = screen
        list.view = view
        if list.screenHeight != nil { list.screenHeight = screen.height }
        let geometry = Geometry(screen: screen, view: view)
        list.result.events.append(TimedEvent(
            time: time, event: .world(.geometry(geometry, duration: Time.nanoseconds(fromSeconds: duration), curve: curve))))
    }
}
