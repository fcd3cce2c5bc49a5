/// What the scroll view itself is doing, as frames name it.
public enum ScrollPhase: String, Equatable, Sendable, CaseIterable {
    case idle, dragging, decelerating, bouncing, animating

    /// The cases in declaration order, written out and inlinable rather than synthesized:
    /// a synthesized `allCases` is opaque to other modules, so a handler writing the
    /// `scroll` field (`FrameValues.set(_:to:)`, every frame) called into this module and
    /// made a new array each time (about 90 instructions a frame). Inlined, the walk over
    /// the cases folds to a few comparisons. Keep it in step with the cases
    /// (`ScrollPhaseTests` fails to compile when a case is added).
    @inlinable
    public static var allCases: [ScrollPhase] { [.idle, .dragging, .decelerating, .bouncing, .animating] }
}

/// The parts of `UIScrollView` a keyboard handler touches.
///
/// It owns the offset (an additive animated property: the bounds origin), the
/// content height, the bottom inset and its own motions. The scroll view's own motions
/// (animated scroll, deceleration, bounce) change the model offset only at frame
/// ticks. Every method that may move the model offset returns whether it did, so
/// the host can tell the handler after each real change. Handlers read it; they change
/// it through `World`.
public struct ScrollView: Sendable {
    /// What the scroll view itself is doing.
    public enum Motion: Equatable, Sendable {
        case idle
        case dragging(Drag)
        case decelerating(Deceleration)
        case bouncing(Bounce)
        /// `setContentOffset(animated: true)`: 0.3 s ease-in-out, driven per frame.
        case animating(from: Double, to: Double, begin: Nanoseconds)

        public var phase: ScrollPhase {
            switch self {
            case .idle: .idle
            case .dragging: .dragging
            case .decelerating: .decelerating
            case .bouncing: .bouncing
            case .animating: .animating
            }
        }
    }

    /// UIKit's animated `setContentOffset` duration (a common assumption).
    static let animatedScrollLength: Nanoseconds = 300_000_000

    /// `contentOffset.y`: the model value, and the drawn one through `presentation(at:)`.
    public internal(set) var offset: AnimatedValue
    /// `contentSize.height`.
    public internal(set) var contentHeight: Double
    /// The viewport height `V` (the scroll view's frame height): a geometry change or a
    /// handler's layout may change it (`setViewportHeight`).
    public internal(set) var viewportHeight: Double
    /// `adjustedContentInset.top`.
    public let topInset: Double
    /// `contentInset.bottom`.
    public private(set) var inset: Double
    public internal(set) var motion: Motion = .idle

    init(offset: Double, contentHeight: Double, viewportHeight: Double, topInset: Double, inset: Double) {
        self.offset = AnimatedValue(offset)
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.topInset = topInset
        self.inset = inset
    }

    /// The top of the range, `-topInset`.
    public var minOffset: Double { -topInset }

    /// The bottom of the range, `max(min, C - V + I)`.
    public var maxOffset: Double { max(minOffset, contentHeight - viewportHeight + inset) }

    /// Whether the finger is down.
    public var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    /// The finger's screen y while it is down (a pan recognizer's `location(in:)`);
    /// `nil` when no drag is in progress.
    public var fingerY: Double? {
        if case .dragging(let drag) = motion { return drag.fingerY }
        return nil
    }

    /// Decelerating or bouncing: the clamp waits for these to end.
    public var isDecelerating: Bool {
        switch motion {
        case .decelerating, .bouncing: true
        case .idle, .dragging, .animating: false
        }
    }

    /// Sets the bottom inset; a real change clamps the offset (see `clamp`).
    mutating func setInset(_ value: Double, animation: RunningAnimation?, at now: Nanoseconds) -> Bool {
        guard value != inset else { return false }
        inset = value
        return clamp(animation: animation, at: now)
    }

    /// Sets the viewport height. UIKit does not move the offset when a scroll view's frame
    /// changes: no clamp, a deceleration reads the new range at its next tick.
    mutating func setViewportHeight(_ value: Double) {
        viewportHeight = value
    }

    /// Sets the content height; a real change clamps the offset (see `clamp`).
    mutating func setContentHeight(_ value: Double, animation: RunningAnimation?, at now: Nanoseconds) -> Bool {
        guard value != contentHeight else { return false }
        contentHeight = value
        return clamp(animation: animation, at: now)
    }

    /// Brings an offset outside the range back into it, unless the finger is down
    /// or the view decelerates (or bounces). An animated scroll goes on from the
    /// clamped value at its next tick.
    ///
    /// Model choice: a clamp skipped during a deceleration or bounce is applied
    /// when that motion ends (see `settle(at:)`), so a range that shrank meanwhile
    /// never strands the offset outside it.
    mutating func clamp(animation: RunningAnimation?, at now: Nanoseconds) -> Bool {
        guard !isDragging, !isDecelerating else { return false }
        let current = offset.model
        let clamped = min(max(current, minOffset), maxOffset)
        guard clamped != current else { return false }
        offset.set(clamped, in: animation, at: now)
        return true
    }

    /// A programmatic `contentOffset` set: never clamped; a change to a different
    /// value stops the scroll view's own motions (a drag re-anchors instead).
    mutating func setContentOffset(_ value: Double, animation: RunningAnimation?, at now: Nanoseconds) -> Bool {
        guard value != offset.model else { return false }
        switch motion {
        case .decelerating, .bouncing, .animating: motion = .idle
        case .idle, .dragging: break
        }
        offset.set(value, in: animation, at: now)
        if case .dragging(var drag) = motion {
            drag.reanchor(to: value, in: self)
            motion = .dragging(drag)
        }
        return true
    }

    /// `setContentOffset(_, animated: true)`: starts the 0.3 s ease-in-out scroll
    /// that the scroll view drives frame by frame (stopping any other motion).
    ///
    /// While the finger is down it does nothing: the finger holds the scroll view, for
    /// every handler (a non-animated `setContentOffset` still applies and re-anchors the
    /// drag).
    mutating func startAnimatedScroll(to target: Double, at now: Nanoseconds) {
        guard !isDragging else { return }
        motion = .animating(from: offset.model, to: target, begin: now)
    }

    /// The scroll view's own tick at a frame time: advances its motion.
    mutating func tick(at time: Nanoseconds) -> Bool {
        switch motion {
        case .idle, .dragging:
            return false
        case .animating(let from, let to, let begin):
            let elapsed = time - begin
            let value: Double
            if elapsed >= Self.animatedScrollLength {
                value = to
                motion = .idle
            } else {
                let progress = CubicBezier.easeInOut.progress(
                    at: Double(elapsed) / Double(Self.animatedScrollLength))
                value = from + (to - from) * progress
            }
            return setModel(value, at: time)
        case .decelerating(let deceleration):
            return advance(deceleration, at: time)
        case .bouncing(let bounce):
            return advance(bounce, at: time)
        }
    }

    /// Moves the model offset without touching the motion (the scroll view's own moves).
    mutating func setModel(_ value: Double, at time: Nanoseconds) -> Bool {
        guard value != offset.model else { return false }
        offset.set(value, animation: nil, at: time)
        return true
    }
}
