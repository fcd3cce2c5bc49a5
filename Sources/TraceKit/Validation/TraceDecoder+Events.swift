import Handlers
import UIKitModel

/// `events`: each event's fields by type, their order in time, and drag sequences.
extension TraceDecoder {
    /// The events of a trace, and the last event's time for the default duration.
    struct DecodedEvents {
        var events: [TimedEvent] = []
        /// The time of the last event whose `t` is valid, in seconds as written.
        var lastSeconds: Double? = nil
    }

    /// The state of the checks that span events.
    private struct SequenceState {
        /// The latest valid time so far (as written), with its event's index and its `t`
        /// (their path and literal are spelled out only for a message).
        var latest: (seconds: Double, index: Int, value: JSONRef)? = nil
        /// Where the drags stand.
        var drags = DragSequence()
        /// The index of the last `dragBegin`, named by the error of a begin inside its drag.
        var openDrag: Int? = nil
    }

    /// Whether the handler takes a built-in event type, and the problem its rule finds
    /// with the type under the trace's config (`HandlerSchema.EventRule`).
    private struct BuiltInRule {
        var takes: Bool
        var problem: String?

        init(_ type: EventType, schema: HandlerSchema, config: HandlerConfig) {
            takes = schema.takes(type)
            problem = takes ? schema.problem(with: type, config: config) : nil
        }
    }

    /// An event `type` resolved against the trace's handler, by its index: the index
    /// of the type's tables too, and nothing to retain or release per event (a custom
    /// type held as such was copied and destroyed through value witnesses).
    private enum ResolvedType {
        /// A type of `EventType.builtIn`, at this index.
        case builtIn(Int)
        /// A type of the schema's `customEvents`, at this index.
        case custom(Int)
    }

    /// The keys an event of the custom `type` may have.
    private static func allowedKeys(of type: CustomEventType) -> [String] {
        ["t", "type"] + type.fields.map(\.name)
    }

    /// The keys of each built-in event type, in `EventType.builtIn`'s order: the same for
    /// every trace, so made once (a trace of a few events spent more on making them than
    /// on its events).
    static let builtInEventKeys = EventType.builtIn.map { KeySet($0.allowedKeys) }

    /// The names of the built-in event types, in `EventType.builtIn`'s order.
    static let builtInEventNames = NameTable(EventType.builtIn.map(\.rawValue))

    /// Every key any event may have: unknown keys are checked against this when the
    /// event's `type` is missing or invalid.
    private static func anyEventKeys(_ schema: HandlerSchema) -> [String] {
        var keys: [String] = []
        let lists = EventType.builtIn.map(\.allowedKeys) + schema.customEvents.map(allowedKeys(of:))
        for list in lists {
            for key in list where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// Reads `events`, which may be empty.
    ///
    /// Times are compared as written (the doubles, before the conversion to
    /// nanoseconds) against the latest time so far: an earlier `t` after a later one
    /// is an error at that `t`, even when both round to the same nanosecond. More than
    /// `Limits.maximumEvents` events is one error at `events`, and none is decoded.
    ///
    /// An event type that `schema`'s rules forbid under `config` (`HandlerSchema.EventRule`)
    /// is an error at its `type`.
    mutating func decodeEvents(
        _ value: JSONRef, schema: HandlerSchema, config: HandlerConfig, screenHeight: Double?
    ) -> DecodedEvents {
        var result = DecodedEvents()
        guard let elements = value.array else {
            typeMismatch(value, expected: "an array of events", path: "events")
            return result
        }
        // Counted on the tape, so once.
        let count = elements.count
        guard count <= Limits.maximumEvents else {
            diagnostics.add(
                "\(Limits.grouped(count)) events, more than the limit of \(Limits.grouped(Limits.maximumEvents))",
                path: "events", at: value.position)
            return result
        }
        result.events.reserveCapacity(count)
        var state = SequenceState()
        // The keys of any event, made only for the first event without a valid type.
        var anyEventKeys: KeySet? = nil
        // Each custom type's keys, made once rather than per event; the built-in types'
        // are made once per process, and read here once per trace (a static is checked
        // for initialisation at every use).
        let customKeys = schema.customEvents.map { KeySet(Self.allowedKeys(of: $0)) }
        let builtInTypes = EventType.builtIn
        let builtInKeys = Self.builtInEventKeys
        let builtInNames = Self.builtInEventNames
        let builtInAllowed = EventKeySet.builtInAllowed
        // Whether the handler takes each type, and its rule's problem under `config`:
        // the same for every event of the type, so asked once (pure questions, asked
        // for every type up front).
        let builtInRules = builtInTypes.map { BuiltInRule($0, schema: schema, config: config) }
        for (index, element) in elements.enumerated() {
            guard let fields = objectFields(element, path: ObjectPath(base: "events", index: index)) else { continue }
            // Every key is read from these, found in one walk.
            let members = EventMembers(of: element)
            let typeValue = members.value(.type)
            var type: ResolvedType? = nil
            if let typeValue, typeValue.isString {
                if let found = typeValue.stringIndex(in: builtInNames) {
                    type = .builtIn(found)
                } else if let found = schema.customEvents.firstIndex(where: { typeValue.isString($0.name) }) {
                    type = .custom(found)
                }
            }
            // A type's keys are passed from `builtInKeys` or `customKeys` as they are: a
            // key set held in a variable cost two retains and releases per event.
            switch type {
            case .builtIn(let found)?:
                // Most events have only their type's keys, and nothing to report.
                if !members.hasOnlyKeys(in: builtInAllowed[found]) {
                    reportUnknownKeys(
                        in: fields, allowedKeys: builtInKeys[found], context: " for a '\(builtInTypes[found].rawValue)' event")
                }
            case .custom(let found)?:
                reportUnknownKeys(
                    in: fields, allowedKeys: customKeys[found], context: " for a '\(schema.customEvents[found].name)' event")
            case nil:
                let keys = anyEventKeys ?? KeySet(Self.anyEventKeys(schema))
                anyEventKeys = keys
                reportUnknownKeys(in: fields, allowedKeys: keys)
            }

            var time: Nanoseconds? = nil
            if let value = required(.t, of: members, in: fields), let seconds = number(value, key: "t", in: fields, rule: .seconds) {
                let nanoseconds = Time.nanoseconds(fromSeconds: seconds)
                result.lastSeconds = seconds
                if let latest = state.latest, seconds < latest.seconds {
                    diagnostics.add(
                        "\(value.shortDescription) is earlier than events[\(latest.index)].t (\(latest.value.shortDescription)); events must be sorted by time",
                        path: fields.path("t"), at: value.position)
                } else {
                    state.latest = (seconds, index, value)
                    time = nanoseconds
                }
            }

            guard let typeValue = typeValue ?? required(.type, of: members, in: fields) else { continue }
            guard let type else {
                reportInvalidType(typeValue, schema: schema, path: fields.path("type"))
                continue
            }
            let event: Event?
            switch type {
            case .builtIn(let found):
                let type = builtInTypes[found]
                let rule = builtInRules[found]
                guard rule.takes else {
                    diagnostics.add(
                        "\(schema.name) does not take '\(type.rawValue)' events; it takes \(schema.eventTypeNames.joined(separator: ", "))",
                        path: fields.path("type"), at: typeValue.position)
                    continue
                }
                if let problem = rule.problem {
                    diagnostics.add(problem, path: fields.path("type"), at: typeValue.position)
                    continue
                }
                if type.isDrag {
                    checkDragSequence(type, index: index, typeValue: typeValue, path: fields.path("type"), state: &state)
                }
                event = decodeEvent(type, fields: fields, members: members, screenHeight: screenHeight)
            case .custom(let found):
                event = decodeCustomEvent(schema.customEvents[found], fields: fields)
            }
            // Consumed, not copied: a copy of an event and the release of the original
            // went through the enum's value witnesses (measured: 20M instructions on
            // 118,000 events).
            if let time, let event = consume event {
                result.events.append(TimedEvent(time: time, event: event))
            }
        }
        return result
    }

    private mutating func reportInvalidType(_ value: JSONRef, schema: HandlerSchema, path: String) {
        guard let name = value.string else {
            typeMismatch(value, expected: "an event type string", path: path)
            return
        }
        var message = "unknown event type \(value.shortDescription)"
        if let suggestion = Suggestion.closest(to: name, among: schema.eventTypeNames) {
            message += " (did you mean '\(suggestion)'?)"
        } else {
            message += " (\(schema.name) takes \(schema.eventTypeNames.joined(separator: ", ")))"
        }
        diagnostics.add(message, path: path, at: value.position)
    }

    /// Drags follow `DragSequence`'s rule; a misplaced event is an error at its `type`
    /// that names the open drag's `dragBegin`.
    private mutating func checkDragSequence(
        _ type: EventType, index: Int, typeValue: JSONRef, path: @autoclosure () -> String, state: inout SequenceState
    ) {
        switch state.drags.take(type) {
        case .beginInsideDrag:
            diagnostics.add(
                "dragBegin inside a drag: the drag begun at events[\(state.openDrag ?? 0)] has not ended (add a dragEnd before this event)",
                path: path(), at: typeValue.position)
        case .withoutBegin:
            diagnostics.add(
                "\(type.rawValue) without a dragBegin before it (a drag is dragBegin, any dragMoves, dragEnd)",
                path: path(), at: typeValue.position)
        case nil:
            break
        }
        if type == .dragBegin { state.openDrag = index }
    }

    /// The fields of one event by its type, read from `members`, its members; nil if
    /// any of them is invalid.
    private mutating func decodeEvent(
        _ type: EventType, fields: ObjectFields, members: EventMembers, screenHeight: Double?
    ) -> Event? {
        func context() -> String { " for a '\(type.rawValue)' event" }
        if let kind = type.keyboardKind {
            return decodeKeyboard(kind, fields: fields, members: members, screenHeight: screenHeight, context: context())
                .map(Event.keyboard)
        }
        switch type {
        case .contentSize:
            return requiredNumber(.height, of: members, in: fields, rule: .points, context: context())
                .map { .contentSize(height: $0) }
        case .composerLayout:
            // The engine ignores heights that are not > 0, so any sign is accepted.
            return requiredNumber(.height, of: members, in: fields, rule: .signedPoints, context: context())
                .map { .composerLayout(height: $0) }
        case .extraBottomInset:
            return requiredNumber(.value, of: members, in: fields, rule: .points, context: context())
                .map { .extraBottomInset(value: $0) }
        case .pinToTopEnabled:
            return required(.value, of: members, in: fields, context: context())
                .flatMap { bool($0, path: fields.path("value")) }
                .map { .pinToTopEnabled($0) }
        case .send:
            return .send
        case .scrollToTopTrigger:
            return .scrollToTopTrigger
        case .tapScrollToBottom:
            return .tapScrollToBottom
        case .dragBegin:
            return requiredNumber(.y, of: members, in: fields, rule: .points, context: context()).map { .dragBegin(y: $0) }
        case .dragMove:
            return requiredNumber(.y, of: members, in: fields, rule: .points, context: context()).map { .dragMove(y: $0) }
        case .dragEnd:
            let y = requiredNumber(.y, of: members, in: fields, rule: .points, context: context())
            let velocity = optionalNumber(members.value(.velocity), "velocity", in: fields, rule: .signedPoints)
            guard let y, let velocity else { return nil }
            return .dragEnd(y: y, velocity: velocity)
        case .tap:
            guard let y = optionalNumber(members.value(.y), "y", in: fields, rule: .points) else { return nil }
            return .tap(y: y)
        case .scrollToBottom:
            let animatedValue = members.value(.animated)
            let animated = animatedValue.flatMap { bool($0, path: fields.path("animated")) }
            guard animatedValue == nil || animated != nil else { return nil }
            return .scrollToBottom(animated: animated ?? true)
        case .focus:
            // The field's top may lie above the content's origin; its height may not be negative.
            let y = requiredNumber(.y, of: members, in: fields, rule: .signedPoints, context: context())
            let height = requiredNumber(.height, of: members, in: fields, rule: .points, context: context())
            guard let y, let height else { return nil }
            return .focus(y: y, height: height)
        case .blur:
            return .blur
        case .layoutPass:
            return .layoutPass
        case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame,
             .keyboardDidShow, .keyboardDidHide, .keyboardDidChangeFrame, .custom:
            return nil  // handled above and in `decodeCustomEvent`
        }
    }

    /// The value of the required `key` of an event, from `members`, its members; reports
    /// it missing (`required(_:_:in:context:)`).
    @inline(__always)
    mutating func required(
        _ key: EventKey, of members: EventMembers, in fields: ObjectFields, context: @autoclosure () -> String = ""
    ) -> JSONRef? {
        required(members.value(key), key.fieldKey, in: fields, context: context())
    }

    /// The number of the required `key` of an event, from `members`, its members
    /// (`requiredNumber(_:_:in:rule:context:)`).
    @inline(__always)
    private mutating func requiredNumber(
        _ key: EventKey, of members: EventMembers, in fields: ObjectFields, rule: NumberRule,
        context: @autoclosure () -> String
    ) -> Double? {
        requiredNumber(members.value(key), key.fieldKey, in: fields, rule: rule, context: context())
    }

    /// An event of the handler's own type: every declared field required.
    private mutating func decodeCustomEvent(_ type: CustomEventType, fields: ObjectFields) -> Event? {
        let context = " for a '\(type.name)' event"
        var values: [Double] = []
        var valid = true
        for field in type.fields {
            guard let value = required(.name(field.name), in: fields, context: context) else {
                valid = false
                continue
            }
            let decoded: Double?
            switch field.kind {
            case .number(let range): decoded = number(value, key: .name(field.name), in: fields, rule: NumberRule(range))
            case .flag: decoded = bool(value, path: fields.path(field.name)).map { $0 ? 1 : 0 }
            }
            if let decoded { values.append(decoded) } else { valid = false }
        }
        guard valid else { return nil }
        return .custom(CustomEvent(type: type.name, names: type.fields.map(\.name), values: values))
    }
}
