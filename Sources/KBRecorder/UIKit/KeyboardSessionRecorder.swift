#if canImport(UIKit)
import HandlerCore
import QuartzCore
import UIKit
import UIKitModel

/// Records a chat screen's keyboard session on a device, as a trace `kbreplay` replays,
/// and what the device drew, as a device recording `kbreplay device` compares with it.
///
/// A thin adapter over `TraceRecorder` and `DeviceFrameRecorder` (everything decidable
/// without UIKit is there, and tested on Linux): it observes the six keyboard
/// notifications, the scroll view's `contentSize` (KVO) and its pan gesture; the app tells
/// it composer heights, sends and taps. At every display-link tick it samples the values
/// as drawn: the scroll view's bounds origin (its presentation layer), its content and
/// indicator insets, the keyboard's top (a hidden view pinned to `keyboardLayoutGuide`),
/// and any value the app registers by field name. `stop()` writes `NAME.trace.json` and
/// `NAME.device.jsonl` to the app's temporary directory.
///
/// Use it on the main thread, in debug builds; start it once the scroll view is in a
/// window (`viewDidAppear`); keep it alive until `stop()`.
///
/// This file cannot be compiled on Linux (no UIKit); it was written against UIKit's
/// documented API: `UIResponder.keyboard*Notification` and the userInfo keys,
/// `NSValue.cgRectValue`, `UIScrollView` (`contentSize`, `contentOffset`,
/// `adjustedContentInset`, `contentInset`, `verticalScrollIndicatorInsets`,
/// `panGestureRecognizer`), `UIView` (`window`, `safeAreaInsets`, `keyboardLayoutGuide`
/// (iOS 15, `followsUndockedKeyboard`), `convert(_:to:)` with a `UICoordinateSpace`,
/// `traitCollection.userInterfaceIdiom`), `UIWindow.screen`, `UIScreen.coordinateSpace`,
/// `UIViewControllerTransitionCoordinator` (`animate(alongsideTransition:completion:)`,
/// `transitionDuration`, `completionCurve`), `UIPanGestureRecognizer` (`location(in:)`,
/// `translation(in:)`, `velocity(in:)`, `state`), `CALayer.presentation()`,
/// `CADisplayLink`, `CACurrentMediaTime()`.
@MainActor
public final class KeyboardSessionRecorder: NSObject {
    /// Why recording cannot start.
    public enum StartProblem: Error, CustomStringConvertible {
        /// The scroll view is not in a window: its screen, safe area and coordinates are
        /// not known yet.
        case noWindow
        /// Device recording needs `keyboardLayoutGuide` (iOS 15).
        case deviceRecordingNeedsIOS15

        public var description: String {
            switch self {
            case .noWindow:
                "the scroll view is not in a window yet: start the recorder in viewDidAppear (not viewDidLoad or "
                    + "viewWillAppear), when the screen, the safe area and the coordinates are known"
            case .deviceRecordingNeedsIOS15:
                "recording what the device drew needs keyboardLayoutGuide (iOS 15); pass recordsDevice: false"
            }
        }
    }

    /// The names the handler gives the scroll view's values and the keyboard's top in its
    /// frames (launch-composer's by default). `nil`: not sampled.
    public struct DrawnFieldNames: Sendable {
        public var offset: String?
        public var contentInset: String?
        public var indicatorInset: String?
        public var keyboardTop: String?

        public init(offset: String? = "offset", contentInset: String? = "inset", indicatorInset: String? = "indicator",
                    keyboardTop: String? = "kbTop") {
            self.offset = offset
            self.contentInset = contentInset
            self.indicatorInset = indicatorInset
            self.keyboardTop = keyboardTop
        }
    }

    private var recorder: TraceRecorder
    private var device: DeviceFrameRecorder?
    private weak var scrollView: UIScrollView?
    private weak var window: UIWindow?
    private var contentSizeObservation: NSKeyValueObservation?
    private var lastContentHeight: Double
    private var isRecording = true
    private var displayLink: CADisplayLink?
    /// A hidden, zero-height view whose bottom is pinned to the keyboard layout guide's top.
    private var keyboardProbe: UIView?
    /// What each tick samples, in the device recording's field order.
    private var samplers: [@MainActor () -> Double?] = []

    private static let notifications: [(Notification.Name, KeyboardNotification.Kind)] = [
        (UIResponder.keyboardWillShowNotification, .willShow),
        (UIResponder.keyboardDidShowNotification, .didShow),
        (UIResponder.keyboardWillHideNotification, .willHide),
        (UIResponder.keyboardDidHideNotification, .didHide),
        (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
        (UIResponder.keyboardDidChangeFrameNotification, .didChangeFrame),
    ]

    /// The clock of every call and sample: Core Animation's media time (seconds since
    /// boot, monotonic), the clock presentation layers are evaluated on.
    private static var now: Double { CACurrentMediaTime() }

    /// Starts recording: checks that the scroll view is in a window, reads the screen, the
    /// idiom, the window's frame on the screen (Split View, Stage Manager and Slide Over
    /// windows are recorded as `WindowPlacement` says), the safe area, the scroll view and
    /// the composer now, and starts observing (and sampling, with `recordsDevice`). Call
    /// `viewWillTransition(with:)` from the view controller's
    /// `viewWillTransition(to:with:)` to record rotations and size changes.
    /// - Parameters:
    ///   - name: the trace's name (and file name).
    ///   - scrollView: the chat's scroll view, in its window.
    ///   - composerHeight: the composer's height now.
    ///   - pinToTopEnabled: the handler's `pinToTopEnabled` setting (when `config` is `nil`).
    ///   - handler: the handler the trace replays through (its events are the ones
    ///     recorded; the device recording's field names are its): `.launchComposer`, from
    ///     the Handlers module, for seed 001's chat screen.
    ///   - config: the handler's `config`; `nil`: its defaults.
    ///   - recordsDevice: whether to sample what the device drew at every display-link tick.
    ///   - drawnNames: the handler's names for the sampled scroll-view and keyboard values.
    ///   - drawn: more values to sample, by the handler's field name (the composer's, for
    ///     one), each read at every tick; `drawnView(_:in:)` reads a view as drawn.
    /// - Throws: `StartProblem`, saying what is wrong.
    public init(
        name: String, scrollView: UIScrollView, composerHeight: CGFloat, pinToTopEnabled: Bool = false,
        handler: HandlerKind, config: HandlerConfig? = nil, recordsDevice: Bool = true, drawnNames: DrawnFieldNames = DrawnFieldNames(),
        drawn: [(field: String, value: @MainActor () -> Double?)] = []
    ) throws(StartProblem) {
        // Without a window, the screen size and safe area would be guessed from the scroll
        // view (it fell back to them silently before): refuse, and say when to start.
        guard let window = scrollView.window else { throw .noWindow }
        if recordsDevice {
            guard #available(iOS 15.0, *) else { throw .deviceRecordingNeedsIOS15 }
        }
        let now = Self.geometry(of: window)
        let setup = RecordingSetup(
            screenWidth: now.screenWidth, screenHeight: now.screenHeight, safeTop: now.safeTop, safeBottom: now.safeBottom,
            scrollViewHeight: Double(scrollView.bounds.height), topInset: Double(scrollView.adjustedContentInset.top),
            contentHeight: Double(scrollView.contentSize.height), offset: Double(scrollView.contentOffset.y),
            composerHeight: Double(composerHeight), pinToTopEnabled: pinToTopEnabled,
            idiom: window.traitCollection.userInterfaceIdiom == .pad ? .pad : .phone, window: now.window)
        let start = Self.now
        recorder = TraceRecorder(name: name, setup: setup, startedAt: start, handler: handler, config: config)
        lastContentHeight = Double(scrollView.contentSize.height)
        self.scrollView = scrollView
        self.window = window
        super.init()
        for (name, _) in Self.notifications {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
        contentSizeObservation = scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.contentSizeChanged() }
        }
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(pan(_:)))
        if recordsDevice {
            if #available(iOS 15.0, *) {
                startDeviceRecording(name: name, handler: handler.name, names: drawnNames, drawn: drawn, startedAt: start)
            }
        }
    }

    /// A value that reads `view`'s top edge as drawn (its presentation layer), in screen
    /// points: for `drawn`, e.g. `("composerY", KeyboardSessionRecorder.drawnView(composer))`.
    /// `edge` picks another edge of the drawn frame.
    public static func drawnView(_ view: UIView, edge: @escaping @Sendable (CGRect) -> CGFloat = { $0.minY })
        -> @MainActor () -> Double?
    {
        { [weak view] in
            guard let view, let superview = view.superview, let window = view.window else { return nil }
            let frame = view.layer.presentation()?.frame ?? view.frame
            return Double(edge(superview.convert(frame, to: window.screen.coordinateSpace)))
        }
    }

    /// The screen, the window's safe areas and the window's frame on the screen now (the
    /// frame in the screen's coordinate space, where keyboard frames are posted).
    private static func geometry(of window: UIWindow)
        -> (screenWidth: Double, screenHeight: Double, safeTop: Double, safeBottom: Double, window: UIKitModel.Rect)
    {
        let screen = window.screen
        let frame = window.convert(window.bounds, to: screen.coordinateSpace)
        let safeArea = window.safeAreaInsets
        return (
            Double(screen.bounds.width), Double(screen.bounds.height), Double(safeArea.top), Double(safeArea.bottom),
            UIKitModel.Rect(
                x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
                height: Double(frame.size.height))
        )
    }

    /// Records a rotation or a size change as a `geometry` event: call it from the view
    /// controller's `viewWillTransition(to:with:)`. It reads the screen and the window
    /// inside the transition's animation (`animate(alongsideTransition:)`, where they
    /// already have their new values), with its duration and curve.
    public func viewWillTransition(with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { [weak self] context in
            MainActor.assumeIsolated {
                self?.geometryChanged(duration: context.transitionDuration, curve: context.completionCurve)
            }
        }, completion: nil)
    }

    /// The screen or the window changed (a sheet's detent, a size the app sets itself):
    /// records the screen and the window as they are now, animated with `duration` and
    /// `curve`.
    public func geometryChanged(duration: TimeInterval = 0, curve: UIView.AnimationCurve = .easeInOut) {
        guard isRecording, let window else { return }
        let now = Self.geometry(of: window)
        recorder.geometry(
            screenWidth: now.screenWidth, screenHeight: now.screenHeight, safeTop: now.safeTop, safeBottom: now.safeBottom,
            window: now.window, duration: Double(duration), curve: curve.rawValue, at: Self.now)
    }

    /// The composer was measured at a new height.
    public func composerHeightChanged(_ height: CGFloat) {
        guard isRecording else { return }
        recorder.composerHeight(Double(height), at: Self.now)
    }

    /// Any other event the handler declares (its app events, a user handler's own), as
    /// the app sees it happen; see `TraceRecorder.appEvent(_:at:)`.
    public func appEvent(_ event: Event) {
        guard isRecording else { return }
        recorder.appEvent(event, at: Self.now)
    }

    /// The user tapped the scroll view, at `location` in `view`'s coordinates if known
    /// (converted to the screen's, as keyboard frames are).
    public func tapped(at location: CGPoint? = nil, in view: UIView? = nil) {
        guard isRecording else { return }
        let y = location.flatMap { point in view.flatMap { screenY(of: point, in: $0) } }
        recorder.tap(y: y, at: Self.now)
    }

    /// Stops observing and sampling, and writes the trace (and the device recording) to
    /// the app's temporary directory.
    /// - Returns: the trace's URL, or `nil` if it could not be written.
    public func stop() -> URL? {
        let stoppedAt = Self.now
        if isRecording {
            isRecording = false
            NotificationCenter.default.removeObserver(self)
            contentSizeObservation?.invalidate()
            contentSizeObservation = nil
            scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(pan(_:)))
            // The display link retains its target until invalidated.
            displayLink?.invalidate()
            displayLink = nil
            keyboardProbe?.removeFromSuperview()
            keyboardProbe = nil
        }
        let directory = FileManager.default.temporaryDirectory
        let url = directory.appendingPathComponent("\(recorder.name).trace.json")
        do {
            try Data(recorder.traceJSON(stoppedAt: stoppedAt).utf8).write(to: url, options: .atomic)
            if let device {
                let deviceURL = directory.appendingPathComponent("\(device.trace).device.jsonl")
                try Data(device.jsonl().utf8).write(to: deviceURL, options: .atomic)
            }
            return url
        } catch {
            return nil
        }
    }

    // MARK: - Observing

    @objc private func keyboardNotification(_ notification: Notification) {
        guard isRecording, let kind = Self.notifications.first(where: { $0.0 == notification.name })?.1 else { return }
        let info = notification.userInfo ?? [:]
        // `UIKitModel.Rect`, spelled out: where UIKit brings in MacTypes, its `Rect` (a
        // QuickDraw rectangle) would make the bare name ambiguous.
        func rect(_ key: String) -> UIKitModel.Rect? {
            guard let frame = (info[key] as? NSValue)?.cgRectValue else { return nil }
            return UIKitModel.Rect(
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
        guard isRecording, let window else { return }
        // In the window's coordinates, then the screen's: keyboard frames are in screen
        // coordinates, and the two differ when the window is not at the screen's origin.
        let location = pan.location(in: window)
        guard let y = screenY(of: location, in: window) else { return }
        let time = Self.now
        switch pan.state {
        case .began:
            // A pan is recognised after the finger has moved some points; the drag began
            // where it touched down, `translation` ago. That is recorded as the begin, and
            // the recognised position as a move, both now (the touch-down's own time is
            // not known to the recogniser).
            let translation = pan.translation(in: window)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            recorder.dragBegan(y: screenY(of: start, in: window) ?? y, at: time)
            recorder.dragMoved(y: y, at: time)
        case .changed:
            recorder.dragMoved(y: y, at: time)
        case .ended, .cancelled, .failed:
            // Velocity in the window's coordinates: the same scale as the screen's.
            recorder.dragEnded(y: y, velocity: Double(pan.velocity(in: window).y), at: time)
        default:
            break
        }
    }

    /// `point` of `view` in screen coordinates, `y` only.
    private func screenY(of point: CGPoint, in view: UIView) -> Double? {
        guard let screen = view.window?.screen else { return nil }
        return Double(view.convert(point, to: screen.coordinateSpace).y)
    }

    // MARK: - What the device drew

    @available(iOS 15.0, *)
    private func startDeviceRecording(
        name: String, handler: String, names: DrawnFieldNames, drawn: [(field: String, value: @MainActor () -> Double?)],
        startedAt: Double
    ) {
        // The probe lives in the window (not the scroll view, which would scroll it away,
        // nor its superview, which may be a container that is not full screen).
        guard let scrollView, let host = window else { return }
        var fields: [String] = []
        var samplers: [@MainActor () -> Double?] = []
        func add(_ field: String?, _ sampler: @escaping @MainActor () -> Double?) {
            guard let field else { return }
            fields.append(field)
            samplers.append(sampler)
        }
        // The bounds origin as drawn: an animated scroll moves the presentation layer's
        // bounds before the model's contentOffset settles.
        add(names.offset) { [weak scrollView] in
            scrollView.map { Double(($0.layer.presentation() ?? $0.layer).bounds.origin.y) }
        }
        // Insets are not layer properties: they are drawn as set.
        add(names.contentInset) { [weak scrollView] in scrollView.map { Double($0.contentInset.bottom) } }
        add(names.indicatorInset) { [weak scrollView] in scrollView.map { Double($0.verticalScrollIndicatorInsets.bottom) } }
        if let keyboardTop = names.keyboardTop {
            let probe = UIView()
            probe.isHidden = true
            probe.isUserInteractionEnabled = false
            probe.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(probe)
            let guide = host.keyboardLayoutGuide
            // The guide follows a floating or undocked keyboard too: the model's `kbTop` is
            // the floating keyboard's top as drawn.
            guide.followsUndockedKeyboard = true
            if #available(iOS 17.0, *) {
                // A hidden keyboard then puts the guide's top at the view's bottom, not at
                // the safe area's (the model's hidden keyboard top is the screen's bottom).
                guide.usesBottomSafeArea = false
            }
            NSLayoutConstraint.activate([
                probe.bottomAnchor.constraint(equalTo: guide.topAnchor),
                probe.heightAnchor.constraint(equalToConstant: 0),
                probe.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                probe.widthAnchor.constraint(equalToConstant: 1),
            ])
            keyboardProbe = probe
            add(keyboardTop, Self.drawnView(probe, edge: { $0.maxY }))
        }
        for (field, value) in drawn { add(field, value) }
        device = DeviceFrameRecorder(trace: name, handler: handler, fields: fields, startedAt: startedAt)
        self.samplers = samplers
        let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// A display-link tick: every sampled value as drawn now (presentation layers are
    /// evaluated at the current media time, the clock of the trace's calls).
    @objc private func tick(_ link: CADisplayLink) {
        guard isRecording, device != nil else { return }
        device?.sample(at: Self.now, samplers.map { $0() })
    }
}
#endif
