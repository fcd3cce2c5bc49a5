import UIKitModel

extension FormScreen {
    /// The app's events it takes: the form events every form handler takes, declared once
    /// in HandlerCore (`EventType+Common.swift`).
    public enum Events {
        /// A text field became active (`EventType.focus`).
        public static var focus: EventType { .focus }
        /// The active text field ended editing (`EventType.blur`).
        public static var blur: EventType { .blur }
        /// An Auto Layout pass (`EventType.layoutPass`).
        public static var layoutPass: EventType { .layoutPass }
    }
}
