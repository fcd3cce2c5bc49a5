import UIKitModel

/// Seed 004: a form screen whose active text field must not end up under the keyboard,
/// in the two ways the seed's root-cause analysis describes (`strategy`).
///
/// - `focus` makes a field active (its top `y` and `height` in the form's content
///   coordinates), `blur` ends it; neither moves anything. `tap` records `endEditing`
///   (and does not blur). `layoutPass` puts every constraint-owned frame back: the view's
///   origin to 0, at once (records in flight keep decaying on top).
/// - `frameShift` (the bug) moves the view's frame by hand; the next layout pass snaps it
///   back. `scrollView` (the fix) scrolls the form, literal to the seed: content
///   coordinates compared with the viewport's, an offset that may lie past the range.
/// - What each notification does is `FormScreen.plan`, a pure function.
/// - Hardware keyboards: `frameShift` reads the keyboard's top (`end.y`, the overlap);
///   `scrollView` reads `end.height`, so a shortcut bar counts as a whole keyboard.
/// - Inside a view (`situations.md`), literal to the seed: `frameShift` compares the
///   field's bottom in view coordinates with `end.y` in screen coordinates (off by the
///   view's top `T`); `scrollView` reads `V - end.height` (over-scrolls by `H - B`). The
///   field's edges are written in screen points: `T` is added to them.
public struct FormScreen: Handler {
    /// It queues no work of its own.
    public enum Work: Equatable, Sendable {}

    /// The values of `strategy`, as traces spell them.
    public enum Strategy: String, CaseIterable, Sendable, ConfigChoice {
        case frameShift
        case scrollView
    }

    /// The active text field: its top and height in the form's content coordinates.
    public struct ActiveField: Equatable, Sendable {
        public var y: Double
        public var height: Double

        public init(y: Double, height: Double) {
            self.y = y
            self.height = height
        }
    }

    /// What the form's keyboard code does on a notification.
    public enum Action: Equatable, Sendable {
        case none
        /// Set the view's frame origin `y` (animated in the keyboard's context).
        case shiftView(to: Double)
        /// Set the scroll view's content offset (animated in the keyboard's context).
        case scroll(to: Double)
    }

    public let strategy: Strategy
    let fieldPadding: Double
    // The view's top edge `T` on screen (0 with the default view), the form's origin, is
    // read from the world where it is used: a geometry change changes it.
    /// The active field, if any.
    public private(set) var activeField: ActiveField?
    /// The form's root view (its `frame.origin.y` is `viewY`).
    public private(set) var view = View()

    public init(scenario: Scenario, world: inout World<Work>) {
        strategy = scenario.config[Settings.strategy]
        fieldPadding = scenario.config[Settings.fieldPadding]
        let scrollView = world.scrollView
        _ = world.setContentOffset(
            scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight)))
    }

    /// The transition function: what `strategy` does on `notification`, given the active
    /// field, the view's model origin `viewY` and the viewport height `V`.
    ///
    /// - `frameShift`, willShow with a field: `distance = (y + height + viewY) - end.y +
    ///   padding`; if `distance > 0`, the view moves to `viewY - distance`. willHide: to 0.
    /// - `scrollView`, willShow with a field: `keyboardY = V - end.height`,
    ///   `visibleBottom = y + height + padding`; if `visibleBottom > keyboardY`, the offset
    ///   goes to `visibleBottom - keyboardY + padding`. willHide: to 0.
    /// - Anything else: nothing.
    public static func plan(
        _ strategy: Strategy, notification: KeyboardNotification, field: ActiveField?, viewY: Double,
        viewportHeight: Double, padding: Double
    ) -> Action {
        switch (strategy, notification.kind) {
        case (.frameShift, .willShow):
            guard let field, let end = notification.end else { return .none }
            let distance = (field.y + field.height + viewY) - end.y + padding
            return distance > 0 ? .shiftView(to: viewY - distance) : .none
        case (.frameShift, .willHide):
            return .shiftView(to: 0)
        case (.scrollView, .willShow):
            guard let field, let end = notification.end else { return .none }
            let keyboardY = viewportHeight - end.height
            let visibleBottom = field.y + field.height + padding
            return visibleBottom > keyboardY ? .scroll(to: visibleBottom - keyboardY + padding) : .none
        case (.scrollView, .willHide):
            return .scroll(to: 0)
        default:
            return .none
        }
    }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        let action = Self.plan(
            strategy, notification: notification, field: activeField, viewY: view.originY.model,
            viewportHeight: world.scrollView.viewportHeight, padding: fieldPadding)
        switch action {
        case .none: break
        case .shiftView(let y): world.set(&view.originY, to: y)
        case .scroll(let offset): _ = world.setContentOffset(offset)
        }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        if event.type === Events.focus {
            activeField = ActiveField(y: event.values[0].number, height: event.values[1].number)
        } else if event.type === Events.blur {
            activeField = nil
        } else if event.type === Events.layoutPass {
            world.setWithoutAnimation(&view.originY, to: 0)
        }
    }

    /// Its layout pass after a geometry change, an Auto Layout pass: with `frameShift` the
    /// view's origin goes back to its constraint value, 0, with the change's animation
    /// (seed 004's snap-back); with `scrollView` nothing moves (the offset stays).
    public mutating func geometryChanged(world: inout World<Work>) {
        guard strategy == .frameShift else { return }
        world.set(&view.originY, to: 0)
    }

    public mutating func tapped(y: Double?, world: inout World<Work>) {
        world.endEditing()
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {}

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let keyboardTop = world.drawnKeyboardTop()
        let viewY = world.presentation(of: &view.originY)
        let offset = world.drawnContentOffset()
        values[Field.kbTop.rawValue] = keyboardTop
        values[Field.viewY.rawValue] = viewY
        values[Field.offset.rawValue] = offset
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.viewportH.rawValue] = world.scrollView.viewportHeight
        if let field = activeField {
            let top = field.y - offset + viewY + world.view.top
            values.setActiveField(
                top: top, height: field.height, keyboardTop: keyboardTop,
                lanes: (Field.fieldTop.rawValue, Field.fieldBottom.rawValue, Field.covered.rawValue))
        }
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
