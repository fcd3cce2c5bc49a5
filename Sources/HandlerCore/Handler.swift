import UIKitModel

/// An app's keyboard code, running in a `World`: it hears what the system and the user
/// did, and changes the world's views in return.
///
/// A handler is a pure state machine, like the world: no clock, no I/O, no randomness.
/// `Simulation` drives it; every callback gets the world to read and change (through the
/// world's handler operations, named after UIKit). The callbacks have default
/// implementations that do nothing, so a handler implements only what its app observes.
///
/// To write your own: declare a `schema` (its name, config keys, event types, its own app
/// event types declared as `EventType`s, and frame fields), set up the scroll view in `init`, react in the callbacks, and write one value
/// per frame field in `draw`. Then replay a trace through it with `HandlerKind(YourHandler.self)`.
public protocol Handler: HandlerMetatype {
    /// The handler's own queued work: animation completions and main-queue blocks.
    associatedtype Work

    /// Its name, config keys, event types and frame fields.
    static var schema: HandlerSchema { get }

    /// Whether it hears the notifications the system posts at t = 0 for a keyboard already
    /// up (`situations.md`; `Scenario.startNotifications`). True by default; false for a
    /// handler whose code adds its keyboard observer later, after they were posted (in
    /// `viewDidAppear`, say): the world still posts them and moves the keyboard.
    static var observesStartNotifications: Bool { get }

    /// Where its `composerY` field is measured from under `config`: the schema's
    /// `composerYOrigin` by default; a handler whose composer rests where a config key
    /// says (constraint-resize's `pinnedTo`) answers from the key.
    static func composerYOrigin(config: HandlerConfig) -> HandlerSchema.ComposerYOrigin

    /// Attaches to the scenario's screen at time 0: sets the insets, places the offset as
    /// the trace asks, puts its views at rest. Runs no queued work and no animation.
    init(scenario: Scenario, world: inout World<Work>)

    /// A keyboard notification (all six kinds). The world has already moved the keyboard
    /// for a will-notification, and runs this inside the keyboard's animation context.
    mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>)

    /// The content height changed from `old` (the world has taken the new one and clamped).
    mutating func contentSizeChanged(from old: Double, world: inout World<Work>)

    /// A finger touched down on the scroll view (the world has anchored the drag).
    mutating func dragBegan(world: inout World<Work>)

    /// The finger moved (the world has moved the offset).
    mutating func dragMoved(world: inout World<Work>)

    /// The finger lifted with a release `velocity` in scroll pt/s (the negative of the
    /// finger's); the world has started any deceleration or bounce.
    mutating func dragEnded(velocity: Double, world: inout World<Work>)

    /// A deceleration or bounce ended (`scrollViewDidEndDecelerating`).
    mutating func decelerationEnded(world: inout World<Work>)

    /// The model offset changed by something other than the handler's own set: a drag, a
    /// clamp, a tick of the scroll view's own motion (`scrollViewDidScroll`).
    mutating func offsetChanged(world: inout World<Work>)

    /// The world's geometry changed (`WorldInput.geometry`): the screen, its safe areas or
    /// the root view (`world.geometry`); the handler's layout runs (`viewDidLayoutSubviews`).
    mutating func geometryChanged(world: inout World<Work>)

    /// A tap on the scroll view, at screen `y` if the trace gives it.
    mutating func tapped(y: Double?, world: inout World<Work>)

    /// An app event of one of the types its schema takes (the world's inputs come through
    /// the callbacks above). Match its type against the declarations: `event.type ==
    /// Events.send`, and read its fields by name or position.
    mutating func handle(_ event: AppEvent, world: inout World<Work>)

    /// Queued work has come due.
    mutating func perform(_ work: Work, world: inout World<Work>)

    /// The display is about to draw a frame at `world.now`, after every event and all the
    /// work due by then (a display-link callback, or SwiftUI's render of state changed
    /// since the last frame). Runs outside any animation context; what it changes is
    /// drawn in this frame.
    mutating func willDraw(world: inout World<Work>)

    /// Writes the frame's values, one per field of `schema.frame`, in its order
    /// (presentation values for what is drawn, model values for the rest). Its views'
    /// drawn values come from `world.presentation(of:)`, which computes each animation's
    /// progress once per frame for every property it moves.
    mutating func draw(_ world: inout World<Work>, into values: inout FrameValues)
}

extension Handler {
    public static var observesStartNotifications: Bool { true }
    public static func composerYOrigin(config: HandlerConfig) -> HandlerSchema.ComposerYOrigin {
        schema.composerYOrigin
    }
    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {}
    public mutating func contentSizeChanged(from old: Double, world: inout World<Work>) {}
    public mutating func dragBegan(world: inout World<Work>) {}
    public mutating func dragMoved(world: inout World<Work>) {}
    public mutating func dragEnded(velocity: Double, world: inout World<Work>) {}
    public mutating func decelerationEnded(world: inout World<Work>) {}
    public mutating func offsetChanged(world: inout World<Work>) {}
    public mutating func geometryChanged(world: inout World<Work>) {}
    public mutating func tapped(y: Double?, world: inout World<Work>) {}
    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {}
    public mutating func willDraw(world: inout World<Work>) {}
}

#if compiler(>=6.2)
/// What a type kept by its metatype in a `@Sendable` closure conforms to (a handler, in
/// `HandlerKind`): its metatype is `Sendable` (`SendableMetatype`, Swift 6.2).
public protocol HandlerMetatype: SendableMetatype {}
#else
/// What a handler's type conforms to (nothing before Swift 6.2, which checks metatypes).
public protocol HandlerMetatype {}
#endif
