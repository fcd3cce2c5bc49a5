import UIKitModel

// The world's events of `Trace.build { ... }`, named as traces name them (an app event's
// step is declared beside its type, in its handler's folder). Times are seconds from
// the trace's start; keyboard frames are docked (bottom edge at the screen's bottom) or
// hidden (top edge at it) on the trace's screen, full width.

/// The keyboard will open (or resize) to `height`: `keyboardWillShow` with a docked end frame.
public func keyboardWillShow(at time: Double, height: Double = 336, duration: Double = 0.25, curve: AnimationCurve = .keyboard) -> TraceStep {
    keyboard(.willShow, at: time, height: height, hidden: false, duration: duration, curve: curve)
}

/// The keyboard will close: `keyboardWillHide` with a hidden end frame of `height`.
public func keyboardWillHide(at time: Double, height: Double = 336, duration: Double = 0.25, curve: AnimationCurve = .keyboard) -> TraceStep {
    keyboard(.willHide, at: time, height: height, hidden: true, duration: duration, curve: curve)
}

/// `keyboardWillChangeFrame` to a docked frame of `height`, or a hidden one.
public func keyboardWillChangeFrame(
    at time: Double, height: Double = 336, hidden: Bool = false, duration: Double = 0.25, curve: AnimationCurve = .keyboard
) -> TraceStep {
    keyboard(.willChangeFrame, at: time, height: height, hidden: hidden, duration: duration, curve: curve)
}

/// `keyboardDidShow` with a docked end frame.
public func keyboardDidShow(at time: Double, height: Double = 336) -> TraceStep {
    keyboard(.didShow, at: time, height: height, hidden: false, duration: 0, curve: .keyboard)
}

/// `keyboardDidHide` with a hidden end frame.
public func keyboardDidHide(at time: Double, height: Double = 336) -> TraceStep {
    keyboard(.didHide, at: time, height: height, hidden: true, duration: 0, curve: .keyboard)
}

/// `keyboardDidChangeFrame` to a docked or hidden frame.
public func keyboardDidChangeFrame(at time: Double, height: Double = 336, hidden: Bool = false) -> TraceStep {
    keyboard(.didChangeFrame, at: time, height: height, hidden: hidden, duration: 0, curve: .keyboard)
}

/// A keyboard notification of `kind` whose end frame is docked or hidden on the screen.
public func keyboard(
    _ kind: KeyboardNotification.Kind, at time: Double, height: Double, hidden: Bool, duration: Double, curve: AnimationCurve
) -> TraceStep {
    TraceStep(at: time) { screen in
        let end = Rect(x: 0, y: hidden ? screen.height : screen.height - height, width: screen.width, height: height)
        return .keyboard(KeyboardNotification(
            kind: kind, end: end, duration: Time.nanoseconds(fromSeconds: duration), curve: curve))
    }
}

/// The content height changed to `height`.
public func contentSize(at time: Double, height: Double) -> TraceStep { TraceStep(at: time, .contentSize(height: height)) }

/// A finger touched down at screen `y` and starts a pan.
public func dragBegin(at time: Double, y: Double) -> TraceStep { TraceStep(at: time, .dragBegin(y: y)) }

/// The finger moved to screen `y`.
public func dragMove(at time: Double, y: Double) -> TraceStep { TraceStep(at: time, .dragMove(y: y)) }

/// The finger lifted at `y`, with a `velocity` in pt/s (positive: down), or derived from the moves.
public func dragEnd(at time: Double, y: Double, velocity: Double? = nil) -> TraceStep {
    TraceStep(at: time, .dragEnd(y: y, velocity: velocity))
}

/// A tap on the scroll view.
public func tap(at time: Double, y: Double? = nil) -> TraceStep { TraceStep(at: time, .tap(y: y)) }

