extension KeyboardNotification {
    /// The notifications the system posts at t = 0 for a keyboard already up with `frame`
    /// (`situations.md`, "A keyboard already up when the trace starts"), in order:
    /// `keyboardWillChangeFrame`, `keyboardWillShow`, `keyboardDidChangeFrame`,
    /// `keyboardDidShow`, each with `begin` = the frame moved below the screen (same x,
    /// width and height, `y = H`), `end` = the frame, duration 0 and the keyboard's curve.
    ///
    /// A floating keyboard up at the start (on `screenWidth`'s iPad screen) gets
    /// `keyboardWillChangeFrame` and `keyboardDidChangeFrame` only (iOS posts no show for
    /// a keyboard that is not docked), with the same begin, duration and curve.
    public static func keyboardAlreadyUp(
        frame: Rect, screenHeight: Double, screenWidth: Double = .infinity
    ) -> [KeyboardNotification] {
        let below = Rect(x: frame.x, y: screenHeight, width: frame.width, height: frame.height)
        let floating = KeyboardFrameKind(frame, screenHeight: screenHeight, screenWidth: screenWidth) == .floating
        let kinds: [Kind] = floating ? [.willChangeFrame, .didChangeFrame] : [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        return kinds.map { KeyboardNotification(kind: $0, begin: below, end: frame, duration: 0, curve: .keyboard) }
    }
}
