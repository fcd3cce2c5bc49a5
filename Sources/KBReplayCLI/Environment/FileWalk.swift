/// The files under a directory, and what under it could not be read.
///
/// A folder that cannot be listed, or an entry that cannot be looked at (a link that
/// leads nowhere or in a loop), is noted in `unreadable` and the walk goes on: one bad
/// folder does not hide the rest.
struct FileWalk {
    /// The paths of the files in the directory and its subdirectories, skipping hidden
    /// folders (`.build`, `.git`), sorted by their bytes.
    var files: [String] = []
    /// What could not be read, in the order met; empty when all could.
    var unreadable: [IOFailure] = []

    init(under directory: String, in fileSystem: any FileSystem) {
        var pending = [directory]
        while let next = pending.popLast() {
            let entries: [(name: String, kind: FileKind?)]
            do {
                entries = try fileSystem.listDirectoryKinds(next)
            } catch {
                unreadable.append(error)
                continue
            }
            for (name, kind) in entries {
                let path = next == "." ? name : Path.join(next, name)
                switch kind {
                case .file: files.append(path)
                case .directory where !name.hasPrefix("."): pending.append(path)
                case nil where !name.hasPrefix("."): if let problem = fileSystem.problem(at: path) { unreadable.append(problem) }
                case .directory, nil: break
                }
            }
        }
        files.sort(by: Path.precedesByBytes)
        unreadable.sort { Path.precedesByBytes($0.path, $1.path) }
    }
}

extension FileSystem {
    /// The temporary files of goldens and of `.new` files (`.NAME.kbreplay-PID-N`, by
    /// name: `TemporaryFiles.isGoldenTemporaryName`) under the directories among
    /// `paths`, by path, live or left over.
    func goldenTemporaryFiles(under paths: [String]) -> [String] {
        var found = Set<String>()
        for path in paths where kind(of: path) == .directory {
            for file in FileWalk(under: path, in: self).files where TemporaryFiles.isGoldenTemporaryName(Path.name(of: file)) {
                found.insert(Path.normalized(file))
            }
        }
        return found.sorted(by: Path.precedesByBytes)
    }
}
