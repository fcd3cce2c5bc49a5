import UIKitModel

/// Runs a list of timed events through a handler in a world and yields one `Frame` per
/// output frame, `0...lastFrameIndex`, without holding the replay in memory.
///
/// Frame `k` is the state at `k * 1e9 / fps` after every event at or before that time
/// (and all the work those events queued) has run. Events later than the last frame
/// never run.
public struct Replay: Sequence, IteratorProtocol {
    private var stream: FrameStream
    /// The fields of the frames it yields.
    public let schema: FrameSchema
    public let lastFrameIndex: Int

    /// A replay that yields `stream`'s frames (`Replay.init(_:scenario:events:fps:lastFrameIndex:)`,
    /// in the Handlers module, makes one for a handler type).
    package init(stream: FrameStream, schema: FrameSchema, lastFrameIndex: Int) {
        self.stream = stream
        self.schema = schema
        self.lastFrameIndex = lastFrameIndex
    }

    /// The number of frames this replay yields.
    public var frameCount: Int { lastFrameIndex + 1 }

    public mutating func next() -> Frame? {
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        return next(into: &frame) ? frame : nil
    }

    /// Makes the next frame in `frame`, which the caller keeps from one call to the next
    /// (no frame is copied on the way); `false`, with `frame` as it was, after the last.
    public mutating func next(into frame: inout Frame) -> Bool {
        // A copy of a replay goes on from where it was copied, on its own.
        if !isKnownUniquelyReferenced(&stream) { stream = stream.copy() }
        return stream.next(&frame)
    }

    /// Makes each remaining frame in `frame` in turn, as `next(into:)` does, and hands it to
    /// `body` where it is, until `body` returns `false` (the replay then goes on after
    /// that frame): the frames of a whole replay in one call through the type erasure,
    /// where a call per frame retained and released the stream's closure (about 100
    /// instructions a frame with the calls themselves).
    public mutating func forEachFrame(into frame: inout Frame, _ body: (inout Frame) -> Bool) {
        if !isKnownUniquelyReferenced(&stream) { stream = stream.copy() }
        stream.forEach(&frame, body)
    }
}

/// A replay of one handler type behind `Replay`'s type erasure, as closures.
///
/// Closures rather than a protocol existential: a closure made in code specialized for a
/// handler type (`HandlerKind(H.self)` with a concrete `H`) runs specialized, while a
/// protocol witness of a generic type always runs the generic code, with a metadata
/// lookup at every call into the world (a third of a frame's cost).
package final class FrameStream {
    package let next: (inout Frame) -> Bool
    /// The remaining frames, each handed to the body while it asks for more
    /// (`Replay.forEachFrame`).
    package let forEach: (inout Frame, (inout Frame) -> Bool) -> Void
    package let copy: () -> FrameStream

    package init(
        next: @escaping (inout Frame) -> Bool, forEach: @escaping (inout Frame, (inout Frame) -> Bool) -> Void,
        copy: @escaping () -> FrameStream
    ) {
        self.next = next
        self.forEach = forEach
        self.copy = copy
    }
}

/// A handler type as a value: its schema, and how to replay events through it. Traces
/// name one by its schema's name; the built-in ones are in `builtIn`.
///
/// Described by its name (`launch-composer`): a parameterised test's argument, an
/// interpolation, read as the handler's name rather than its whole schema.
public struct HandlerKind: Equatable, Sendable, CustomStringConvertible {
    public let schema: HandlerSchema
    /// The handler's type: what it declares beside its schema (a built-in handler's
    /// registration with the invariant checker, its explorer script) is found from it.
    public let type: any Handler.Type
    private let makeReplay: @Sendable (Scenario, [TimedEvent], Int, Int) -> Replay
    private let origin: @Sendable (HandlerConfig) -> HandlerSchema.ComposerYOrigin

    /// A kind with `schema`, where `composerY` is measured from (`origin`) and how its
    /// replays are made (`HandlerKind.init(_:)`, in the Handlers module, makes one for a
    /// handler type).
    package init(
        type: any Handler.Type, schema: HandlerSchema, origin: @escaping @Sendable (HandlerConfig) -> HandlerSchema.ComposerYOrigin,
        makeReplay: @escaping @Sendable (Scenario, [TimedEvent], Int, Int) -> Replay
    ) {
        self.type = type
        self.schema = schema
        self.origin = origin
        self.makeReplay = makeReplay
    }

    /// The name traces use for it.
    public var name: String { schema.name }

    public var description: String { name }

    /// Where its `composerY` field is measured from under `config` (`Handler.composerYOrigin(config:)`).
    public func composerYOrigin(config: HandlerConfig) -> HandlerSchema.ComposerYOrigin { origin(config) }

    /// A replay of `events` from `scenario`.
    public func replay(scenario: Scenario, events: [TimedEvent], fps: Int, lastFrameIndex: Int) -> Replay {
        makeReplay(scenario, events, fps, lastFrameIndex)
    }

    /// Two kinds are the same handler when their names are.
    public static func == (lhs: HandlerKind, rhs: HandlerKind) -> Bool { lhs.schema == rhs.schema }
}
