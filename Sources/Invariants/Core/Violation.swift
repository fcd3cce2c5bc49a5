/// One break of an invariant: which, over which frames, and the values that break it.
public struct Violation: Equatable, Sendable {
    public var invariant: InvariantID
    /// The frames the violation spans (one episode: consecutive failing frames, or a window).
    public var frames: ClosedRange<Int>
    /// The frame whose values `message` shows (the worst one of the episode).
    public var frame: Int
    /// The values, in words: `offset 1652 rests 22 pt past the range's end 1630`.
    public var message: String

    public init(invariant: InvariantID, frames: ClosedRange<Int>, frame: Int, message: String) {
        self.invariant = invariant
        self.frames = frames
        self.frame = frame
        self.message = message
    }

    /// `composer-rides-keyboard: frames 12...30 (at 18): ...` (`frame 12: ...` for one
    /// frame; no `(at ...)` when the frame shown is the first).
    ///
    /// Gathered as bytes (`MessageText`) and made a string once: appending its pieces to
    /// a string cost 3,600 instructions a summary, and a failing corpus writes tens of
    /// thousands.
    public var summary: String {
        let (first, last) = (frames.lowerBound, frames.upperBound)
        let text: MessageText = if first == last {
            "\(invariant.rawValue): frame \(first): \(message)"
        } else if frame != first {
            "\(invariant.rawValue): frames \(first)...\(last) (at \(frame)): \(message)"
        } else {
            "\(invariant.rawValue): frames \(first)...\(last): \(message)"
        }
        return text.description
    }
}

/// Every violation found in one replay.
public struct InvariantReport: Equatable, Sendable {
    /// In the order they ended, at most `InvariantChecker.violationLimit` per invariant.
    public var violations: [Violation]
    /// Violations found beyond the limit and not kept, per invariant (catalogue order, zeros left out).
    public var omitted: [OmittedViolations]
    public var frameCount: Int

    public init(violations: [Violation], omitted: [OmittedViolations] = [], frameCount: Int) {
        self.violations = violations
        self.omitted = omitted
        self.frameCount = frameCount
    }

    /// The invariants that failed at least once, in catalogue order (then checks of a
    /// handler's own, by name).
    public var violated: [InvariantID] {
        var ids: [InvariantID] = []
        for violation in violations where !ids.contains(violation.invariant) { ids.append(violation.invariant) }
        return ids.sorted()
    }

    public var isClean: Bool { violations.isEmpty }

    /// The violations of one invariant.
    public func violations(of id: InvariantID) -> [Violation] {
        violations.filter { $0.invariant == id }
    }

    /// Compares the violated invariants with a trace's `expect.violations` (a set: order
    /// and repeats do not matter); `nil` expects none. A name of a handler's own check
    /// counts as known when that check failed (one that did not is reported unknown).
    public func compare(expected: [String]?) -> ExpectationResult {
        var unknown: [String] = []
        var expectedIDs: [InvariantID] = []
        for name in expected ?? [] {
            if let id = InvariantID(rawValue: name) ?? violated.first(where: { $0.rawValue == name }) {
                if !expectedIDs.contains(id) { expectedIDs.append(id) }
            } else if !unknown.contains(name) {
                unknown.append(name)
            }
        }
        let occurred = violated
        return ExpectationResult(
            unexpected: occurred.filter { !expectedIDs.contains($0) },
            missing: expectedIDs.sorted().filter { !occurred.contains($0) },
            unknownNames: unknown)
    }
}

/// How many violations of one invariant a report counted but did not keep.
public struct OmittedViolations: Equatable, Sendable {
    public var invariant: InvariantID
    public var count: Int

    public init(invariant: InvariantID, count: Int) {
        self.invariant = invariant
        self.count = count
    }
}

/// How a replay's violations compare with what its trace expects.
public struct ExpectationResult: Equatable, Sendable {
    /// Violated, not expected.
    public var unexpected: [InvariantID]
    /// Expected, not violated.
    public var missing: [InvariantID]
    /// Names in `expect.violations` that are no invariant.
    public var unknownNames: [String]

    /// The trace passes: exactly the expected invariants failed.
    public var passes: Bool { unexpected.isEmpty && missing.isEmpty && unknownNames.isEmpty }
}
