/// The elements of an array read and written in place: the one handle that holds the
/// pointers of the animation storage (`AnimatedValue`'s records, `AnimationsInFlight`'s
/// entries), after swift-collections' `_UnsafeHandle`: a struct wrapping the array's
/// storage and its count, with every access checked against the count in every build.
///
/// Why not the array itself: the loops over the records read and write them in place
/// for every drawn value of every frame, and an array checked its uniqueness and
/// reloaded its storage around each call the loop made. A handle is valid only inside
/// the `with(_:_:)` call that made it (the array may neither grow nor go meanwhile).
struct InPlaceElements<Element> {
    private let base: UnsafeMutablePointer<Element>?
    /// The number of elements.
    let count: Int

    private init(base: UnsafeMutablePointer<Element>?, count: Int) {
        self.base = base
        self.count = count
    }

    /// Calls `body` with the elements of `array`, which it may change in place.
    @inline(__always)
    static func with<R>(_ array: inout [Element], _ body: (InPlaceElements) -> R) -> R {
        array.withUnsafeMutableBufferPointer { body(InPlaceElements(base: $0.baseAddress, count: $0.count)) }
    }

    /// Whether `index` is an element's: one unsigned comparison for `0 <= index < count`
    /// (`UInt(_:)` would check the count's sign too).
    @inline(__always)
    func contains(_ index: Int) -> Bool { UInt(bitPattern: index) < UInt(bitPattern: count) }

    /// The element at `index`, which must be one of them, read and written in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(contains(index), "InPlaceElements: an index past the end")
            return UnsafePointer(base.unsafelyUnwrapped + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(contains(index), "InPlaceElements: an index past the end")
            return base.unsafelyUnwrapped + index
        }
    }

    /// `body` on the element at `index`, in place; nil, without calling it, when there is
    /// no such element. One check and one address for all `body` does with the element.
    @inline(__always)
    func update<R>(at index: Int, _ body: (inout Element) -> R) -> R? {
        guard contains(index) else { return nil }
        return body(&base.unsafelyUnwrapped[index])
    }

    /// `body` on each element in order, in place: a walk from the first address to the
    /// end, which keeps only the two addresses across the calls `body` makes.
    @inline(__always)
    func updateEach(_ body: (inout Element) -> Void) {
        guard var element = base else { return }
        let end = element + count
        while element != end {
            body(&element.pointee)
            element += 1
        }
    }
}
