import Handlers
import UIKitModel
import TraceKit

/// The edits the shrinker tries, and the structural checks that keep its candidates valid.
enum ShrinkEdits {
    /// Drops drag moves and ends that no longer have a begin, and a begin that would open
    /// a drag inside another (its moves and end then belong to the open one).
    static func repairingDrags(_ events: [TimedEvent]) -> [TimedEvent] {
        var drags = DragSequence()
        return events.filter { drags.take($0.event.type) == nil }
    }

    /// The rules of the format an edit could break: sorted times, no negative time,
    /// well-formed drags, a duration of at least 0, no floating keyboard end frame (a
    /// shortcut bar's height rounded down), only event types the handler takes under the
    /// trace's `config` (a drag on a form whose strategy an edit changed).
    static func isWellFormed(_ trace: Trace) -> Bool {
        guard trace.duration >= 0 else { return false }
        let schema = trace.handler.schema
        let screenHeight = trace.scenario.screen.height
        var previous: Nanoseconds = 0
        var drags = DragSequence()
        for timed in trace.events {
            let type = timed.event.type
            guard timed.time >= previous, drags.take(type) == nil else { return false }
            guard schema.takes(type), schema.problem(with: type, config: trace.scenario.config) == nil else {
                return false
            }
            if let notification = timed.event.keyboardNotification, let end = notification.end,
               KeyboardFrameKind(end, screenHeight: screenHeight) == .floating {
                return false
            }
            previous = timed.time
        }
        return true
    }

    static func round(_ time: Nanoseconds, to grid: Nanoseconds) -> Nanoseconds {
        (time + grid / 2) / grid * grid
    }

    static func roundUp(_ time: Nanoseconds, to grid: Nanoseconds) -> Nanoseconds {
        (time + grid - 1) / grid * grid
    }

    /// Rounder versions of a value: to 1, 10 and 100 (those that differ from it).
    static func rounder(_ value: Double) -> [Double] {
        var results: [Double] = []
        for step in [1.0, 10, 100] {
            let rounded = (value / step).rounded() * step
            if rounded != value, !results.contains(rounded) { results.append(rounded) }
        }
        return results
    }

    /// Simpler scenarios, one change each.
    static func scenarioEdits(_ trace: Trace) -> [Trace] {
        var edits: [Trace] = []
        func edit(_ change: (inout Trace) -> Void) {
            var candidate = trace
            change(&candidate)
            if candidate != trace { edits.append(candidate) }
        }
        edit { $0.fps = 60 }
        // The situations (situations.md): no keyboard up at the start; the whole screen
        // (with the scroll view as high as it when it was as high as the view).
        edit { $0.scenario.keyboardFrame = nil }
        if let view = trace.scenario.view {
            edit {
                $0.scenario.view = nil
                if $0.scenario.viewportHeight == view.height { $0.scenario.viewportHeight = $0.scenario.screen.height }
            }
        }
        edit { $0.scenario.topInset = 0 }
        edit { $0.scenario.screen.safeTop = 0 }
        edit { $0.scenario.composerHeight = Scenario.defaultComposerHeight }
        edit { $0.scenario.initialOffset = .bottom }
        if case .value(let value) = trace.scenario.initialOffset {
            // Only inside the start-up range: an offset outside it is a different finding.
            let scenario = trace.scenario
            let low = -scenario.topInset
            let lift = scenario.configuration.closedLift(safeBottom: scenario.screen.safeBottom)
            let high = max(low, scenario.contentHeight - scenario.viewportHeight + scenario.composerHeight + lift)
            for rounded in rounder(value) where rounded >= low && rounded <= high {
                edit { $0.scenario.initialOffset = .value(rounded) }
            }
        }
        for rounded in rounder(trace.scenario.contentHeight) where rounded >= 0 {
            edit { $0.scenario.contentHeight = rounded }
        }
        // Every changed `config` entry back to its default, in key order, then rounder numbers.
        let changed = trace.scenario.config.changedEntries
        for entry in changed {
            edit { $0.scenario.config.set(entry.key.name, to: entry.key.defaultValue) }
        }
        for entry in changed {
            guard case .number(let value) = entry.value, case .number(let range, _) = entry.key.kind else { continue }
            // Rounding keeps a number's sign; only a positive one may not become 0.
            for rounded in rounder(value) where range != .positivePoints || rounded > 0 {
                edit { $0.scenario.config.set(entry.key.name, to: .number(rounded)) }
            }
        }
        return edits
    }

    /// Simpler versions of one event.
    static func simplifications(of event: Event, screenHeight: Double) -> [Event] {
        switch event {
        case .world(.keyboard(let notification)):
            var results: [Event] = []
            func add(_ change: (inout KeyboardNotification) -> Void) {
                var simpler = notification
                change(&simpler)
                if simpler != notification { results.append(.keyboard(simpler)) }
            }
            add { $0.begin = nil }
            if notification.kind == .willHide, let end = notification.end,
               KeyboardFrameKind(end, screenHeight: screenHeight) == .hidden {
                add { $0.end = nil }
            }
            add {
                $0.duration = 250_000_000
                $0.curve = .keyboard
            }
            if let end = notification.end {
                let docked = KeyboardFrameKind(end, screenHeight: screenHeight) == .docked
                for height in rounder(end.height) where height >= 0 {
                    add { $0.end = Rect(x: end.x, y: docked ? screenHeight - height : end.y, width: end.width, height: height) }
                }
            }
            return results
        case .world(.contentSize(let height)):
            return rounder(height).filter { $0 >= 0 }.map { .contentSize(height: $0) }
        case .world(.dragBegin(let y)):
            return rounder(y).filter { $0 >= 0 }.map { .dragBegin(y: $0) }
        case .world(.dragMove(let y)):
            return rounder(y).filter { $0 >= 0 }.map { .dragMove(y: $0) }
        case .world(.dragEnd(let y, let velocity)):
            var results: [Event] = []
            if velocity != nil { results.append(.dragEnd(y: y, velocity: nil)) }
            if let velocity { results += rounder(velocity).map { .dragEnd(y: y, velocity: $0) } }
            results += rounder(y).filter { $0 >= 0 }.map { .dragEnd(y: $0, velocity: velocity) }
            return results
        case .world(.tap(let y)):
            return y == nil ? [] : [.tap(y: nil)]
        case .world(.geometry):
            return []
        case .app(let event):
            return simplifications(of: event).map(Event.app)
        }
    }

    /// Simpler versions of an app event, from its type's declaration, field by field in
    /// its order: an optional field left out, a flag back to its default, rounder numbers
    /// within the field's range.
    static func simplifications(of event: AppEvent) -> [AppEvent] {
        var results: [AppEvent] = []
        for (index, field) in event.type.fields.enumerated() {
            func with(_ value: EventValue) -> AppEvent {
                var values = event.values
                values[index] = value
                return AppEvent(event.type, values)
            }
            let value = event.values[index]
            if case .optional = field.presence, value != .absent { results.append(with(.absent)) }
            switch (field.kind, value) {
            case (.flag, .flag):
                if case .defaulted(let defaultValue) = field.presence, value != defaultValue { results.append(with(defaultValue)) }
            case (.number(let range), .number(let number)):
                results += rounder(number).filter { range.accepts($0) }.map { with(.number($0)) }
            default:
                break
            }
        }
        return results
    }
}

extension ValueRange {
    /// Whether a rounded number stays in the range's sign rule (rounding keeps a number
    /// within its magnitude limit).
    fileprivate func accepts(_ value: Double) -> Bool {
        switch self {
        case .signedPoints: true
        case .points, .seconds, .unit: value >= 0
        case .positivePoints: value > 0
        }
    }
}
