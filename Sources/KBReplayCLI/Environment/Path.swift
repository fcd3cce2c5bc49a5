import Foundation

/// Small path helpers for `/`-separated paths.
enum Path {
    /// The directory part of `path`, `""` for a bare name.
    static func directory(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// Where the last `/` of `path` is, found among its bytes: a search by `Character`
    /// costs thousands of instructions on a path (`check` asks for every file it walks).
    private static func lastSlash(in path: String) -> String.Index? {
        path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// `directory/name`, or `name` for an empty directory.
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `path` without `./` components, repeated or trailing slashes: `./Traces//a` is
    /// `Traces/a`. For telling that two spellings name the same file.
    static func normalized(_ path: String) -> String {
        // Most paths are normalized already (a directory's files, as walked): one pass over
        // the bytes says so, without splitting and joining (`check` asks for each file).
        if isNormalized(path) { return path }
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Whether `normalized(path)` is `path` (`.` aside, which is found the long way): `/`,
    /// or components that are neither empty (a repeated or trailing slash) nor `.`, after
    /// a leading slash if any.
    static func isNormalized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            guard !bytes.isEmpty else { return false }
            var start = bytes[0] == slash ? 1 : 0
            if start == bytes.count { return true }
            while true {
                var end = start
                while end < bytes.count, bytes[end] != slash { end += 1 }
                if end == start || (end - start == 1 && bytes[start] == UInt8(ascii: ".")) { return false }
                if end == bytes.count { return true }
                start = end + 1
            }
        }
    }

    /// Whether `left` comes before `right` by the bytes of their UTF-8, the order paths
    /// are listed in everywhere. Compared in place, byte by byte: the generic
    /// `lexicographicallyPrecedes` (of the UTF-8 view or of a buffer) costs hundreds of
    /// instructions a pair, and sorting 2,000 files makes 20,000 pairs, twice.
    static func precedesByBytes(_ left: String, _ right: String) -> Bool {
        // Native strings hold their UTF-8 in one buffer, read where it is (no copy, no
        // retain); any other string is compared through its view.
        let inPlace = left.utf8.withContiguousStorageIfAvailable { left in
            right.utf8.withContiguousStorageIfAvailable { right in
                // `memcmp` orders by unsigned bytes: paths of a directory share a long
                // prefix, which a byte loop walked at 5 instructions a byte.
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        return (inPlace ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}
