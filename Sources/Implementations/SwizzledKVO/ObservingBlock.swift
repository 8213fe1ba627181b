import ObjectRuntime

/// What an observer hands to ``ObjectRuntime/RuntimeObject/addObserver(_:forKey:withBlock:)``:
/// called with the observed object, the key, the value before the change and the value the
/// setter was given.
///
/// It is `@Sendable` because it runs on a global dispatch queue, not on the thread that set the
/// value.
public typealias ObservingBlock =
  @Sendable (
    _ observedObject: RuntimeObject, _ observedKey: String, _ oldValue: Any?, _ newValue: Any?
  ) -> Void
