/// A UIKit animation curve, by its `UIView.AnimationCurve` raw value.
///
/// 4...6 do not exist in UIKit's public enum and are rejected by the parser;
/// 7 is the keyboard's private spring curve (see `docs/model.md`).
public enum AnimationCurve: Int, Equatable, Sendable, CaseIterable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
    case keyboard = 7
}
