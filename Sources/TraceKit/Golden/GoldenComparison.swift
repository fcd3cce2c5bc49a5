import Handlers
import UIKitModel

/// Compares a replay with its golden, frame by frame and field by field
/// (`docs/formats.md`, "Comparing with a golden").
///
/// The actual frames are compared in their written form (`WrittenFrame`), the same
/// rounding the golden went through, so a value never differs from itself. Numbers may
/// differ by `tolerance` in their own unit; flags, choices and `fx` must be equal; `t` is
/// not compared. The replay is read once, frame by frame, alongside the
/// golden's expansion: only the few frames of context are kept.
public struct GoldenComparison: Sendable {
    /// The default tolerance for numbers, in each field's own unit.
    public static let defaultTolerance = 0.01

    public var tolerance: Double
    /// How many frames of context the report shows before and after the first difference.
    public var contextFrames: Int

    public init(tolerance: Double = GoldenComparison.defaultTolerance, contextFrames: Int = 2) {
        self.tolerance = tolerance
        self.contextFrames = contextFrames
    }

    /// The differences between `golden` and the actual output, or `nil` when they match.
    ///
    /// - Parameters:
    ///   - header: the actual output's header (`FrameHeader(trace:fps:frames:)` of the trace).
    ///   - frames: the actual frames, `0...header.frames-1`, as a replay yields them.
    public func differences(
        golden: Golden, header: FrameHeader, frames: some Sequence<Frame>
    ) -> GoldenDifferences? {
        let layout = golden.layout
        return differences(golden: golden, header: header, written: frames.lazy.map { frame in
            WrittenFrame(index: frame.index, values: layout.written(frame.values), effects: frame.effects)
        })
    }

    /// The differences between `golden` and the actual output read back as a golden
    /// (`Golden.parse` of the replay's bytes), or `nil` when they match: the same report
    /// as comparing with the replay itself, without replaying again.
    public func differences(golden: Golden, actual: Golden) -> GoldenDifferences? {
        differences(golden: golden, header: actual.header, written: actual.expandedFrames)
    }

    /// The differences between a golden being read in pieces and the actual frames, or
    /// `nil` when they match or the golden has a problem (then `golden.errors` says which,
    /// once `golden.finish()` has read it all). The golden's memory stays within
    /// `GoldenReader`'s bound; the comparison's own is the few rows of context.
    public func differences(
        reading golden: GoldenReader, header: FrameHeader, frames: some Sequence<Frame>
    ) -> GoldenDifferences? {
        guard let (expectedHeader, layout) = golden.header() else { return nil }
        let written = frames.lazy.map { frame in
            WrittenFrame(index: frame.index, values: layout.written(frame.values), effects: frame.effects)
        }
        return differences(
            expectedHeader: expectedHeader, layout: layout, expected: golden.expandedFrames, header: header, written: written)
    }

    /// The differences between `golden` and the actual frames in their written form.
    private func differences(
        golden: Golden, header: FrameHeader, written frames: some Sequence<WrittenFrame>
    ) -> GoldenDifferences? {
        differences(
            expectedHeader: golden.header, layout: golden.layout, expected: golden.expandedFrames, header: header,
            written: frames)
    }

    /// The differences between the expected frames (every one, implied ones included) and
    /// the actual frames, both in their written form.
    private func differences(
        expectedHeader: FrameHeader, layout: FrameLayout, expected: some Sequence<WrittenFrame>,
        header: FrameHeader, written frames: some Sequence<WrittenFrame>
    ) -> GoldenDifferences? {
        var result = GoldenDifferences(
            expectedHeader: expectedHeader, actualHeader: header, layout: layout, tolerance: tolerance)
        guard result.headerFields.isEmpty || (expectedHeader.fps == header.fps && expectedHeader.frames == header.frames
            && expectedHeader.handler == header.handler)
        else {
            return result
        }
        var before: [GoldenDifferences.Row] = []
        var afterLeft = 0
        var expectedFrames = expected.makeIterator()
        var actualFrames = frames.makeIterator()
        while let expected = expectedFrames.next(), var actual = actualFrames.next() {
            actual.index = expected.index
            let differing = differingFields(expected, actual, layout: layout)
            let row = GoldenDifferences.Row(expected: expected, actual: actual, differing: differing)
            if result.firstFrame == nil {
                if differing.isEmpty {
                    if contextFrames > 0 {
                        if before.count == contextFrames { before.removeFirst() }
                        before.append(row)
                    }
                    continue
                }
                result.firstFrame = expected.index
                result.shownFields = differing
                result.rows = before + [row]
                result.differingFrameCount = 1
                afterLeft = contextFrames
                continue
            }
            if afterLeft > 0 {
                afterLeft -= 1
                result.rows.append(row)
                if !differing.isEmpty { result.differingFrameCount += 1 }
            } else if !differing.isEmpty {
                result.differingFrameCount += 1
                result.moreFrameCount += 1
                result.moreFields.formUnion(differing)
            }
        }
        return result.isEmpty ? nil : result
    }

    /// The fields of `expected` and `actual` that differ beyond the tolerance.
    public func differingFields(_ expected: WrittenFrame, _ actual: WrittenFrame, layout: FrameLayout) -> FrameFieldSet {
        var fields = FrameFieldSet()
        if expected.values != actual.values {
            let limit = tolerance * 1000 * (1 + 1e-12)
            for field in 0..<layout.count {
                let e = expected.values[field]
                let a = actual.values[field]
                guard e != a else { continue }
                if !layout.isNumeric(field) || Double(e.subtractingReportingOverflow(a).partialValue.magnitude) > limit {
                    fields.insert(field)
                }
            }
        }
        if expected.effects != actual.effects { fields.insertEffects() }
        return fields
    }
}
