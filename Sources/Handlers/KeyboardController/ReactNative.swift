import UIKitModel

/// A React Native scroll view's `keyboardDismissMode` prop, as traces spell it (the
/// react-native-keyboard-controller handlers' config key `keyboardDismissMode`).
public enum ReactNativeDismissMode: String, CaseIterable, Sendable, ConfigChoice {
    /// React Native's default: a drag never moves the keyboard.
    case none
    /// UIKit's `.interactive` (the world's).
    case interactive

    /// The world's mode.
    public var keyboardDismissMode: KeyboardDismissMode { self == .interactive ? .interactive : .none }
}

/// Reanimated's worklet helpers the library's components call.
public enum Reanimated {
    /// `interpolate` with extrapolation `extend` (never clamped): `c` when `b - a == 0`,
    /// else `c + (x - a) / (b - a) * (d - c)`.
    public static func interpolate(_ x: Double, _ input: (Double, Double), _ output: (Double, Double)) -> Double {
        let (a, b) = input
        let (c, d) = output
        return b - a == 0 ? c : c + (x - a) / (b - a) * (d - c)
    }
}
