import UIKitModel

/// Settings that several handlers take, declared once here.
public enum CommonSettings {
    /// `screen.safeBottom` when the trace's screen gives none (the trace decoder reads it).
    public static let defaultSafeBottom = Setting(
        "defaultSafeBottom", .points, default: 34, summary: "The bottom safe area when the trace's screen gives none.")
}

extension Setting where Value == Double {
    /// `CommonSettings.defaultSafeBottom`.
    public static var defaultSafeBottom: Setting<Double> { CommonSettings.defaultSafeBottom }
}

extension ConfigKey {
    /// `CommonSettings.defaultSafeBottom`'s key, for a schema's list.
    public static var defaultSafeBottom: ConfigKey { CommonSettings.defaultSafeBottom.key }
}
