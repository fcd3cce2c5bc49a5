/// The frames a page that draws phones (`kbreplay view`'s, `compare`'s, a report's) keeps
/// of a replay, so that its data, and kbreplay's memory while it makes it, stay bounded
/// however long the trace (`docs/view.md`, "Size").
///
/// A trace of at most `bound` frames keeps every frame (the page is as it always was).
/// A longer one keeps every `stride`-th frame, `stride` = ⌈frames / bound⌉ (frame 0, `stride`,
/// `2 × stride`...), the last frame, and every frame that `marks` names: each event's frame,
/// each violation's first and last frame and the frame after its last, the first
/// difference from the golden. The page shows a frame it did not keep with the values of
/// the kept frame before it; a screen cannot show more than a few thousand scrubber
/// positions, and every frame where something happens is kept.
struct KeptFrames: Equatable {
    /// The frames kept of a long trace, in order; `nil`: every frame.
    var frames: [Int]?
    var frameCount: Int

    /// The default bound: 100,000 frames (about 7 minutes at 240 fps).
    static let defaultBound = 100_000

    /// Every frame of `frameCount`.
    static func all(_ frameCount: Int) -> KeptFrames { KeptFrames(frames: nil, frameCount: frameCount) }

    /// The frames kept of `frameCount` frames under `bound`, with the frames `marks` names
    /// (those out of `0..<frameCount` are ignored).
    static func choose(frameCount: Int, bound: Int = defaultBound, marks: [Int]) -> KeptFrames {
        guard frameCount > max(1, bound) else { return all(frameCount) }
        let stride = (frameCount + bound - 1) / bound
        var kept = Set(Swift.stride(from: 0, to: frameCount, by: stride))
        kept.insert(frameCount - 1)
        for mark in marks where (0..<frameCount).contains(mark) { kept.insert(mark) }
        return KeptFrames(frames: kept.sorted(), frameCount: frameCount)
    }

    /// The marks of a replay: `events`' frames, each of `violations`' first and last
    /// frames and the frame after its last, and `firstDifference`.
    static func marks(events: [PhoneView.Tick], violations: [PhoneView.Span], firstDifference: Int?) -> [Int] {
        events.map(\.frame)
            + violations.flatMap { [$0.frames.lowerBound, $0.frames.upperBound, $0.frames.upperBound + 1] }
            + (firstDifference.map { [$0] } ?? [])
    }

    /// Whether every frame is kept.
    var keepsAll: Bool { frames == nil }

    /// The number of frames kept.
    var count: Int { frames?.count ?? frameCount }

    /// A test of whether frame `index` is kept, for frames met in order from 0.
    func keeper() -> (Int) -> Bool {
        guard let frames else { return { _ in true } }
        var next = 0
        return { index in
            while next < frames.count, frames[next] < index { next += 1 }
            return next < frames.count && frames[next] == index
        }
    }
}
