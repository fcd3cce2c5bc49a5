import HandlerCore
import UIKitModel

/// `finite-numbers`: every number of every frame is finite.
struct FiniteNumbersCheck: EpisodeCheck {
    static let id = InvariantID.finiteNumbers

    /// The numeric fields of a handler's frame, in frame format order (its schema's).
    struct Lanes: Sendable {
        let numbers: [(lane: Int, name: String)]

        init(_ schema: FrameSchema) {
            numbers = schema.fields.enumerated().filter(\.element.kind.isNumeric).map { ($0.offset, $0.element.name) }
        }
    }

    let lanes: Lanes
    private(set) var episode = EpisodeTracker<String>()

    init(_ lanes: Lanes) {
        self.lanes = lanes
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        if let field = observation.firstNonFinite(among: lanes.numbers) {
            episode.fail(frame: observation.frame.index, severity: 0, values: field)
        } else {
            pass(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: "\(closed.values) is not finite")
    }
}
