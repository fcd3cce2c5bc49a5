#if canImport(UIKit)
import UIKitModel
import UIKit

/// Records a chat screen's keyboard session on a device, as a trace `kbreplay` replays.
///
/// A thin adapter over `TraceRecorder` (everything decidable without UIKit is there, and
/// tested on Linux): it observes the six keyboard notifications, the scroll view's
/// `contentSize` (KVO) and its pan gesture; the app tells it composer heights, sends
/// and taps. `stop()` writes `NAME.trace.json` to the app's temporary directory.
///
/// Use it on the main thread, in debug builds; keep it alive until `stop()`. Nothing in
/// it throws: a failed write makes `stop()` return `nil`.
///
/// This file cannot be compiled on Linux (no UIKit); it uses only these UIKit names:
/// `UIResponder.keyboard*Notification`, `UIResponder.keyboardFrameBeginUserInfoKey`,
/// `.keyboardFrameEndUserInfoKey`, `.keyboardAnimationDurationUserInfoKey`,
/// `.keyboardAnimationCurveUserInfoKey`, `NSValue.cgRectValue`, `UIScrollView.contentSize`,
/// `.contentOffset`, `.adjustedContentInset`, `.panGestureRecognizer`, `UIView.window`,
/// `UIWindow.screen`, `UIView.safeAreaInsets`, `UIPanGestureRecognizer.location(in:)`,
/// `.velocity(in:)`, `.state`.
@MainActor
public final class KeyboardSessionRecorder: NSObject {
    private var recorder: TraceRecorder
    private weak var scrollView: UIScrollView?
    private var contentSizeObservation: NSKeyValueObservation?
    private var lastContentHeight: Double
    private var isRecording = true

    private static let notifications: [(Notification.Name, KeyboardNotification.Kind)] = [
        (UIResponder.keyboardWillShowNotification, .willShow),
        (UIResponder.keyboardDidShowNotification, .didShow),
        (UIResponder.keyboardWillHideNotification, .willHide),
        (UIResponder.keyboardDidHideNotification, .didHide),
        (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
        (UIResponder.keyboardDidChangeFrameNotification, .didChangeFrame),
    ]

    /// The clock of every call: seconds since boot, monotonic.
    private static var now: Double { ProcessInfo.processInfo.systemUptime }

    /// Starts recording: reads the screen, the safe area, the scroll view and the
    /// composer now, and starts observing.
    /// - Parameters:
    ///   - name: the trace's name (and file name).
    ///   - scrollView: the chat's scroll view, in its window.
    ///   - composerHeight: the composer's height now.
    ///   - pinToTopEnabled: the handler's `pinToTopEnabled` setting.
    public init(name: String, scrollView: UIScrollView, composerHeight: CGFloat, pinToTopEnabled: Bool = false) {
        let window = scrollView.window
        let screen = window?.screen.bounds.size ?? scrollView.bounds.size
        let safeArea = window?.safeAreaInsets ?? scrollView.safeAreaInsets
        let setup = RecordingSetup(
            screenWidth: Double(screen.width), screenHeight: Double(screen.height),
            safeTop: Double(safeArea.top), safeBottom: Double(safeArea.bottom),
            scrollViewHeight: Double(scrollView.bounds.height), topInset: Double(scrollView.adjustedContentInset.top),
            contentHeight: Double(scrollView.contentSize.height), offset: Double(scrollView.contentOffset.y),
            composerHeight: Double(composerHeight), pinToTopEnabled: pinToTopEnabled)
        recorder = TraceRecorder(name: name, setup: setup, startedAt: Self.now)
        lastContentHeight = Double(scrollView.contentSize.height)
        self.scrollView = scrollView
        super.init()
        for (name, _) in Self.notifications {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
        contentSizeObservation = scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.contentSizeChanged() }
        }
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(pan(_:)))
    }

    /// The composer was measured at a new height.
    public func composerHeightChanged(_ height: CGFloat) {
        guard isRecording else { return }
        recorder.composerHeight(Double(height), at: Self.now)
    }

    /// The user sent a message.
    public func sent() {
        guard isRecording else { return }
        recorder.send(at: Self.now)
    }

    /// The user tapped the scroll view, at `y` in window coordinates if known.
    public func tapped(y: CGFloat? = nil) {
        guard isRecording else { return }
        recorder.tap(y: y.map { Double($0) }, at: Self.now)
    }

    /// Stops observing and writes the trace to the app's temporary directory.
    /// - Returns: the file's URL, or `nil` if it could not be written.
    public func stop() -> URL? {
        let stoppedAt = Self.now
        if isRecording {
            isRecording = false
            NotificationCenter.default.removeObserver(self)
            contentSizeObservation?.invalidate()
            contentSizeObservation = nil
            scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(pan(_:)))
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(recorder.name).trace.json")
        do {
            try Data(recorder.traceJSON(stoppedAt: stoppedAt).utf8).write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }

    @objc private func keyboardNotification(_ notification: Notification) {
        guard isRecording, let kind = Self.notifications.first(where: { $0.0 == notification.name })?.1 else { return }
        let info = notification.userInfo ?? [:]
        func rect(_ key: String) -> Rect? {
            guard let frame = (info[key] as? NSValue)?.cgRectValue else { return nil }
            return Rect(
                x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
                height: Double(frame.size.height))
        }
        // A missing duration or curve is not guessed: the recorder drops the call and says so.
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? .nan
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1
        recorder.keyboard(
            kind, begin: rect(UIResponder.keyboardFrameBeginUserInfoKey), end: rect(UIResponder.keyboardFrameEndUserInfoKey),
            duration: duration, curve: curve, at: Self.now)
    }

    private func contentSizeChanged() {
        guard isRecording, let height = scrollView.map({ Double($0.contentSize.height) }), height != lastContentHeight else {
            return
        }
        lastContentHeight = height
        recorder.contentSize(height: height, at: Self.now)
    }

    @objc private func pan(_ pan: UIPanGestureRecognizer) {
        guard isRecording else { return }
        let y = Double(pan.location(in: nil).y)
        switch pan.state {
        case .began: recorder.dragBegan(y: y, at: Self.now)
        case .changed: recorder.dragMoved(y: y, at: Self.now)
        case .ended, .cancelled, .failed:
            recorder.dragEnded(y: y, velocity: Double(pan.velocity(in: nil).y), at: Self.now)
        default: break
        }
    }
}
#endif
