import UIKitModel

/// Taps and drags (`docs/handlers/launch-composer.md`, Touch): the world moves the scroll view and a docked
/// keyboard with the finger; the handler relaxes a pin and may end editing.
extension LaunchComposer {
    /// A drag begins: a pinned offset stops being enforced.
    public mutating func dragBegan(world: inout World<Work>) {
        transition(pin.dragBegan(), &world)
    }

    /// The finger lifted: a release at or below `dismissVelocity` (pt/ms, negative =
    /// finger moving down) with the keyboard up asks to end editing.
    public mutating func dragEnded(velocity: Double, world: inout World<Work>) {
        if (keyboardPhase.isVisible || keyboardHeight > 0.5) && velocity / 1000 <= config.dismissVelocity {
            world.endEditing()
        }
    }
}
