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
        /// The known tables (keys, fields) apply: the handler takes the type with the
        /// known declaration.
        var usesKnownTables: Bool
        /// The world's input it is, for the world's types.
        var input: WorldInput.Kind?

        init(_ rule: KnownRule, type: EventType) {
            isTaken = rule.declared != nil
            hasProblem = rule.problem != nil
            usesKnownTables = rule.isKnownDeclaration
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

    /// How to read each field of each known type, in `knownEventTypes`' order.
    static let knownFieldPlans = knownEventTypes.map(FieldPlan.plans(of:))

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
        /// The height of the screen in force at the event being decoded: the trace's, until
        /// a geometry input changes it (each keyboard end frame is checked against the
        /// screen of its time, `docs/model.md`); nil on an iPad (every end frame is valid)
        /// or when the trace's screen is invalid.
        var screenHeight: Double?
        /// The screen in force at the event being decoded (nil when the trace's is invalid)
        /// and the view given last (nil: a view that follows the screen): what a geometry
        /// event's absent keys keep (`decodeGeometry`).
        var screen: Screen?
        var view: ViewFrame?
        /// The keys of any event, made only for the first event without a valid type.
        var anyEventKeys: KeySet? = nil
        // The known types' tables are made once per process, and read here once per
        // trace (a static is checked for initialisation at every use); the handler's
        // own types' are made once per trace rather than per event.
        let knownTypes = TraceDecoder.knownEventTypes
        let knownKeys = TraceDecoder.knownEventKeys
        let knownNames = TraceDecoder.knownEventNames
        let knownAllowed = EventKeySet.knownAllowed
        let knownFieldPlans = TraceDecoder.knownFieldPlans
        let ownTypes: [EventType]
        let ownKeys: [KeySet]
        let ownFieldPlans: [[FieldPlan]]
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
            ownFieldPlans = ownTypes.map(FieldPlan.plans(of:))
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
    ///
    /// `geometry` is the trace's screen and the view it gives (nil: one that follows the
    /// screen), what geometry events change.
    mutating func decodeEvents(
        _ value: JSONRef, schema: HandlerSchema, config: HandlerConfig, screenHeight: Double?,
        geometry: (screen: Screen?, view: ViewFrame?) = (nil, nil)
    ) -> DecodedEvents {
        guard let elements = value.array else {
            typeMismatch(value, expected: "an array of events", path: "events")
            return DecodedEvents()
        }
        // Counted on the tape, so once.
        let count = elements.count
        guard checkEventCount(count, of: value) else { return DecodedEvents() }
        var list = EventList(schema: schema, config: config, screenHeight: screenHeight)
        (list.screen, list.view) = (geometry.screen, geometry.view)
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
            let decoding = list.decoding(found)
            if !decoding.isTaken {
                // A type the handler does not take gets that one error (below), its keys
                // unchecked against the type: one mistake, one error.
            } else if decoding.usesKnownTables {
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
            if let input = decoding.input, input.isDrag {
                checkDragSequence(input, index: index, typeValue: typeValue, path: fields.path("type"), state: &list.state)
            }
            if decoding.input == .geometry {
                decodeGeometry(fields: fields, at: time, in: &list)
                return
            }
            if decoding.usesKnownTables {
                appendEvent(
                    list.knownTypes[found], at: time, fields: fields, members: members, plans: list.knownFieldPlans[found],
                    screenHeight: &list.screenHeight, into: &list.result.events)
            } else if let declared = list.knownRules[found]?.declared {
                appendEvent(
                    declared, at: time, fields: fields, members: members, plans: FieldPlan.plans(of: declared),
                    screenHeight: &list.screenHeight, into: &list.result.events)
            }
        case .own(let found):
            if let input = list.ownTypes[found].input, input.isDrag {
                checkDragSequence(input, index: index, typeValue: typeValue, path: fields.path("type"), state: &list.state)
            }
            appendEvent(
                list.ownTypes[found], at: time, fields: fields, members: members, plans: list.ownFieldPlans[found],
                screenHeight: &list.screenHeight, into: &list.result.events)
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
        } else if schema.name == Self.anyHandlerName {
            message += " (no handler takes it)"
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

    /// An event of `type`, its fields read as its declaration says (`plans`), appended to
    /// `events` when they are valid and `time` is: one of the world's inputs as its
    /// declaration maps their values (`WorldInputCoding`), else an app event.
    @inline(__always)
    private mutating func appendEvent(
        _ type: EventType, at time: Nanoseconds?, fields: ObjectFields, members: EventMembers, plans: [FieldPlan],
        screenHeight: inout Double?, into events: inout [TimedEvent]
    ) {
        if let coding = type.coding {
            // Held inline: a world input's values allocate nothing.
            var values = EventValues()
            guard decodeValues(
                type, fields: fields, members: members, plans: plans, isWorldInput: true,
                keyboardEndFrame: coding.keyboardEndFrame, screenHeight: screenHeight, into: &values),
                let time, let input = coding.input(values)
            else { return }
            if case .geometry(let geometry, _, _) = input, screenHeight != nil { screenHeight = geometry.screen.height }
            events.append(TimedEvent(time: time, event: .world(input)))
        } else {
            var values: [EventValue] = []
            values.reserveCapacity(plans.count)
            guard decodeValues(
                type, fields: fields, members: members, plans: plans, isWorldInput: false, keyboardEndFrame: nil,
                screenHeight: screenHeight, into: &values),
                let time
            else { return }
            events.append(TimedEvent(time: time, event: .app(AppEvent(type, values))))
        }
    }

    /// Appends to `values` the values of the fields of an event of `type`, each read as its
    /// plan says: from `members` where the field's name is an `EventKey`, else by name;
    /// false when one is invalid. A frame of one of the world's inputs is read as the
    /// format's `rect` (each key checked and reported); a keyboard's end frame
    /// (`WorldInputCoding.keyboardEndFrame`) must not be floating on the screen.
    ///
    /// A valid value of the usual shape is appended here; any other field is read by
    /// `decodeValue`, which reports on it, out of line: with its messages inlined, this
    /// loop spilled its registers for every event (measured: see the commit).
    private mutating func decodeValues(
        _ type: EventType, fields: ObjectFields, members: EventMembers, plans: [FieldPlan], isWorldInput: Bool,
        keyboardEndFrame: Int?, screenHeight: Double?, into values: inout some ValueAppending
    ) -> Bool {
        var valid = true
        for index in plans.indices {
            let plan = plans[index]
            if let eventKey = plan.key, let value = members.value(eventKey) {
                switch plan.kind {
                case .number:
                    if let number = value.number, plan.accepts(number) {
                        values.append(number: number)
                        continue
                    }
                case .duration:
                    if let seconds = value.number, plan.accepts(seconds) {
                        values.append(duration: Time.nanoseconds(fromSeconds: seconds))
                        continue
                    }
                case .frame:
                    if let rect = Self.plainRect(value),
                       !(isWorldInput && index == keyboardEndFrame && screenHeight.map { !KeyboardFrameKind.isValidOnPhone(rect, screenHeight: $0) } == true) {
                        values.append(frame: rect)
                        continue
                    }
                case .curve:
                    if let raw = value.number.flatMap({ Int(exactly: $0) }), let known = AnimationCurve(rawValue: raw) {
                        values.append(number: Double(known.rawValue))
                        continue
                    }
                case .flag, .string:
                    break
                }
            }
            if !decodeValue(
                type, index: index, plan: plan, fields: fields, members: members, isWorldInput: isWorldInput,
                keyboardEndFrame: keyboardEndFrame, screenHeight: screenHeight, into: &values) {
                valid = false
            }
        }
        return valid
    }

    /// Appends to `values` the value of the field at `index` of an event of `type`, read as
    /// `plan` says (`decodeValues`), reporting what is wrong with it; false when it is invalid.
    @inline(never)
    private mutating func decodeValue(
        _ type: EventType, index: Int, plan: FieldPlan, fields: ObjectFields, members: EventMembers, isWorldInput: Bool,
        keyboardEndFrame: Int?, screenHeight: Double?, into values: inout some ValueAppending
    ) -> Bool {
        func context() -> String { " for a '\(type.name)' event" }
        // The key as messages spell it, made only for one.
        func key() -> FieldKey { plan.key?.fieldKey ?? FieldKey.name(type.fields[index].name) }
        let found = if let eventKey = plan.key { members.value(eventKey) } else { fields.value(.name(type.fields[index].name)) }
        guard let value = found else {
            values.append(plan.isAbsentWhenLeftOut ? .absent : type.fields[index].defaultValue)
            if plan.isRequired {
                _ = required(nil, key(), in: fields, context: context())
                return false
            }
            return true
        }
        switch plan.kind {
        case .number:
            if let number = value.number, plan.accepts(number) {
                values.append(number: number)
            } else if let number = number(value, path: fields.path(key().text), rule: NumberRule(plan.range)) {
                values.append(number: number)
            } else {
                return false
            }
        case .duration:
            if let seconds = value.number, plan.accepts(seconds) {
                values.append(duration: Time.nanoseconds(fromSeconds: seconds))
            } else if let seconds = number(value, path: fields.path(key().text), rule: .seconds) {
                values.append(duration: Time.nanoseconds(fromSeconds: seconds))
            } else {
                return false
            }
        case .flag:
            guard let flag = bool(value, path: fields.path(key().text)) else { return false }
            values.append(.flag(flag))
        case .string:
            guard let text = string(value, path: fields.path(key().text)) else { return false }
            values.append(.string(text))
        case .frame:
            if isWorldInput, let eventKey = plan.key {
                guard let rect = decodeRect(value, path: fields.childPath(eventKey.name)) else { return false }
                if let screenHeight, index == keyboardEndFrame, !KeyboardFrameKind.isValidOnPhone(rect, screenHeight: screenHeight) {
                    diagnostics.add(Self.floatingMessage(rect, screenHeight: screenHeight), path: fields.path(key().text), at: value.position)
                    return false
                }
                values.append(frame: rect)
            } else if let rect = Self.plainRect(value) {
                values.append(frame: rect)
            } else {
                typeMismatch(value, expected: "a frame {x, y, width, height} of numbers (x and y -1e7...1e7, width and height 0...1e7)", path: fields.path(key().text))
                return false
            }
        case .curve:
            // A valid curve is read without making its path.
            if let raw = value.number.flatMap({ Int(exactly: $0) }), let known = AnimationCurve(rawValue: raw) {
                values.append(number: Double(known.rawValue))
            } else if let curve = decodeCurve(value, path: fields.path(key().text)) {
                values.append(number: Double(curve.rawValue))
            } else {
                return false
            }
        }
        return true
    }

    /// The value of the required `key` of an event, from `members`, its members; reports
    /// it missing (`required(_:_:in:context:)`).
    @inline(__always)
    mutating func required(
        _ key: EventKey, of members: EventMembers, in fields: ObjectFields, context: @autoclosure () -> String = ""
    ) -> JSONRef? {
        required(members.value(key), key.fieldKey, in: fields, context: context())
    }
}

/// Where `TraceDecoder` appends an event's values: an app event's array, or a world
/// input's `EventValues`, held inline (a number, a frame or a duration straight into its
/// slot, with no `EventValue` made and copied).
protocol ValueAppending {
    mutating func append(_ value: EventValue)
    mutating func append(number: Double)
    mutating func append(frame: Rect)
    mutating func append(duration: Nanoseconds)
}

extension Array: ValueAppending where Element == EventValue {
    mutating func append(number: Double) { append(.number(number)) }
    mutating func append(frame: Rect) { append(.frame(frame)) }
    mutating func append(duration: Nanoseconds) { append(.duration(duration)) }
}

extension EventValues: ValueAppending {}
