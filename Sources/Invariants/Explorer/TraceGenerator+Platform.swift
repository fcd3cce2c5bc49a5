import HandlerCore
import UIKitModel

/// Which devices and which of the platform's moving parts (`platform.md`) the explorer
/// draws: `explore --platform`, `TraceGenerator(handler:platform:)`.
///
/// A choice made for issue 36, which keeps explore's output for a seed byte-identical:
/// `.phone`, the default, draws exactly the traces explore always drew (the eight iPhones in
/// portrait, docked keyboards and hardware shortcut bars, a screen that never changes);
/// iPads, floating keyboards, zero rects and geometry events are opt-in.
public enum ExplorePlatform: String, CaseIterable, Sendable {
    /// The eight iPhones in portrait, nothing of the platform's moves (the default).
    case phone
    /// Five iPads (`TraceGenerator.padDevices`), with every move below: floating and split
    /// keyboards shown, dragged (zero-rect willChangeFrame), dropped (didChangeFrame only)
    /// and docked again (the nine-notification sequence), a floating keyboard up at the
    /// start, Prefer Cross-Fade's zero rects and a locked device's zero-frame burst, and,
    /// for a handler that takes `geometry`, rotations with the system's burst, sheet
    /// detents and tab bars hidden on push.
    case pad
    /// Each run an iPhone or an iPad (drawn among both), with the moves that device has: an
    /// iPhone the zero rects, rotations and view changes, an iPad all of them.
    case all
}

extension Stage {
    /// Puts the run on `platform` for `handler` (before its situation is drawn): whether
    /// geometry events are its to take, under the run's config.
    package mutating func enterPlatform(_ platform: ExplorePlatform, handler: HandlerKind) {
        self.platform = platform
        let schema = handler.schema
        takesGeometry = schema.takes(.geometry) && schema.problem(with: .geometry, config: scenario.config) == nil
    }

    /// The platform's moves (off `.phone`), chosen by what the device and the keyboard
    /// allow: zero rects anywhere; a rotation or a view change where the handler takes
    /// `geometry`; on an iPad, a keyboard floated or split, and a floating one dragged or
    /// docked again.
    package mutating func platformMove(_ random: inout SeededRandom) {
        var choices: [(weight: Int, value: PlatformMove)] = [(15, .zeroRect)]
        if takesGeometry { choices += [(20, .rotate), (12, .viewChange)] }
        if device.idiom == .pad {
            choices += floating == nil ? [(30, .float), (10, .split)] : [(35, .dragFloating), (25, .dock)]
        }
        switch random.pick(weighted: choices) {
        case .zeroRect: zeroRect(&random)
        case .rotate: rotate(&random)
        case .viewChange: changeView(&random)
        case .float: undock(to: floatingFrame(&random), &random)
        case .split: undock(to: splitFrame(&random), &random)
        case .dragFloating: dragFloating(&random)
        case .dock: dock(&random)
        }
    }

    private enum PlatformMove {
        case zeroRect, rotate, viewChange, float, split, dragFloating, dock
    }

    /// The all-zero frame: Prefer Cross-Fade Transitions, a floating keyboard dragged, a
    /// locked device.
    package static let zeroFrame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A floating keyboard's frame on the screen: 320 pt wide, about 250 high, anywhere
    /// from the safe top to 20 pt above the bottom.
    package func floatingFrame(_ random: inout SeededRandom) -> Rect {
        let height = random.pick([250.0, 262, 280])
        let x = Double(random.int(in: 0...Int(device.width - 320)))
        let y = Double(random.int(in: Int(device.safeTop)...Int(screenHeight - height - 20)))
        return Rect(x: x, y: y, width: 320, height: height)
    }

    /// An undocked or split keyboard's frame: the screen's width, lifted off the bottom
    /// (SlackTextViewController's "undocked or split": its bottom above the screen's).
    package func splitFrame(_ random: inout SeededRandom) -> Rect {
        let height = device.keyboard - random.pick([0.0, 40])
        let y = Double(random.int(in: Int(screenHeight * 0.25)...Int(screenHeight - height - 40)))
        return Rect(x: 0, y: y, width: device.width, height: height)
    }

    /// One keyboard notification with `end`, the drawn timing and, three times in ten,
    /// `begin`.
    private func notification(
        _ kind: KeyboardNotification.Kind, begin: Rect?, end: Rect, milliseconds: Int, curve: AnimationCurve
    ) -> Event {
        .keyboard(KeyboardNotification(
            kind: kind, begin: begin, end: end, duration: Nanoseconds(milliseconds) * 1_000_000, curve: curve))
    }

    /// The keyboard floats or undocks to `frame` (from docked, a bar or hidden): usually
    /// willChangeFrame then willHide (MeshCoreOne#139, react-native-community/hooks#314),
    /// sometimes with the did's; sometimes only didChangeFrame (a floating keyboard that
    /// posts only frame changes, flutter_keyboard_visibility#162), or the frame changes
    /// without a hide.
    package mutating func undock(to frame: Rect, _ random: inout SeededRandom) {
        let (milliseconds, curve) = TraceGenerator.timing(&random)
        let begin = random.chance(0.3) ? currentFrame() : nil
        func post(_ kind: KeyboardNotification.Kind, at: Int) {
            script.add(notification(kind, begin: begin, end: frame, milliseconds: milliseconds, curve: curve), at: at)
        }
        switch random.below(10) {
        case 0..<7:
            post(.willChangeFrame, at: time)
            post(.willHide, at: time)
            if random.chance(0.5) {
                post(.didChangeFrame, at: time + milliseconds)
                post(.didHide, at: time + milliseconds)
            }
        case 7..<9:
            post(.didChangeFrame, at: time)
        default:
            post(.willChangeFrame, at: time)
            post(.didChangeFrame, at: time + milliseconds)
        }
        keyboard = nil
        shortcutBarShown = false
        floating = frame
    }

    /// The floating keyboard dragged and dropped: one to three all-zero willChangeFrames
    /// while the finger moves it (Flutter's "keyboard is dragged"), then at the drop its
    /// new frame, by didChangeFrame only or by willChangeFrame and didChangeFrame.
    package mutating func dragFloating(_ random: inout SeededRandom) {
        guard let from = floating else { return }
        let (milliseconds, curve) = TraceGenerator.timing(&random)
        var at = time
        for _ in 0..<random.int(in: 1...3) {
            let begin = random.chance(0.3) ? from : nil
            script.add(notification(.willChangeFrame, begin: begin, end: Self.zeroFrame, milliseconds: milliseconds, curve: curve), at: at)
            at += random.int(in: 50...400)
        }
        let to = floatingFrame(&random)
        if random.chance(0.6) {
            script.add(notification(.didChangeFrame, begin: from, end: to, milliseconds: 0, curve: curve), at: at)
        } else {
            script.add(notification(.willChangeFrame, begin: from, end: to, milliseconds: milliseconds, curve: curve), at: at)
            script.add(notification(.didChangeFrame, begin: from, end: to, milliseconds: milliseconds, curve: curve), at: at + milliseconds)
        }
        floating = to
    }

    /// The floating keyboard docked again: the nine notifications iOS posts
    /// (openradar-mirror#7727): willChangeFrame, didChangeFrame, willShow,
    /// willChangeFrame, willShow at once, then didChangeFrame, didShow, didChangeFrame,
    /// didShow when the animation ends.
    package mutating func dock(_ random: inout SeededRandom) {
        let height = TraceGenerator.keyboardHeight(device, &random)
        let end = docked(height)
        let (milliseconds, curve) = TraceGenerator.timing(&random)
        let begin = random.chance(0.3) ? floating : nil
        let wills: [KeyboardNotification.Kind] = [.willChangeFrame, .didChangeFrame, .willShow, .willChangeFrame, .willShow]
        let dids: [KeyboardNotification.Kind] = [.didChangeFrame, .didShow, .didChangeFrame, .didShow]
        for kind in wills {
            script.add(notification(kind, begin: begin, end: end, milliseconds: milliseconds, curve: curve), at: time)
        }
        for kind in dids {
            script.add(notification(kind, begin: begin, end: end, milliseconds: milliseconds, curve: curve), at: time + max(milliseconds, 1))
        }
        keyboard = height
        lastKeyboardHeight = height
        floating = nil
    }

    /// All-zero end frames: Prefer Cross-Fade Transitions' willChangeFrame (alone, or with
    /// a willShow or a willHide of the same frame: react-native#29974, #34503), a locked
    /// device's willShow and didShow with duration 0 (stream-chat-react-native#3803), on an
    /// iPad with a floating keyboard the shortcuts bar dropped after a drag (a zero
    /// willShow). The world hides a keyboard that is not floating (it cannot know where it
    /// is); a floating one stays unless the notification is a willHide.
    package mutating func zeroRect(_ random: inout SeededRandom) {
        let (milliseconds, curve) = TraceGenerator.timing(&random)
        func post(_ kind: KeyboardNotification.Kind, duration: Int) {
            script.add(notification(kind, begin: nil, end: Self.zeroFrame, milliseconds: duration, curve: curve), at: time)
        }
        var hides = false
        switch random.below(10) {
        case 0..<4:
            post(.willChangeFrame, duration: milliseconds)
        case 4..<6:
            post(.willChangeFrame, duration: milliseconds)
            post(.willShow, duration: milliseconds)
        case 6..<8:
            post(.willChangeFrame, duration: milliseconds)
            post(.willHide, duration: milliseconds)
            hides = true
        default:
            for _ in 0..<random.int(in: 1...2) {
                post(.willShow, duration: 0)
                post(.didShow, duration: 0)
            }
        }
        if floating == nil || hides {
            keyboard = nil
            shortcutBarShown = false
            floating = nil
        }
    }

    /// The device turns a quarter with the system's burst (the Omni Group's iOS 5 log,
    /// openradar-mirror#7727): a keyboard up hides in the old geometry (willChangeFrame,
    /// willHide, then the did's), the geometry event (0.4 s, UIKit's ease-in-out) gives
    /// the turned screen and, when a view is in force, a view that fits it (its top and
    /// its gap to the bottom kept up to a quarter of the new height), and 0.15 s later the
    /// keyboard shows again at the turned device's height. A floating keyboard keeps its
    /// frame; if that is no longer floating on the new screen, a didChangeFrame moves it
    /// onto it. It waits for the keyboard notifications already written (a did-notification
    /// to come, an interrupted hide's show) and moves the clock past its own: every frame
    /// is drawn for the screen in force where it lands (the format's rule).
    package mutating func rotate(_ random: inout SeededRandom) {
        time = max(time, script.lastKeyboardTime + 1)
        let shown = keyboard
        let bar = shortcutBarShown
        if shown != nil {
            let hidden = hidden()
            script.add(notification(.willChangeFrame, begin: nil, end: hidden, milliseconds: 250, curve: .keyboard), at: time)
            script.add(notification(.willHide, begin: nil, end: hidden, milliseconds: 250, curve: .keyboard), at: time)
            script.add(notification(.didChangeFrame, begin: nil, end: hidden, milliseconds: 250, curve: .keyboard), at: time + 2)
            script.add(notification(.didHide, begin: nil, end: hidden, milliseconds: 250, curve: .keyboard), at: time + 2)
            keyboard = nil
        }
        let oldHeight = screenHeight
        device = device.rotated()
        let quarter = (screenHeight / 4).rounded(.down)
        view = view.map { ViewFrame(top: min($0.top, quarter), bottom: screenHeight - min(oldHeight - $0.bottom, quarter)) }
        addGeometry(milliseconds: 400, curve: .easeInOut, at: time + 4)
        let after = time + 150
        if let frame = floating,
           KeyboardFrameKind(frame, screenHeight: screenHeight, screenWidth: device.width) != .floating {
            let moved = floatingFrame(&random)
            script.add(notification(.didChangeFrame, begin: frame, end: moved, milliseconds: 0, curve: .keyboard), at: after)
            floating = moved
        }
        if let shown {
            if bar {
                showShortcutBar(visible: shown, at: after, &random)
            } else {
                moveKeyboard(to: device.keyboard, at: after, &random)
            }
        }
        time = after
    }

    /// The root view changes on the same screen: a sheet changing detent (its top between
    /// the safe top + 10 and 45 % of the screen, its bottom the screen's) or a tab bar
    /// hidden on push (the view down to the screen's bottom) and shown again on pop (49 pt
    /// above the home indicator's area); animated as UIKit's transition, the sheet's spring,
    /// or at once.
    package mutating func changeView(_ random: inout SeededRandom) {
        let height = screenHeight
        let top = view?.top ?? 0
        let bottom = view?.bottom ?? height
        let changed: ViewFrame
        if random.chance(0.5) {
            let large = device.safeTop + 10
            changed = ViewFrame(top: top == large ? (height * 0.45).rounded() : large, bottom: height)
        } else {
            changed = ViewFrame(top: top, bottom: bottom < height ? height : height - 49 - device.safeBottom)
        }
        view = changed
        let (milliseconds, curve) = random.pick(weighted: [(50, (350, AnimationCurve.easeInOut)), (25, (500, .keyboard)), (25, (0, .easeInOut))])
        addGeometry(milliseconds: milliseconds, curve: curve, at: time)
    }

    /// A geometry event giving the device's screen as held now and the view in force.
    private mutating func addGeometry(milliseconds: Int, curve: AnimationCurve, at: Int) {
        let geometry = Geometry(screen: device.screen, view: view)
        script.add(.world(.geometry(geometry, duration: Nanoseconds(milliseconds) * 1_000_000, curve: curve)), at: at)
    }
}
