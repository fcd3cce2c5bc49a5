import UIKitModel

/// Settings that several handlers take, declared once here.
public enum CommonSettings {
    /// `screen.safeBottom` when the trace's screen gives none (the trace decoder reads it).
    public static let defaultSafeBottom = Setting(
        "defaultSafeBottom", .points, default: 34, summary: "The bottom safe area when the trace's screen gives none.")
    /// launch-composer's closed lift's floor, declared here because the explorer's shrinker
    /// reads it too (the start-up offsets it tries stay inside launch-composer's range).
    public static let minBottomPadding = Setting(
        "minBottomPadding", .points, default: 16,
        summary: "The composer's lift with the keyboard closed is max(safeBottom, this).")
}

extension Setting where Value == Double {
    /// `CommonSettings.defaultSafeBottom`.
    public static var defaultSafeBottom: Setting<Double> { CommonSettings.defaultSafeBottom }
}

extension ConfigKey {
    /// `CommonSettings.defaultSafeBottom`'s key, for a schema's list.
    public static var defaultSafeBottom: ConfigKey { CommonSettings.defaultSafeBottom.key }
}
