import HandlerCore
import UIKitModel

extension TraceGenerator {
    /// A keyboard height for `device`: its usual one, the predictive bar off, an emoji
    /// keyboard, a sub-point change (the engine's 0.5 dead band), or anything plausible.
    package static func keyboardHeight(_ device: Device, _ random: inout SeededRandom) -> Double {
        switch random.below(20) {
        case 0..<12: device.keyboard
        case 12..<15: device.keyboard - 44
        case 15..<17: device.keyboard + 8
        case 17..<19: device.keyboard + random.pick([0.3, 0.5, 0.7])
        default: Double(random.int(in: 200...420))
        }
    }

    /// How much of a hardware keyboard's shortcut bar shows: the bar, the bar with the
    /// predictive row, one within a safe-area threshold, or anything plausible.
    package static func shortcutBarHeight(_ random: inout SeededRandom) -> Double {
        switch random.below(10) {
        case 0..<5: 55
        case 5..<7: 100
        case 7: 40
        default: Double(random.int(in: 30...120))
        }
    }

    /// A notification's duration (ms) and curve, as devices post them and a few they do not.
    package static func timing(_ random: inout SeededRandom) -> (milliseconds: Int, curve: AnimationCurve) {
        switch random.below(100) {
        case 0..<60: (250, .keyboard)
        case 60..<68: (0, .keyboard)
        case 68..<73: (500, .keyboard)
        case 73..<79: (250, .easeInOut)
        case 79..<84: (300, .easeOut)
        case 84..<88: (100, .linear)
        case 88..<92: (350, .easeIn)
        default: (random.int(in: 0...600), random.pick(AnimationCurve.allCases))
        }
    }
}

extension Stage {
    /// The docked end frame for a keyboard of `height`.
    package func docked(_ height: Double) -> Rect {
        Rect(x: 0, y: screenHeight - height, width: device.width, height: height)
    }

    /// The frame iOS reports for a hardware keyboard's shortcut bar showing `visible`
    /// points: the device's whole software keyboard, shifted down (partly off-screen).
    package func shortcutBar(_ visible: Double) -> Rect {
        Rect(x: 0, y: screenHeight - visible, width: device.width, height: device.keyboard)
    }

    /// The keyboard's frame now: floating, docked, a shortcut bar, or hidden.
    package func currentFrame() -> Rect {
        floating ?? keyboard.map { shortcutBarShown ? shortcutBar($0) : docked($0) } ?? hidden()
    }

    /// The hidden end frame: just below the screen, at its last height.
    package func hidden() -> Rect {
        Rect(x: 0, y: screenHeight, width: device.width, height: lastKeyboardHeight)
    }

    /// Moves the keyboard to `height` (`nil` hides it) at `at` ms: the notifications a
    /// device posts, usually willChangeFrame then willShow/willHide, sometimes the other
    /// order or one alone, sometimes followed by the did-notifications.
    package mutating func moveKeyboard(to height: Double?, at: Int, _ random: inout SeededRandom) {
        postMove(from: currentFrame(), to: height.map(docked) ?? hidden(), hides: height == nil, at: at, &random)
        keyboard = height
        shortcutBarShown = false
        floating = nil
        if let height { lastKeyboardHeight = height }
    }

    /// Shows a hardware keyboard's shortcut bar `visible` points high at `at` ms: from
    /// hidden (a field focused with a hardware keyboard attached), from a docked keyboard
    /// (one attached while the software keyboard is up) or from another bar height (the
    /// predictive bar). Posted like any keyboard move.
    package mutating func showShortcutBar(visible: Double, at: Int, _ random: inout SeededRandom) {
        postMove(from: currentFrame(), to: shortcutBar(visible), hides: false, at: at, &random)
        keyboard = visible
        shortcutBarShown = true
        floating = nil
        lastKeyboardHeight = device.keyboard
    }

    /// The notifications of one keyboard move from `begin` to `end`, as `moveKeyboard`
    /// describes them; `hides` picks willHide/didHide over willShow/didShow.
    private mutating func postMove(from begin: Rect, to end: Rect, hides: Bool, at: Int, _ random: inout SeededRandom) {
        let will: KeyboardNotification.Kind = hides ? .willHide : .willShow
        let did: KeyboardNotification.Kind = hides ? .didHide : .didShow
        let (milliseconds, curve) = TraceGenerator.timing(&random)
        let duration = Nanoseconds(milliseconds) * 1_000_000
        let withBegin = random.chance(0.3)
        let omitHideEnd = hides && random.chance(0.2)
        func notification(_ kind: KeyboardNotification.Kind) -> Event {
            let endFrame = kind == .willHide && omitHideEnd ? nil : end
            return .keyboard(KeyboardNotification(
                kind: kind, begin: withBegin ? begin : nil, end: endFrame, duration: duration, curve: curve))
        }
        let order = random.below(100)
        if order < 70 {
            script.add(notification(.willChangeFrame), at: at)
            script.add(notification(will), at: at)
        } else if order < 85 {
            script.add(notification(will), at: at)
            script.add(notification(.willChangeFrame), at: at)
        } else if order < 93 {
            script.add(notification(.willChangeFrame), at: at)
        } else {
            script.add(notification(will), at: at)
        }
        if random.chance(0.15) {
            let done = at + max(milliseconds, curve == .keyboard && milliseconds > 0 ? 500 : 0)
            script.add(notification(.didChangeFrame), at: done)
            script.add(notification(did), at: done)
        }
    }

    /// A resize of a shown software keyboard (predictive bar, emoji): willChangeFrame,
    /// often followed (or, rarely, preceded) by a willShow.
    package mutating func resizeKeyboard(_ random: inout SeededRandom) {
        guard let current = keyboard, !shortcutBarShown else { return }
        var height = TraceGenerator.keyboardHeight(device, &random)
        if height == current { height = current == device.keyboard ? device.keyboard - 44 : device.keyboard }
        let begin = docked(current)
        let end = docked(height)
        let (milliseconds, curve) = TraceGenerator.timing(&random)
        let duration = Nanoseconds(milliseconds) * 1_000_000
        func notification(_ kind: KeyboardNotification.Kind) -> Event {
            .keyboard(KeyboardNotification(kind: kind, begin: begin, end: end, duration: duration, curve: curve))
        }
        switch random.below(10) {
        case 0..<4: script.add(notification(.willChangeFrame), at: time)
        case 4..<9:
            script.add(notification(.willChangeFrame), at: time)
            script.add(notification(.willShow), at: time)
        default:
            script.add(notification(.willShow), at: time)
            script.add(notification(.willChangeFrame), at: time)
        }
        keyboard = height
        lastKeyboardHeight = height
    }

    /// The keyboard starts to hide and shows again before (or just after) its hide has
    /// finished: another field focused, or the same one tapped again.
    package mutating func interruptedHide(_ random: inout SeededRandom) {
        let height = keyboard
        let bar = shortcutBarShown
        moveKeyboard(to: nil, at: time, &random)
        let again = time + random.int(in: 0...400)
        if bar, let height {
            showShortcutBar(visible: height, at: again, &random)
        } else {
            moveKeyboard(to: height ?? TraceGenerator.keyboardHeight(device, &random), at: again, &random)
        }
    }

    /// The keyboard moves the handlers' sessions choose among.
    package enum KeyboardAction {
        /// A software keyboard opens (or, from a shortcut bar, the hardware keyboard detaches).
        case open
        /// A hardware keyboard's shortcut bar shows (attached, or the predictive row toggled).
        case shortcutBar
        case close
        case interruptedHide
        /// The software keyboard or the shortcut bar changes height.
        case resize
    }

    /// Makes the keyboard move `action` at `time`.
    package mutating func perform(_ action: KeyboardAction, _ random: inout SeededRandom) {
        switch action {
        case .open: moveKeyboard(to: TraceGenerator.keyboardHeight(device, &random), at: time, &random)
        case .shortcutBar: showShortcutBar(visible: TraceGenerator.shortcutBarHeight(&random), at: time, &random)
        case .close: moveKeyboard(to: nil, at: time, &random)
        case .interruptedHide: interruptedHide(&random)
        case .resize:
            if shortcutBarShown {
                showShortcutBar(visible: TraceGenerator.shortcutBarHeight(&random), at: time, &random)
            } else {
                resizeKeyboard(&random)
            }
        }
    }
}
