/// A keyboard notification as the system posts it.
public struct KeyboardNotification: Equatable, Sendable {
    /// Which notification this is.
    public enum Kind: Equatable, Sendable, CaseIterable {
        case willShow, willHide, willChangeFrame
        case didShow, didHide, didChangeFrame

        /// The three `will` notifications move the keyboard; `did` ones are recorded only.
        public var isWill: Bool {
            switch self {
            case .willShow, .willHide, .willChangeFrame: true
            case .didShow, .didHide, .didChangeFrame: false
            }
        }
    }

    // The properties are stored in this order so that the one-byte ones pack after the
    // optionals' tags: 83 bytes, not 97 (a trace holds tens of thousands of these).

    /// The animation duration.
    public var duration: Nanoseconds
    /// The frame the keyboard starts from: informational only.
    public var begin: Rect?
    /// The frame the keyboard ends at; `nil` only for `willHide` / `didHide`.
    public var end: Rect?
    public var kind: Kind
    public var curve: AnimationCurve

    public init(kind: Kind, begin: Rect? = nil, end: Rect?, duration: Nanoseconds, curve: AnimationCurve) {
        self.kind = kind
        self.begin = begin
        self.end = end
        self.duration = duration
        self.curve = curve
    }

    /// The animation the keyboard moves with: `nil` when it is not animated (a
    /// duration that rounds to 0 ns).
    public var animation: AnimationSpec? { AnimationSpec(curve: curve, duration: duration) }
}
