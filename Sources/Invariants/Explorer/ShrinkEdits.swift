import HandlerCore
import UIKitModel
import TraceModel

/// The edits the shrinker tries, and the structural checks that keep its candidates valid.
enum ShrinkEdits {
    /// Drops drag moves and ends that no longer have a begin, and a begin that would open
    /// a drag inside another (its moves and end then belong to the open one).
    static func repairingDrags(_ events: [TimedEvent]) -> [TimedEvent] {
        var drags = DragSequence()
        return events.filter { drags.take($0.event.type) == nil }
    }

    /// The rules of the format an edit could break: sorted times, no negative time,
    /// well-formed drags, a duration of at least 0, on a phone no floating keyboard end
    /// frame on the screen in force (a shortcut bar's height rounded down; on an iPad every
    /// end frame is valid), only event types the handler takes under the trace's `config`
    /// (a drag on a form whose strategy an edit changed).
    static func isWellFormed(_ trace: Trace) -> Bool {
        guard trace.duration >= 0 else { return false }
        let schema = trace.handler.schema
        let isPad = trace.scenario.screen.idiom == .pad
        var screenHeight = trace.scenario.screen.height
        var previous: Nanoseconds = 0
        var drags = DragSequence()
        for timed in trace.events {
            let type = timed.event.type
            guard timed.time >= previous, drags.take(type) == nil else { return false }
            guard schema.takes(type), schema.problem(with: type, config: trace.scenario.config) == nil else {
                return false
            }
            if case .world(.geometry(let geometry, _, _)) = timed.event { screenHeight = geometry.screen.height }
            if !isPad, let notification = timed.event.keyboardNotification, let end = notification.end,
               !KeyboardFrameKind.isValidOnPhone(end, screenHeight: screenHeight) {
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
    static func rounder(_ value: Double) -> [Double] { Rounding.rounder(value) }

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
            // launch-composer's closed lift, max(safeBottom, minBottomPadding), for every handler.
            let lift = max(scenario.screen.safeBottom, scenario.config[CommonSettings.minBottomPadding])
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

    /// Simpler versions of one event: a world input's as its declaration gives them
    /// (`WorldInputCoding.simplifications`), else from its fields' declarations.
    static func simplifications(of event: Event, screenHeight: Double) -> [Event] {
        switch event {
        case .world(let input):
            let type = event.type
            if let simplifications = type.coding?.simplifications {
                return simplifications(input, screenHeight).map(Event.world)
            }
            return simplifications(of: type.values(of: input).array, fields: type.fields).compactMap {
                type.input(from: EventValues($0)).map(Event.world)
            }
        case .app(let event):
            return simplifications(of: event.values, fields: event.type.fields).map { .app(AppEvent(event.type, $0)) }
        }
    }

    /// Simpler versions of an event's `values`, from its `fields`' declarations, field by
    /// field in their order: an optional field left out, a flag back to its default,
    /// rounder numbers within the field's range.
    static func simplifications(of values: [EventValue], fields: [EventField]) -> [[EventValue]] {
        var results: [[EventValue]] = []
        for (index, field) in fields.enumerated() where index < values.count {
            func with(_ value: EventValue) -> [EventValue] {
                var simpler = values
                simpler[index] = value
                return simpler
            }
            let value = values[index]
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
        case .points, .seconds, .unit, .frames: value >= 0
        case .positivePoints: value > 0
        }
    }
}
