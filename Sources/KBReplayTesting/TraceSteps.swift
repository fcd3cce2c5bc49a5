import Handlers

/// An event of a handler's own type, with its fields by name: numbers, flags, strings and
/// frames (`custom(at: 0.3, "buttonShown", ["shown": true])`). `Trace.build` checks it
/// against the handler's declaration.
public func custom(at time: Double, _ type: String, _ fields: KeyValuePairs<String, EventValue> = [:]) -> TraceStep {
    TraceStep(at: time, .app(AppEvent(type, fields)))
}

// The iPad's and the changing screen's steps (`platform.md`). An iPad trace is built with
// an iPad's screen: `Trace.build(device: "iPad Air (4th generation)", ...)` (its idiom is
// `"pad"`), or `screen: Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20, idiom: .pad)`.
// Every step is made on the screen in force at its time: the trace's, or the last
// geometry step's before it.

/// The keyboard undocks (or is split) to `frame`, a floating one: `keyboardWillChangeFrame`
/// then `keyboardWillHide` with that end frame at `time`, `keyboardDidChangeFrame` and
/// `keyboardDidHide` when the animation ends, as iPadOS posts them (no willShow for a
/// keyboard that is not docked).
public func floatingKeyboard(at time: Double, frame: Rect, duration: Double = 0.25, curve: AnimationCurve = .keyboard) -> [TraceStep] {
    let kinds: [KeyboardNotification.Kind] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
    return kinds.map { kind in
        TraceStep(at: kind.isWill ? time : time + duration, .keyboard(KeyboardNotification(
            kind: kind, end: frame, duration: Time.nanoseconds(fromSeconds: kind.isWill ? duration : 0), curve: curve)))
    }
}

/// The floating keyboard is dragged: `keyboardWillChangeFrame` with an all-zero end frame and
/// no duration (the world leaves a floating keyboard where it is).
public func floatingKeyboardDrag(at time: Double) -> TraceStep {
    TraceStep(at: time, .keyboard(KeyboardNotification(
        kind: .willChangeFrame, end: Rect(x: 0, y: 0, width: 0, height: 0), duration: 0, curve: .keyboard)))
}

/// The floating keyboard is dropped (or moved, or resized) to `frame`: `keyboardDidChangeFrame`
/// only (the world moves it there at once).
public func floatingKeyboardMove(at time: Double, to frame: Rect) -> TraceStep {
    TraceStep(at: time, .keyboard(KeyboardNotification(kind: .didChangeFrame, end: frame, duration: 0, curve: .keyboard)))
}

/// The keyboard docks again at `height`: the nine notifications iPadOS posts (willChangeFrame,
/// didChangeFrame, willShow, willChangeFrame, willShow at `time`; didChangeFrame, didShow,
/// didChangeFrame, didShow when the animation ends), every end frame docked on the screen.
public func keyboardDock(at time: Double, height: Double, duration: Double = 0.25) -> [TraceStep] {
    let now: [KeyboardNotification.Kind] = [.willChangeFrame, .didChangeFrame, .willShow, .willChangeFrame, .willShow]
    let after: [KeyboardNotification.Kind] = [.didChangeFrame, .didShow, .didChangeFrame, .didShow]
    return now.map { keyboard($0, at: time, height: height, hidden: false, duration: $0.isWill ? duration : 0, curve: .keyboard) }
        + after.map { keyboard($0, at: time + duration, height: height, hidden: false, duration: 0, curve: .keyboard) }
}

/// The screen or the root view changes: a `geometry` event. `screen` nil keeps the screen in
/// force; `view` nil: the whole (new) screen.
public func geometry(
    at time: Double, screen: Screen? = nil, view: ViewFrame? = nil, duration: Double = 0, curve: AnimationCurve = .easeInOut
) -> TraceStep {
    TraceStep(at: time) { current in
        let next = screen ?? current
        return .world(.geometry(
            Geometry(screen: next, view: view), duration: Time.nanoseconds(fromSeconds: duration), curve: curve))
    }
}

/// The device turns a quarter: the screen in force with its width and height swapped, and the
/// safe areas given (nil: as they were; a phone's are 59 / 34 in portrait, 0 / 21 in landscape
/// on a Dynamic Island iPhone, `docs/devices.md`), in UIKit's 0.4 s transition by default. The
/// root view becomes the whole new screen.
public func rotate(
    at time: Double, safeTop: Double? = nil, safeBottom: Double? = nil, duration: Double = 0.4, curve: AnimationCurve = .easeInOut
) -> TraceStep {
    TraceStep(at: time) { current in
        var turned = current
        (turned.width, turned.height) = (current.height, current.width)
        turned.safeTop = safeTop ?? current.safeTop
        turned.safeBottom = safeBottom ?? current.safeBottom
        return .world(.geometry(Geometry(screen: turned), duration: Time.nanoseconds(fromSeconds: duration), curve: curve))
    }
}

/// The root view changes to `top...bottom` on the screen in force (a sheet's detent, a tab
/// bar hidden on push).
public func changeView(at time: Double, top: Double, bottom: Double, duration: Double = 0, curve: AnimationCurve = .easeInOut) -> TraceStep {
    geometry(at: time, view: ViewFrame(top: top, bottom: bottom), duration: duration, curve: curve)
}
