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
    fileprivate struct SequenceState {
        /// The latest valid time so far (as written), with its event's index and the byte
        /// offset of its `t` (their path and literal are spelled out only for a message;
        /// the `t`'s node may be gone, `EventListReader`).
        var latest: (seconds: Double, index: Int, offset: Int)? = nil
        /// Where the drags stand.
        var drags = DragSequence()
        /// The index of the last `dragBegin`, named by the error of a begin inside its drag.
        var openDrag: Int? = nil
    }

    /// Whether the handler takes a known event type (as its schema declares it), and the
    /// problem its rule finds with the type under the trace's config
    /// (`HandlerSchema.EventRule`).
    fileprivate struct KnownRule {
        /// The handler's own declaration of the type, when it takes it.
        var declared: EventType?
        var problem: String?
        /// Whether the handler's declaration is the known one (then the known tables apply).
        var isKnownDeclaration: Bool

        init(_ type: EventType, schema: HandlerSchema, config: HandlerConfig) {
            declared = schema.eventTypes.first { $0 == type }
            problem = declared.flatMap { schema.problem(with: $0, config: config) }
            isKnownDeclaration = declared === type
        }
    }

    /// What decoding an event of a known type needs to know per event, with nothing to
    /// retain or release (`KnownRule` holds the rest, read only for an app event or an
    /// error).
    fileprivate struct KnownDecoding {
        /// The handler takes the type.
        var isTaken: Bool
        /// Its rule forbids the type under the trace's config.
        var hasProblem: Bool
        /// The known tables (keys, fields) apply: the handler's declaration is the known one.
        var usesKnownTables: Bool
        /// The world's input it is, for the world's types.
        var input: WorldInput.Kind?

        init(_ rule: KnownRule, type: EventType) {
            isTaken = rule.declared != nil
            hasProblem = rule.problem != nil
            usesKnownTables = rule.isKnownDeclaration || rule.declared == nil
            input = rule.declared?.input ?? type.input
        }
    }

    /// An event `type` resolved against the trace's handler, by its index: the index
    /// of the type's tables too, and nothing to retain or release per event.
    private enum ResolvedType {
        /// A type of `knownEventTypes`, at this index.
        case known(Int)
        /// A type of the handler's own that no built-in handler declares, at this index
        /// of its `ownTypes`.
        case own(Int)
    }

    /// Every event type the world or a built-in handler declares (`TraceFormat.eventTypes`),
    /// whose tables are made once per process.
    static var knownEventTypes: [EventType] { TraceFormat.eventTypes }

    /// The keys of each known event type, in `knownEventTypes`' order: the same for
    /// every trace, so made once (a trace of a few events spent more on making them than
    /// on its events).
    static let knownEventKeys = knownEventTypes.map { KeySet($0.allowedKeys) }

    /// The names of the known event types, in `knownEventTypes`' order.
    static let knownEventNames = NameTable(knownEventTypes.map(\.name))

    /// The `EventKey` of each field of each known type (nil for a key that is none).
    static let knownFieldKeys = knownEventTypes.map(fieldKeys(of:))

    /// The `EventKey` of each field of `type`, where its name is one.
    static func fieldKeys(of type: EventType) -> [EventKey?] { type.fields.map { EventKey(name: $0.name) } }

    /// Every key any event may have: unknown keys are checked against this when the
    /// event's `type` is missing or invalid.
    private static func anyEventKeys(_ schema: HandlerSchema) -> [String] {
        var keys: [String] = []
        let lists = knownEventTypes.map(\.allowedKeys) + schema.eventTypes.map(\.allowedKeys)
        for list in lists {
            for key in list where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The tables and the state of one trace's event list, decoded event by event
    /// (`decodeEvent`): from the tape (`decodeEvents`), or as the parser reads each
    /// event (`EventListReader`).
    struct EventList {
        /// The events so far.
        var result = DecodedEvents()
        fileprivate var state = SequenceState()
        let schema: HandlerSchema
        let screenHeight: Double?
        /// The keys of any event, made only for the first event without a valid type.
        var anyEventKeys: KeySet? = nil
        // The known types' tables are made once per process, and read here once per
        // trace (a static is checked for initialisation at every use); the handler's
        // own types' are made once per trace rather than per event.
        let knownTypes = TraceDecoder.knownEventTypes
        let knownKeys = TraceDecoder.knownEventKeys
        let knownNames = TraceDecoder.knownEventNames
        let knownAllowed = EventKeySet.knownAllowed
        let knownFieldKeys = TraceDecoder.knownFieldKeys
        let ownTypes: [EventType]
        let ownKeys: [KeySet]
        let ownFieldKeys: [[EventKey?]]
        let config: HandlerConfig
        /// Whether the handler takes each known type, and its rule's problem under
        /// `config`, in `knownTypes`' order; nil until the type's first event (`decoding`).
        fileprivate var knownRules: [KnownRule?]
        fileprivate var knownDecoding: [KnownDecoding?]

        /// The list of a trace whose handler has `schema`, under `config`.
        init(schema: HandlerSchema, config: HandlerConfig, screenHeight: Double?) {
            self.schema = schema
            self.screenHeight = screenHeight
            ownTypes = schema.eventTypes.filter { !TraceDecoder.knownEventTypes.contains($0) }
            ownKeys = ownTypes.map { KeySet($0.allowedKeys) }
            ownFieldKeys = ownTypes.map(TraceDecoder.fieldKeys(of:))
            self.config = config
            knownRules = Array(repeating: nil, count: TraceDecoder.knownEventTypes.count)
            knownDecoding = Array(repeating: nil, count: TraceDecoder.knownEventTypes.count)
        }

        /// What decoding an event of the known type at `found` needs: the same for every
        /// event of the type, so worked out at its first event (pure questions). Not up
        /// front: a trace has a few of the types, and asking for all of them took 65,000
        /// instructions a trace, a third of the parse of a trace of ten events.
        ///
        /// Inlined, and the working out out of line: asked twice per event, a call
        /// took 8M instructions on 118,085 events.
        @inline(__always)
        fileprivate mutating func decoding(_ found: Int) -> KnownDecoding {
            if let decoding = knownDecoding[found] { return decoding }
            return resolve(found)
        }

        /// `decoding(found)` at the type's first event.
        @inline(never)
        private mutating func resolve(_ found: Int) -> KnownDecoding {
            let rule = KnownRule(knownTypes[found], schema: schema, config: config)
            let decoding = KnownDecoding(rule, type: knownTypes[found])
            knownRules[found] = rule
            knownDecoding[found] = decoding
            return decoding
        }
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
        guard let elements = value.array else {
            typeMismatch(value, expected: "an array of events", path: "events")
            return DecodedEvents()
        }
        // Counted on the tape, so once.
        let count = elements.count
        guard checkEventCount(count, of: value) else { return DecodedEvents() }
        var list = EventList(schema: schema, config: config, screenHeight: screenHeight)
        list.result.events.reserveCapacity(count)
        for (index, element) in elements.enumerated() {
            decodeEvent(element, index: index, in: &list)
        }
        return list.result
    }

    /// Whether `count` events, the list `value`'s, are within `Limits.maximumEvents`;
    /// if not, reports it at the list.
    mutating func checkEventCount(_ count: Int, of value: JSONRef) -> Bool {
        guard count > Limits.maximumEvents else { return true }
        diagnostics.add(
            "\(Limits.grouped(count)) events, more than the limit of \(Limits.grouped(Limits.maximumEvents))",
            path: "events", at: value.position)
        return false
    }

    /// Decodes `element`, the event at `index` of `list`, and appends it to the list's
    /// result if it is valid.
    mutating func decodeEvent(_ element: JSONRef, index: Int, in list: inout EventList) {
        guard let fields = objectFields(element, path: ObjectPath(base: "events", index: index)) else { return }
        // Every key is read from these, found in one walk.
        let members = EventMembers(of: element)
        let typeValue = members.value(.type)
        var type: ResolvedType? = nil
        if let typeValue, typeValue.isString {
            if let found = typeValue.stringIndex(in: list.knownNames) {
                type = .known(found)
            } else if let found = list.ownTypes.firstIndex(where: { typeValue.isString($0.name) }) {
                type = .own(found)
            }
        }
        // A type's keys are passed from `knownKeys` or `ownKeys` as they are: a key set
        // held in a variable cost two retains and releases per event.
        switch type {
        case .known(let found)?:
            if list.decoding(found).usesKnownTables {
                // Most events have only their type's keys, and nothing to report.
                if !(list.knownAllowed[found].map { members.hasOnlyKeys(in: $0) } ?? false) {
                    reportUnknownKeys(
                        in: fields, allowedKeys: list.knownKeys[found], context: " for a '\(list.knownTypes[found].name)' event")
                }
            } else if let declared = list.knownRules[found]?.declared {
                reportUnknownKeys(
                    in: fields, allowedKeys: KeySet(declared.allowedKeys), context: " for a '\(declared.name)' event")
            }
        case .own(let found)?:
            reportUnknownKeys(in: fields, allowedKeys: list.ownKeys[found], context: " for a '\(list.ownTypes[found].name)' event")
        case nil:
            let keys = list.anyEventKeys ?? KeySet(Self.anyEventKeys(list.schema))
            list.anyEventKeys = keys
            reportUnknownKeys(in: fields, allowedKeys: keys)
        }

        var time: Nanoseconds? = nil
        if let value = required(.t, of: members, in: fields), let seconds = number(value, key: "t", in: fields, rule: .seconds) {
            let nanoseconds = Time.nanoseconds(fromSeconds: seconds)
            list.result.lastSeconds = seconds
            if let latest = list.state.latest, seconds < latest.seconds {
                diagnostics.add(
                    "\(value.shortDescription) is earlier than events[\(latest.index)].t (\(value.tape.literal(startingAt: latest.offset))); events must be sorted by time",
                    path: fields.path("t"), at: value.position)
            } else {
                list.state.latest = (seconds, index, value.offset)
                time = nanoseconds
            }
        }

        guard let typeValue = typeValue ?? required(.type, of: members, in: fields) else { return }
        guard let type else {
            reportInvalidType(typeValue, schema: list.schema, path: fields.path("type"))
            return
        }
        // The event is made where it is appended: a world input is plain data, and an
        // `Event` made earlier was copied through the enum's value witnesses (measured:
        // 20M instructions on 118,000 events).
        switch type {
        case .known(let found):
            let decoding = list.decoding(found)
            guard decoding.isTaken else {
                diagnostics.add(
                    "\(list.schema.name) does not take '\(list.knownTypes[found].name)' events; it takes \(list.schema.eventTypeNames.joined(separator: ", "))",
                    path: fields.path("type"), at: typeValue.position)
                return
            }
            if decoding.hasProblem {
                diagnostics.add(list.knownRules[found]?.problem ?? "", path: fields.path("type"), at: typeValue.position)
                return
            }
            if let input = decoding.input {
                if input.isDrag {
                    checkDragSequence(input, index: index, typeValue: typeValue, path: fields.path("type"), state: &list.state)
                }
                if let input = decodeWorldInput(input, fields: fields, members: members, screenHeight: list.screenHeight), let time {
                    list.result.events.append(TimedEvent(time: time, event: .world(input)))
                }
            } else if let declared = list.knownRules[found]?.declared {
                let keys = decoding.usesKnownTables ? list.knownFieldKeys[found] : Self.fieldKeys(of: declared)
                if let event = decodeAppEvent(declared, fields: fields, members: members, fieldKeys: keys), let time {
                    list.result.events.append(TimedEvent(time: time, event: .app(event)))
                }
            }
        case .own(let found):
            if let event = decodeAppEvent(list.ownTypes[found], fields: fields, members: members, fieldKeys: list.ownFieldKeys[found]),
               let time {
                list.result.events.append(TimedEvent(time: time, event: .app(event)))
            }
        }
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
        _ input: WorldInput.Kind, index: Int, typeValue: JSONRef, path: @autoclosure () -> String, state: inout SequenceState
    ) {
        switch state.drags.take(input) {
        case .beginInsideDrag:
            diagnostics.add(
                "dragBegin inside a drag: the drag begun at events[\(state.openDrag ?? 0)] has not ended (add a dragEnd before this event)",
                path: path(), at: typeValue.position)
        case .withoutBegin:
            diagnostics.add(
                "\(EventType.of(input).name) without a dragBegin before it (a drag is dragBegin, any dragMoves, dragEnd)",
                path: path(), at: typeValue.position)
        case nil:
            break
        }
        if input == .dragBegin { state.openDrag = index }
    }

    /// One of the world's inputs by its kind, read from `members`, its event's members;
    /// nil if any of them is invalid.
    private mutating func decodeWorldInput(
        _ input: WorldInput.Kind, fields: ObjectFields, members: EventMembers, screenHeight: Double?
    ) -> WorldInput? {
        func context() -> String { " for a '\(EventType.of(input).name)' event" }
        switch input {
        case .keyboard(let kind):
            return decodeKeyboard(kind, fields: fields, members: members, screenHeight: screenHeight, context: context())
                .map(WorldInput.keyboard)
        case .contentSize:
            return requiredNumber(.height, of: members, in: fields, rule: .points, context: context())
                .map { .contentSize(height: $0) }
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
        case .geometry:
            return nil  // no trace holds one yet: no handler lists the type
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

    /// An app event of `type`, each field read as its declaration says: from `members`
    /// where the field's name is an `EventKey` (`fieldKeys`), else by name.
    private mutating func decodeAppEvent(
        _ type: EventType, fields: ObjectFields, members: EventMembers, fieldKeys: [EventKey?]
    ) -> AppEvent? {
        func context() -> String { " for a '\(type.name)' event" }
        var values: [EventValue] = []
        values.reserveCapacity(type.fields.count)
        var valid = true
        let declared = type.fields
        for index in declared.indices {
            let field = declared[index]
            let key = FieldKey.name(field.name)
            let found = fieldKeys[index].map { members.value($0) } ?? fields.value(key)
            guard let value = found else {
                if field.isRequired {
                    _ = required(nil, key, in: fields, context: context())
                    valid = false
                }
                values.append(field.defaultValue)
                continue
            }
            let decoded: EventValue?
            switch field.kind {
            case .number(let range): decoded = number(value, key: key, in: fields, rule: NumberRule(range)).map(EventValue.number)
            case .flag: decoded = bool(value, path: fields.path(field.name)).map(EventValue.flag)
            case .string: decoded = string(value, path: fields.path(field.name)).map(EventValue.string)
            case .frame:
                decoded = Self.plainRect(value).map(EventValue.frame)
                if decoded == nil {
                    typeMismatch(value, expected: "a frame {x, y, width, height} of numbers (x and y -1e7...1e7, width and height 0...1e7)", path: fields.path(field.name))
                }
            case .curve:
                decoded = decodeCurve(value, path: fields.path(field.name)).map { .number(Double($0.rawValue)) }
            }
            if let decoded { values.append(decoded) } else { valid = false }
        }
        guard valid else { return nil }
        return AppEvent(type, values)
    }
}
