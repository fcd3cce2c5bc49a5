import UIKitModel

/// Config keys that several handlers take, declared once here.
extension ConfigKey {
    /// `screen.safeBottom` when the trace's screen gives none (the trace decoder reads it).
    public static let defaultSafeBottom = ConfigKey(
        "defaultSafeBottom", .number(.points, default: 34), summary: "The bottom safe area when the trace's screen gives none.")
}
