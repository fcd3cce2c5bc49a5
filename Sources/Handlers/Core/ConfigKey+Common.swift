import UIKitModel

/// Settings that several handlers take, declared once here.
extension Setting where Value == Double {
    /// `screen.safeBottom` when the trace's screen gives none (the trace decoder reads it).
    public static var defaultSafeBottom: Setting<Double> {
        Setting("defaultSafeBottom", .points, default: 34, summary: "The bottom safe area when the trace's screen gives none.")
    }
}

extension ConfigKey {
    /// `Setting.defaultSafeBottom`'s key, for a schema's list.
    public static var defaultSafeBottom: ConfigKey { Setting<Double>.defaultSafeBottom.key }
}
