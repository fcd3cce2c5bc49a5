import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's signals: SIGXFSZ ignored (a write over `ulimit -f` then fails with
/// `EFBIG`, an I/O error like any other, exit 74), and SIGINT, SIGTERM and SIGHUP taken
/// by a thread of their own, which removes the temporary files of writes in progress
/// (`TemporaryFiles`) and then ends the process by the same signal (exit status 130,
/// 143, 129 in a shell, as before).
///
/// The three are blocked in every thread (threads inherit the mask of the one that
/// starts them, and `install()` runs first) and taken with `sigwait`, so the work is done
/// on an ordinary thread, not in a signal handler, where a lock or a `Set` is not allowed.
enum Signals {
    /// The signals that end the process after the temporary files are removed.
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    nonisolated(unsafe) private static var installed = false

    /// Sets the process's signals up; for `Environment.live()`, before any thread starts.
    static func install() {
        guard !installed else { return }
        installed = true
        signal(SIGXFSZ, SIG_IGN)
        var set = sigset_t()
        sigemptyset(&set)
        // A signal the parent has ignored stays ignored (SIGINT for a shell's background
        // job, SIGHUP under `nohup`): a blocked signal would be taken, not ignored.
        for signalNumber in ending where !isIgnored(signalNumber) { sigaddset(&set, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let waited = set
        Thread.detachNewThread {
            var set = waited
            while true {
                var received: Int32 = 0
                guard sigwait(&set, &received) == 0 else { continue }
                if received == SIGINT, Interrupts.takeInterrupt() { continue }
                TemporaryFiles.shared.removeAll()
                end(by: received)
            }
        }
    }

    /// Whether the process ignores `signalNumber` (`SIG_IGN`, as inherited).
    private static func isIgnored(_ signalNumber: Int32) -> Bool {
        let previous = signal(signalNumber, SIG_IGN)
        let ignored = unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        if !ignored { signal(signalNumber, previous) }
        return ignored
    }

    /// Ends the process by `signal`, its default action, from this thread.
    private static func end(by signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signalNumber)
        // A signal whose default is not to end (none of `ending`): end anyway.
        exit(128 + signalNumber)
    }

    /// Whether `install()` ran: then SIGINT comes through `Interrupts.takeInterrupt()`.
    static var areInstalled: Bool { installed }
}

/// Ctrl-C while a command that can stop early runs: the first SIGINT sets a flag the
/// command polls (it then stops and reports what it has); a second one ends the process
/// as usual (removing temporary files, see `Signals`).
enum Interrupts {
    private static let state = InterruptState()

    /// Starts watching; returns whether an interrupt came since.
    static func watch() -> () -> Bool {
        state.start()
        if !Signals.areInstalled {
            signal(SIGINT) { _ in
                Interrupts.handlerReceived = 1
                signal(SIGINT, SIG_DFL)
            }
        }
        return { state.received || Interrupts.handlerReceived != 0 }
    }

    /// Set by the plain signal handler, when `Signals` is not installed (tests).
    nonisolated(unsafe) fileprivate static var handlerReceived: sig_atomic_t = 0

    /// Takes a SIGINT for a command that watches: `true` the first time after `watch()`,
    /// `false` when nothing watches or one came already (the process then ends).
    static func takeInterrupt() -> Bool { state.take() }
}

/// Whether a command watches for Ctrl-C and whether one came, behind a lock.
private final class InterruptState: @unchecked Sendable {
    private let lock = NSLock()
    private var watching = false
    private var came = false

    func start() {
        lock.lock()
        defer { lock.unlock() }
        watching = true
        came = false
        Interrupts.handlerReceived = 0
    }

    func take() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard watching, !came else { return false }
        came = true
        return true
    }

    var received: Bool {
        lock.lock()
        defer { lock.unlock() }
        return came
    }
}
