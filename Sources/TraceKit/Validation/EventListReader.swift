import Handlers

/// Decodes a trace's events while the parser reads the document (`JSONListReader`): each
/// event goes from its bytes to a `TimedEvent` as soon as it closes, and its nodes are
/// overwritten by the next event's, so that the document's tape never holds the events.
///
/// The events are decoded against the handler, config and screen given before `events`
/// (`TraceDecoder.decodeEventContext`), as writers put them. Those given after it would
/// change how the events decode: then `isInOrder` is false, and the trace is parsed again
/// with its events on the tape (`TraceParser.parse`). A syntax error later in the document
/// ends the parse as ever, and what was read here is dropped.
struct EventListReader: JSONListReader {
    var key: String? { "events" }
    private let handlers: [HandlerKind]
    /// The decoder of the events, which holds their errors.
    private(set) var decoder: TraceDecoder
    /// The events' tables and the events so far; nil past `Limits.maximumEvents` events.
    private(set) var list: TraceDecoder.EventList?
    /// Whether `list` is there: asked per event, where `list != nil` copied the list
    /// (retaining each of its tables) to compare it.
    private var decodes = false
    /// The number of events read.
    private(set) var count = 0
    /// The node of the list, once the reader has taken its elements.
    private var listIndex: Int?

    /// The fewest bytes an event that decodes takes, with the comma after it: it has a
    /// `t` and a `type` (`{"t":0,"type":"a"},`).
    static let minimumEventBytes = 19

    init(handlers: [HandlerKind]) {
        self.handlers = handlers
        decoder = TraceDecoder(handlers: handlers)
    }

    /// Whether the elements of the list were read here (a list given empty, or not as an
    /// array, is not).
    var hasRead: Bool { listIndex != nil }

    mutating func open(root: JSONRef, list: JSONRef) -> Bool {
        // The root's errors are the final decoder's to report: these are dropped.
        var probe = TraceDecoder(handlers: handlers)
        guard let fields = probe.objectFields(root, path: "") else { return false }
        let context = probe.decodeEventContext(fields)
        listIndex = list.index
        var events = TraceDecoder.EventList(
            schema: context.eventSchema, config: context.eventConfig, screenHeight: context.endFrameScreenHeight)
        (events.screen, events.view) = (context.screen, context.view ?? nil)
        // Room for as many events as the rest of the document can hold, so that the list
        // never moves as it grows: the pages past the last event are never touched, so
        // they cost address space, not memory (as the tape's, `JSONScanner.nodeBound`).
        let bound = (list.tape.byteCount - list.offset) / Self.minimumEventBytes + 1
        events.result.events.reserveCapacity(min(bound, Limits.maximumEvents))
        self.list = events
        decodes = true
        return true
    }

    /// Inlined into the scanner's hand-over: a call of its own took 2.5M instructions
    /// on 118,085 events.
    @inline(__always)
    mutating func read(_ element: JSONRef) {
        count += 1
        guard count <= Limits.maximumEvents else {
            // Too many: none is decoded (`TraceDecoder.checkEventCount`), and the memory goes.
            if decodes {
                list = nil
                decodes = false
                decoder = TraceDecoder(handlers: handlers)
            }
            return
        }
        guard decodes else { return }
        decoder.decodeEvent(element, index: count - 1, in: &list!)
    }

    /// Whether no member the events depend on (`TraceDecoder.eventContextKeys`) comes
    /// after `events` in `root`, the parsed document's root: then the events were read
    /// against the right ones.
    func isInOrder(root: JSONRef) -> Bool {
        guard let listIndex, let members = root.members else { return true }
        for member in members where member.keyIndex > listIndex {
            if TraceDecoder.eventContextKeys.contains(where: { member.keyEquals($0) }) { return false }
        }
        return true
    }
}
