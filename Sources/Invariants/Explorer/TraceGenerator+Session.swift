import Handlers
import UIKitModel

extension TraceGenerator {
    /// The generator's idea of the screen while it writes events: what it last told the
    /// engine. Actions may overlap in time (an action starts while the previous one's
    /// later events are still to come); the state then is only approximate, which is
    /// fine: every event stays valid on its own.
    struct Session {
        let scenario: Scenario
        let device: Device
        let fps: Int
        var script = EventScript()
        /// Milliseconds.
        var time = 0
        /// The docked keyboard's height, `nil` while hidden.
        var keyboard: Double?
        /// The last height the keyboard had on screen (hidden end frames keep it).
        var lastKeyboardHeight: Double
        var composer: Double
        var content: Double
        var pinToTopEnabled: Bool
        /// When the last drag ends: drags never overlap.
        var dragFreeAt = 0
        /// A drag was left open: the trace ends mid-drag, no drag may follow.
        var dragLeftOpen = false

        init(scenario generated: (Scenario, Device, fps: Int)) {
            scenario = generated.0
            device = generated.1
            fps = generated.fps
            lastKeyboardHeight = generated.1.keyboard
            composer = generated.0.composerHeight
            content = generated.0.contentHeight
            pinToTopEnabled = generated.0.configuration.pinToTopEnabled
        }

        var screenHeight: Double { device.height }

        enum Action {
            case openKeyboard, closeKeyboard, resizeKeyboard, interactiveDismiss
            case content, composer, send, trigger, togglePin
            case drag, tap, tapButton
        }

        /// One action at `time`, chosen by what makes sense now.
        mutating func act(_ random: inout SeededRandom) {
            var choices: [(weight: Int, value: Action)] = [
                (12, .content), (5, .composer), (14, .send), (2, .trigger), (3, .togglePin),
                (14, .drag), (4, .tap), (6, .tapButton),
            ]
            if keyboard == nil {
                choices.append((30, .openKeyboard))
            } else {
                choices += [(14, .closeKeyboard), (12, .resizeKeyboard), (8, .interactiveDismiss), (8, .composer)]
            }
            switch random.pick(weighted: choices) {
            case .openKeyboard: moveKeyboard(to: TraceGenerator.keyboardHeight(device, &random), at: time, &random)
            case .closeKeyboard: moveKeyboard(to: nil, at: time, &random)
            case .resizeKeyboard: resizeKeyboard(&random)
            case .interactiveDismiss: interactiveDismiss(&random)
            case .content: changeContent(&random)
            case .composer: changeComposer(&random)
            case .send: send(&random, trigger: false)
            case .trigger: send(&random, trigger: true)
            case .togglePin:
                pinToTopEnabled.toggle()
                script.add(.pinToTopEnabled(pinToTopEnabled), at: time)
            case .drag: drag(&random)
            case .tap: tap(&random)
            case .tapButton: script.add(.tapScrollToBottom, at: time)
            }
        }

        // MARK: Content and composer

        mutating func changeContent(_ random: inout SeededRandom) {
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

        mutating func changeComposer(_ random: inout SeededRandom) {
            let grow = composer < 120 && random.chance(0.7)
            let height = grow ? min(120, composer + random.pick([20, 20, 19.5, 22, 40])) : 48
            composer = height
            reportComposer(height, at: time, &random)
        }

        /// A composer height as the library reports it: measured in layout, through the JS
        /// prop, or both in either order.
        mutating func reportComposer(_ height: Double, at start: Int, _ random: inout SeededRandom) {
            switch random.below(20) {
            case 0..<7: script.add(.composerLayout(height: height), at: start)
            case 7..<10: script.add(.extraBottomInset(value: height), at: start)
            case 10..<15:
                script.add(.composerLayout(height: height), at: start)
                script.add(.extraBottomInset(value: height), at: start)
            case 15..<17:
                script.add(.extraBottomInset(value: height), at: start)
                script.add(.composerLayout(height: height), at: start)
            default:
                script.add(.composerLayout(height: height), at: start)
                script.add(.extraBottomInset(value: height), at: start + random.int(in: 16...50))
            }
        }

        // MARK: Sends

        /// A send (or the scroll-to-top trigger): the composer empties, the keyboard often
        /// hides, the sent message lands, and an answer may stream in.
        mutating func send(_ random: inout SeededRandom, trigger: Bool) {
            script.add(trigger ? .scrollToTopTrigger : .send, at: time)
            if !trigger {
                if composer != 48 {
                    composer = 48
                    reportComposer(48, at: time + random.int(in: 0...20), &random)
                }
                if keyboard != nil, random.chance(0.7) {
                    moveKeyboard(to: nil, at: time + random.int(in: 0...60), &random)
                }
            }
            var at = time + random.int(in: 16...350)
            content += Double(random.int(in: 40...160))
            script.add(.contentSize(height: content), at: at)
            guard random.chance(0.7) else { return }
            let steps = random.int(in: 1...12)
            let disableAt = random.chance(0.05) ? random.below(steps) : -1
            for step in 0..<steps {
                at += random.int(in: 40...250)
                content += Double(random.int(in: 10...140))
                script.add(.contentSize(height: content), at: at)
                if step == disableAt {
                    pinToTopEnabled = false
                    script.add(.pinToTopEnabled(false), at: at)
                }
            }
            // The next action may start while the answer still streams.
            time += random.int(in: 0...(at - time))
        }

        // MARK: Touch

        mutating func tap(_ random: inout SeededRandom) {
            let y: Double? = random.chance(0.7) ? Double(random.int(in: 100...Int(screenHeight) - 100)) : nil
            script.add(.tap(y: y), at: time)
            if keyboard != nil, random.chance(0.8) {
                moveKeyboard(to: nil, at: time + random.int(in: 5...40), &random)
            }
        }

        mutating func drag(_ random: inout SeededRandom) {
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
        mutating func interactiveDismiss(_ random: inout SeededRandom) {
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

        private func clampFinger(_ y: Double) -> Double {
            min(max(y, 0), screenHeight)
        }
    }
}
