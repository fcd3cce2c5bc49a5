import Foundation
import KBReplayTesting
import Testing

/// `checkReplay` and `assertReplay` on temporary folders, the way an app's tests use them.
@Suite struct AssertReplayTests {
    func openThenSend(contentHeight: Double = 2400) throws -> Trace {
        try Trace.build(name: "open-then-send", contentHeight: contentHeight, config: ["pinToTopEnabled": true]) {
            keyboardWillShow(at: 0.1, height: 336)
            send(at: 1)
            contentSize(at: 1.2, height: contentHeight + 100)
        }
    }

    @Test func aMissingGoldenIsRecordedThenMatched() throws {
        try withTemporaryDirectory { folder in
            let trace = try openThenSend()
            let first = checkReplay(of: trace, matchesGoldenIn: folder, environment: environment())
            #expect(first.outcome == .recorded(created: true))
            #expect(!first.passed, "a test that records fails, so a new golden gets a look")
            let golden = folder.appendingPathComponent("open-then-send.golden.jsonl")
            #expect(first.goldenURL == golden)
            #expect(try contents(golden).hasPrefix(#"{"kbframes":1,"trace":"open-then-send","fps":60,"frames":"#))
            #expect(first.failureMessage?.contains("recorded a new golden at \(golden.path)") == true)

            let second = assertReplay(of: trace, matchesGoldenIn: folder, record: .never)
            #expect(second.outcome == .matched)
            #expect(second.passed)
        }
    }

    @Test func aDifferenceFailsWithTheCLIsReportAndSavesTheNewFile() throws {
        try withTemporaryDirectory { folder in
            _ = checkReplay(of: try openThenSend(), matchesGoldenIn: folder, record: .all, environment: environment())
            let changed = try openThenSend(contentHeight: 2300)
            let check = checkReplay(of: changed, matchesGoldenIn: folder, environment: environment())
            #expect(check.outcome == .differed)
            let newURL = folder.appendingPathComponent("open-then-send.golden.jsonl.new")
            #expect(check.newURL == newURL)
            #expect(exists(newURL))

            // The same lines `kbreplay check` prints: GoldenDifferences.formatted(), the golden's path first.
            let golden = try Golden.parse(Array(try contents(check.goldenURL).utf8)).get()
            let differences = try #require(
                GoldenComparison().differences(golden: golden, header: changed.frameHeader, frames: changed.makeReplay()))
            var expected = differences.formatted()
            expected[0] = "\(check.goldenURL.path): " + expected[0]
            #expect(Array(check.report.prefix(expected.count)) == expected)
            #expect(check.report.last?.contains("actual output saved to \(newURL.path)") == true)

            withKnownIssue("assertReplay fails the running test") {
                assertReplay(of: changed, matchesGoldenIn: folder, record: .never)
            }
        }
    }

    @Test func failedModeRerecordsOnlyWhatDiffersAndRemovesTheNewFile() throws {
        try withTemporaryDirectory { folder in
            _ = checkReplay(of: try openThenSend(), matchesGoldenIn: folder, record: .all, environment: environment())
            let changed = try openThenSend(contentHeight: 2300)
            _ = checkReplay(of: changed, matchesGoldenIn: folder, record: .never, environment: environment())
            let rerecorded = checkReplay(of: changed, matchesGoldenIn: folder, record: .failed, environment: environment())
            #expect(rerecorded.outcome == .recorded(created: false))
            #expect(!exists(folder.appendingPathComponent("open-then-send.golden.jsonl.new")))
            let again = checkReplay(of: changed, matchesGoldenIn: folder, record: .failed, environment: environment())
            #expect(again.outcome == .matched)
        }
    }

    @Test func nothingIsWrittenInCI() throws {
        try withTemporaryDirectory { folder in
            let check = checkReplay(of: try openThenSend(), matchesGoldenIn: folder, record: .all, environment: environment(["CI": "true"]))
            #expect(check.outcome == .missingGolden)
            #expect(!exists(check.goldenURL))
            #expect(check.report.first?.contains("CI is set") == true)
            #expect(check.newURL.map(exists) == true, "the actual output is saved for review, as kbreplay check does")
        }
    }

    @Test func theEnvironmentSetsTheDefaultMode() throws {
        #expect(RecordMode.effective(nil, environment: environment()) == .missing)
        #expect(RecordMode.effective(nil, environment: environment(["KBREPLAY_RECORD": "failed"])) == .failed)
        #expect(RecordMode.effective(.all, environment: environment(["CI": "1"])) == .never)
        #expect(RecordMode.effective(.all, environment: environment(["CI": "false"])) == .all)
        try withTemporaryDirectory { folder in
            let check = checkReplay(
                of: try openThenSend(), matchesGoldenIn: folder, environment: environment(["KBREPLAY_RECORD": "never"]))
            #expect(check.outcome == .missingGolden)
            #expect(!exists(check.goldenURL))
        }
    }

    @Test func numbersCompareWithinTheTolerance() throws {
        try withTemporaryDirectory { folder in
            _ = checkReplay(of: try openThenSend(), matchesGoldenIn: folder, record: .all, environment: environment())
            let nudged = try openThenSend(contentHeight: 2400.004)
            #expect(checkReplay(of: nudged, matchesGoldenIn: folder, record: .never, environment: environment()).passed)
            let strict = checkReplay(of: nudged, matchesGoldenIn: folder, record: .never, tolerance: 0, environment: environment())
            #expect(strict.outcome == .differed)
        }
    }

    @Test func aTraceFileIsCheckedAgainstTheGoldenBesideIt() throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("open-then-send.trace.json")
            try TraceWriter.json(try openThenSend()).write(to: url, atomically: true, encoding: .utf8)
            let first = checkReplay(of: url, environment: environment())
            #expect(first.outcome == .recorded(created: true))
            #expect(first.goldenURL == folder.appendingPathComponent("open-then-send.golden.jsonl"))
            assertReplay(of: url, record: .never)
        }
    }

    @Test func anInvalidTraceFileFailsWithItsErrorsAndLocations() throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("bad.trace.json")
            try #"{"kbtrace": 1, "name": "bad", "screen": {"width": 393, "height": "852"}, "scrollView": {"contentHeight": 10}}"#
                .write(to: url, atomically: true, encoding: .utf8)
            let check = checkReplay(of: url, environment: environment())
            #expect(check.outcome == .invalidTrace)
            #expect(check.report == [#"\#(url.path): screen.height: expected a number, got "852""#])
            #expect(!exists(check.goldenURL))
        }
    }

    @Test func invariantsFollowTheTracesExpectations() throws {
        try withTemporaryDirectory { folder in
            let trace = try Trace.build(name: "expects-a-gap", contentHeight: 2400, expectedViolations: ["no-blank-gap-at-rest"]) {
                keyboardWillShow(at: 0.1)
            }
            let check = checkReplay(of: trace, matchesGoldenIn: folder, record: .all, environment: environment())
            #expect(check.invariantProblems == ["expected violation did not occur: no-blank-gap-at-rest"])
            let unchecked = checkReplay(of: trace, matchesGoldenIn: folder, record: .never, invariants: false, environment: environment())
            #expect(unchecked.passed)
        }
    }

    /// A built trace is written beside its golden, so the folder holds ordinary trace and
    /// golden pairs (no orphan golden for `kbreplay check`), rewritten only when it changes.
    @Test func aBuiltTraceIsWrittenBesideItsGolden() throws {
        try withTemporaryDirectory { folder in
            let trace = try openThenSend()
            _ = checkReplay(of: trace, matchesGoldenIn: folder, record: .all, environment: environment())
            let file = folder.appendingPathComponent("open-then-send.trace.json")
            #expect(try contents(file) == TraceWriter.json(trace))
            #expect(exists(folder.appendingPathComponent("open-then-send.golden.jsonl")))
            // Read back, the file is the trace that was checked: it matches the golden.
            #expect(checkReplay(of: file, record: .never, environment: environment()).passed)
            let changed = try openThenSend(contentHeight: 2300)
            _ = checkReplay(of: changed, matchesGoldenIn: folder, record: .never, environment: environment())
            #expect(try contents(file) == TraceWriter.json(changed))
        }
    }

    /// The review's lines are `kbreplay check`'s: an unknown invariant in `expect` makes
    /// the trace invalid, with the CLI's "did you mean", and nothing is written.
    @Test func anUnknownExpectedInvariantIsAnInvalidTraceWithTheCLIsHint() throws {
        try withTemporaryDirectory { folder in
            let trace = try Trace.build(name: "typo", contentHeight: 2400, expectedViolations: ["no-blank-gap-at-rst"]) {
                keyboardWillShow(at: 0.1)
            }
            let check = checkReplay(of: trace, matchesGoldenIn: folder, record: .all, environment: environment())
            #expect(check.outcome == .invalidTrace)
            #expect(check.report == [
                "\(folder.appendingPathComponent("typo.trace.json").path): expect.violations: unknown invariant 'no-blank-gap-at-rst' (did you mean 'no-blank-gap-at-rest'?)",
            ])
            #expect(!exists(check.goldenURL))
            #expect(!exists(folder.appendingPathComponent("typo.golden.jsonl.new")))
        }
    }

    /// Without an executable named, the hint says how to re-record from the test.
    @Test func theAcceptHintNamesTheProgramGivenElseTheRecordMode() throws {
        try withTemporaryDirectory { folder in
            _ = checkReplay(of: try openThenSend(), matchesGoldenIn: folder, record: .all, environment: environment())
            let changed = try openThenSend(contentHeight: 2300)
            let plain = checkReplay(of: changed, matchesGoldenIn: folder, record: .never, environment: environment())
            #expect(plain.report.last?.hasSuffix("accept it by running the test again with KBREPLAY_RECORD=failed") == true)
            let named = checkReplay(
                of: changed, matchesGoldenIn: folder, record: .never, program: "swift run my-replay", environment: environment())
            let newPath = folder.appendingPathComponent("open-then-send.golden.jsonl.new").path
            #expect(named.report.last?.hasSuffix("accept it with 'swift run my-replay accept \(newPath)'") == true)
        }
    }

    /// A trace whose expected violations occur passes: the composer's growth reported by
    /// both paths (layout and extra inset, 70 pt each) leaves the content 22 pt short of
    /// the composer and the offset past the range's end, the two it expects.
    @Test func expectedViolationsThatOccurPass() throws {
        try withTemporaryDirectory { folder in
            let trace = try Trace.build(
                name: "expected-glitch", duration: 1, contentHeight: 2400,
                expectedViolations: ["content-not-covered", "no-blank-gap-at-rest"]
            ) {
                composerLayout(at: 0.1, height: 70)
                extraBottomInset(at: 0.1, 70)
            }
            _ = checkReplay(of: trace, matchesGoldenIn: folder, record: .all, environment: environment())
            let check = checkReplay(of: trace, matchesGoldenIn: folder, record: .never, environment: environment())
            #expect(check.invariantProblems == [])
            #expect(check.passed)
            let unexpected = try Trace.build(name: "unexpected-glitch", duration: 1, contentHeight: 2400) {
                composerLayout(at: 0.1, height: 70)
                extraBottomInset(at: 0.1, 70)
            }
            let failing = checkReplay(of: unexpected, matchesGoldenIn: folder, record: .all, environment: environment())
            #expect(failing.invariantProblems.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
                "violation: content-not-covered", "violation: no-blank-gap-at-rest",
            ])
        }
    }
}
