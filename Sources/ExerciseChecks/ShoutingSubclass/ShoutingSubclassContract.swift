import ObjectRuntime

/// The contract of exercise ShoutingSubclass: make a class at run time.
public protocol ShoutingSubclassContract {
  /// Makes and registers a subclass of `base` called `name` whose `text` getter answers the
  /// original text in capitals, and whose `class` answers `base`, so the object still reports
  /// its original class.
  static func makeShoutingSubclass(of base: RuntimeClass, named name: String) -> RuntimeClass
}
