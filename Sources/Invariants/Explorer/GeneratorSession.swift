import HandlerCore
import UIKitModel

/// One handler's generator session: it draws its scenario, keeps what it told the
/// handler, and chooses each next action (`HandlerScript` plays it).
package protocol GeneratorSession: HandlerMetatype {
    /// Draws the scenario, the device (one of `platform`'s: `TraceGenerator.devices(on:)`)
    /// and the fps of one run (the run's first draws).
    init(_ random: inout SeededRandom, on platform: ExplorePlatform)

    /// What every session shares: the screen, the events, the keyboard and the finger.
    var stage: Stage { get set }

    /// One action at `stage.time`, chosen by what makes sense now.
    mutating func act(_ random: inout SeededRandom)
}

/// What every handler's generator session shares: a device, the events written so far,
/// the clock, and what the keyboard and the finger were last told to do.
///
/// The keyboard moves (`TraceGenerator+Keyboard.swift`) and the touches (below) are
/// written once here for every handler; a session adds its own actions. Actions may
/// overlap in time (one starts while the previous one's later events are still to come);
/// the state then is only approximate, which is fine: every event stays valid on its own.
package struct Stage {
    /// The run's scenario: the session's, then put in its situation (`enterSituation`).
    package var scenario: Scenario
    /// The device as held now (a rotation turns it: `TraceGenerator+Platform.swift`).
    package var device: TraceGenerator.Device
    package let fps: Int
    package var script = EventScript()
    /// Milliseconds.
    package var time = 0
    /// How far the keyboard reaches up from the screen bottom, `nil` while hidden: a
    /// docked keyboard's height, or the visible part of a shortcut bar.
    package var keyboard: Double?
    /// The keyboard on screen is a hardware keyboard's shortcut bar (reported as the whole
    /// keyboard shifted down), not a docked software keyboard.
    package var shortcutBarShown = false
    /// The last height the keyboard's frame had (hidden end frames keep it).
    package var lastKeyboardHeight: Double
    /// When the last drag ends: drags never overlap.
    package var dragFreeAt = 0
    /// A drag was left open: the trace ends mid-drag, no drag may follow.
    package var dragLeftOpen = false
    /// The platform the run was drawn for (`enterPlatform`): on `.phone` it makes none of
    /// the platform's moves, so that its traces stay what they always were.
    package var platform = ExplorePlatform.phone
    /// The handler takes `geometry` events (under the run's config), so the platform's
    /// moves may rotate the screen or change the view.
    package var takesGeometry = false
    /// The floating (undocked, split) keyboard's frame while one is on screen: `keyboard`
    /// is `nil` then (the app was told it hid).
    package var floating: Rect?
    /// The root view in force when a run changes it (`geometry` events), `nil` while it
    /// follows the screen.
    package var view: ViewFrame?

    package init(scenario: Scenario, device: TraceGenerator.Device, fps: Int) {
        self.scenario = scenario
        self.device = device
        self.fps = fps
        lastKeyboardHeight = device.keyboard
    }
}

extension Stage {
    package var screenHeight: Double { device.height }

    // MARK: Touch

    /// A tap on the content; with the keyboard up it usually ends editing, and the
    /// recorded hide follows.
    package mutating func tap(_ random: inout SeededRandom) {
        let y: Double? = random.chance(0.7) ? Double(random.int(in: 100...Int(screenHeight) - 100)) : nil
        script.add(.tap(y: y), at: time)
        if keyboard != nil, random.chance(0.8) {
            moveKeyboard(to: nil, at: time + random.int(in: 5...40), &random)
        }
    }

    /// A slow drag or a fling, either way, sometimes left open at the end of the trace.
    package mutating func drag(_ random: inout SeededRandom) {
        guard !dragLeftOpen else { return }
        time = max(time, dragFreeAt + 1)
        let top = Int(device.safeTop) + 60
        let bottom = Int(screenHeight) - 120
        var y = Double(random.int(in: top...max(top, bottom)))
        let fling = random.chance(0.4)
        let direction: Double = random.chance(0.5) ? 1 : -1
        let moves = fling ? random.int(in: 2...5) : random.int(in: 3...20)
        let step = random.pick([8, 16, 16, 16])
        var at = time
        script.add(.dragBegin(y: y), at: at)
        for _ in 0..<moves {
            at += step
            let dy = fling ? Double(random.int(in: 20...70)) : Double(random.int(in: 2...30))
            y = clampFinger(y + direction * dy * (random.chance(0.1) ? -1 : 1))
            script.add(.dragMove(y: y), at: at)
        }
        if random.chance(0.03) {
            dragLeftOpen = true  // the trace ends mid-drag
            return
        }
        at += step
        let velocity: Double? = fling
            ? direction * Double(random.int(in: 300...4000))
            : (random.chance(0.6) ? nil : direction * Double(random.int(in: 0...250)))
        script.add(.dragEnd(y: y, velocity: velocity), at: at)
        dragFreeAt = at
        // A fast downward release asks to end editing; the recorded hide follows.
        if let velocity, velocity >= 1200, keyboard != nil, random.chance(0.7) {
            moveKeyboard(to: nil, at: at + random.int(in: 5...30), &random)
        }
    }

    /// The finger pulls the keyboard down: it lifts either with the keyboard's hide at
    /// the same instant, or lets it snap back.
    package mutating func interactiveDismiss(_ random: inout SeededRandom) {
        guard let height = keyboard, !dragLeftOpen else { return }
        time = max(time, dragFreeAt + 1)
        let keyboardTop = screenHeight - height
        var y = clampFinger(keyboardTop - Double(random.int(in: 40...200)))
        var at = time
        script.add(.dragBegin(y: y), at: at)
        let target = clampFinger(keyboardTop + Double(random.int(in: 20...Int(height))))
        while y < target {
            at += 16
            y = min(target, y + Double(random.int(in: 15...60)))
            script.add(.dragMove(y: y), at: at)
        }
        at += 16
        let dismiss = random.chance(0.6)
        let velocity: Double? = random.chance(0.5) ? nil : Double(random.int(in: 100...3000))
        script.add(.dragEnd(y: y, velocity: velocity), at: at)
        dragFreeAt = at
        if dismiss { moveKeyboard(to: nil, at: at, &random) }
    }

    /// A finger position on the screen.
    package func clampFinger(_ y: Double) -> Double {
        min(max(y, 0), screenHeight)
    }
}

extension Stage {
    /// The content grows (a message), shrinks (one deleted) or is replaced by one around
    /// the viewport's height, sometimes by a sub-point amount; `content` is the height
    /// last reported.
    package mutating func changeContent(_ content: inout Double, _ random: inout SeededRandom) {
        let viewport = scenario.viewportHeight
        let kind = random.below(10)
        if kind < 5 {
            content += Double(random.int(in: 20...300))
        } else if kind < 8 {
            content = max(0, content - Double(random.int(in: 20...200)))
        } else {
            content = (viewport * random.double(in: 0.6...1.4)).rounded()
        }
        if random.chance(0.1) { content += 0.5 }
        script.add(.contentSize(height: content), at: time)
    }
}
