import Handlers
import TraceKit

/// `kbreplay accept PATH... | --all`: promotes the pending `NAME.golden.jsonl.new` files
/// that `check` saved to goldens, atomically.
struct AcceptCommand: Subcommand {
    static let spec = CommandSpec(
        name: "accept",
        abstract: "Promote the actual output 'check' saved to goldens.",
        discussion: { program in
            """
            When a trace differs from its golden (or has none), '\(program) check' saves its
            actual output as NAME.golden.jsonl.new. Review it (diff NAME.golden.jsonl
            NAME.golden.jsonl.new), then accept it: it replaces NAME.golden.jsonl through a
            temporary file and a rename (an interrupted accept leaves the old golden), and
            the .new file is removed. A .new that is not a valid golden, is older than its
            golden, or belongs to a trace that '\(program) check' finds invalid (an unknown
            invariant in "expect" included) is not accepted.

            Exit status: 0 when every pending file named was accepted, 1 when one was
            stale or there was none to accept for a trace named, 65 for an invalid .new
            or trace,
            74 for a file that cannot be read or written, 64 for a bad command line.
            """
        },
        arguments: [.init(
            name: "path", repeats: true,
            help: "A trace (NAME.trace.json), its golden or its .new file,\nor a directory: every .new in it and its subdirectories.")],
        options: [all],
        insteadOfArguments: "--all")

    static let all = OptionKey(flag: "--all", help: "Accept every pending .new under the current directory\n(no paths with it: name a folder to accept the ones in it).")

    var paths: [String]
    var all = false

    init(paths: [String], all: Bool = false) {
        self.paths = paths
        self.all = all
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(paths: parsed.positionals, all: try parsed[Self.all])
        // The synopsis is `PATH... | --all`: one or the other.
        if all, !paths.isEmpty {
            throw UsageError(
                message: "'--all' cannot be used with paths",
                hint: "Name the traces or folders to accept, or use '--all' alone for every pending .new file.", spec: Self.spec)
        }
        if paths.isEmpty, !all {
            throw UsageError(
                message: "nothing to accept", hint: "Name the traces to accept, or use '--all' for every pending .new file.",
                spec: Self.spec)
        }
    }

    func run(in environment: Environment) -> ExitCode {
        let fileSystem = environment.fileSystem
        var code = ExitCode.success
        var accepted = 0
        var seen = Set<String>()
        for path in paths.isEmpty ? ["."] : paths {
            var pending: [String] = []
            switch fileSystem.kind(of: path) {
            case .directory:
                // What cannot be read is reported; the rest is still accepted.
                let walk = FileWalk(under: path, in: fileSystem)
                for failure in walk.unreadable {
                    environment.printError("error: \(failure)")
                    code = code.combined(with: .ioError)
                }
                pending = walk.files.filter(Self.isReviewPath)
            case .file, nil:
                guard let review = Self.reviewPath(for: path) else {
                    environment.printError("error: '\(FileName.shown(path))' is not a trace, a golden or a .new file")
                    code = code.combined(with: .usage)
                    continue
                }
                guard fileSystem.kind(of: review) == .file else {
                    environment.printError("error: nothing to accept for '\(FileName.shown(path))': no \(FileName.shown(review))")
                    code = code.combined(with: .failure)
                    continue
                }
                pending = [review]
            }
            for review in pending where seen.insert(Path.normalized(review)).inserted {
                let golden = String(review.dropLast(TraceFile.reviewSuffix.count))
                let isNew = fileSystem.kind(of: golden) == nil
                let failure = accept(review, as: golden, in: environment)
                if let failure, Self.wasTaken(review, failure, in: fileSystem) {
                    environment.print(
                        environment.status("gone", .green, width: 14) + FileName.shown(golden)
                            + " (its .new was taken meanwhile by another accept, a record or a check)")
                } else if let failure {
                    environment.print(environment.status("NOT ACCEPTED", .red, width: 14) + FileName.shown(golden))
                    environment.report(failure)
                    code = code.combined(with: failure.code)
                } else {
                    accepted += 1
                    environment.print(environment.status(isNew ? "accepted new" : "accepted", .green, width: 14) + FileName.shown(golden))
                }
            }
        }
        environment.print("\(accepted) accepted")
        return code
    }

    /// Whether `failure` came of `review` going before it was read: another `accept`,
    /// a `record` or a `check` took it between the walk and the read. Not an error: what
    /// it held is the golden now, or was replaced by a newer run.
    private static func wasTaken(_ review: String, _ failure: CommandFailure, in fileSystem: any FileSystem) -> Bool {
        failure.code == .ioError && fileSystem.kind(of: review) == nil && fileSystem.problem(at: review) == nil
    }

    /// Writes the `.new` file's bytes over the golden, atomically, then removes it. The
    /// `.new` is read in pieces and each piece, checked by a `GoldenReader` as it passes,
    /// goes to the golden's temporary file: memory does not grow with the file (a golden
    /// of an hour at 240 fps took 552 MB parsed whole). An invalid `.new` is not written.
    private func accept(_ review: String, as golden: String, in environment: Environment) -> CommandFailure? {
        let fileSystem = environment.fileSystem
        if let reviewTime = fileSystem.modificationTime(of: review), let goldenTime = fileSystem.modificationTime(of: golden),
            reviewTime < goldenTime
        {
            return CommandFailure(.failure, [
                "error: \(FileName.shown(review)) is older than \(FileName.shown(golden)): run '\(environment.programName) check' again to compare with the golden as it is now",
            ])
        }
        do throws(IOFailure) {
            let reader = try fileSystem.openForReading(review)
            defer { reader.close() }
            if case .failure(let invalid) = Self.traceBeside(golden, in: environment) { return invalid }
            let write = try fileSystem.beginAtomicWrite(golden)
            var failure: IOFailure?
            let lines = GoldenReader(handlers: environment.handlers) {
                guard failure == nil else { return [] }
                let piece = ReadRoom.piece(capacity: ChunkedFile.pieceBytes) { room in
                    do throws(IOFailure) {
                        try reader.read(into: &room)
                    } catch {
                        failure = error
                        room.drop(after: 0)
                    }
                }
                do throws(IOFailure) {
                    try write.write(piece)
                } catch {
                    failure = error
                }
                return failure == nil ? piece : []
            }
            lines.finish()
            if let failure {
                write.discard()
                throw failure
            }
            if lines.errorCount > 0 {
                write.discard()
                return CommandFailure(.dataError, lines.problems(file: review))
            }
            try write.commit()
            try fileSystem.removeFileIfPresent(review)
            return nil
        } catch {
            return CommandFailure(error)
        }
    }

    /// The trace `NAME.trace.json` beside `golden`, read as `check` reads it: a golden is
    /// not accepted for a trace that `check` calls invalid. Success when there is none.
    static func traceBeside(_ golden: String, in environment: Environment) -> Result<Void, CommandFailure> {
        let trace = TraceFile(golden: golden)
        guard environment.fileSystem.kind(of: trace.path) == .file else { return .success(()) }
        return environment.loadTraceCheckingExpectations(trace.path).map { _ in () }
    }

    /// `NAME.golden.jsonl.new`.
    static func isReviewPath(_ path: String) -> Bool {
        let name = Path.name(of: path)
        return name.hasSuffix(TraceFile.goldenSuffix + TraceFile.reviewSuffix)
            && name.count > (TraceFile.goldenSuffix + TraceFile.reviewSuffix).count
    }

    /// The `.new` file for a trace, a golden or a `.new` path; `nil` for another name.
    static func reviewPath(for path: String) -> String? {
        if isReviewPath(path) { return path }
        let name = Path.name(of: path)
        if name.hasSuffix(TraceFile.goldenSuffix), name.count > TraceFile.goldenSuffix.count {
            return path + TraceFile.reviewSuffix
        }
        if TraceFile.isTraceName(name) { return TraceFile(path: path).reviewPath }
        return nil
    }
}
