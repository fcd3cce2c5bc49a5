import Handlers
import UIKitModel

extension TraceGenerator {
    /// A keyboard height for `device`: its usual one, the predictive bar off, an emoji
    /// keyboard, a sub-point change (the engine's 0.5 dead band), or anything plausible.
    static func keyboardHeight(_ device: Device, _ random: inout SeededRandom) -> Double {
        switch random.below(20) {
        case 0..<12: device.keyboard
        case 12..<15: device.keyboard - 44
        case 15..<17: device.keyboard + 8
        case 17..<19: device.keyboard + random.pick([0.3, 0.5, 0.7])
        default: Double(random.int(in: 200...420))
        }
    }

    /// A notification's duration (ms) and curve, as devices post them and a few they do not.
    static func timing(_ random: inout SeededRandom) -> (milliseconds: Int, curve: AnimationCurve) {
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

extension TraceGenerator.Session {
    /// The docked end frame for a keyboard of `height`.
    func docked(_ height: Double) -> Rect {
        Rect(x: 0, y: screenHeight - height, width: device.width, height: height)
    }

    /// The hidden end frame: just below the screen, at its last height.
    func hidden() -> Rect {
        Rect(x: 0, y: screenHeight, width: device.width, height: lastKeyboardHeight)
    }

    /// Moves the keyboard to `height` (`nil` hides it) at `at` ms: the notifications a
    /// device posts, usually willChangeFrame then willShow/willHide, sometimes the other
    /// order or one alone, sometimes followed by the did-notifications.
    mutating func moveKeyboard(to height: Double?, at: Int, _ random: inout SeededRandom) {
        let begin = keyboard.map(docked) ?? hidden()
        let end = height.map(docked) ?? hidden()
        let will: KeyboardNotification.Kind = height == nil ? .willHide : .willShow
        let did: KeyboardNotification.Kind = height == nil ? .didHide : .didShow
        let (milliseconds, curve) = TraceGenerator.timing(&random)
        let duration = Nanoseconds(milliseconds) * 1_000_000
        let withBegin = random.chance(0.3)
        let omitHideEnd = height == nil && random.chance(0.2)
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
        keyboard = height
        if let height { lastKeyboardHeight = height }
    }

    /// A resize of a shown keyboard (predictive bar, emoji): willChangeFrame, often
    /// followed (or, rarely, preceded) by a willShow.
    mutating func resizeKeyboard(_ random: inout SeededRandom) {
        guard let current = keyboard else { return }
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
}
