import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Chapter 1 exercise: a two-way binding, built on raw KVO.
///
/// This binding copies one way only: a change to `first` reaches `second`, and that is all.
/// Make `second` take `first`'s value as soon as the binding is made, copy changes to `second`
/// back to `first`, make sure a copied value does not bounce back and forth (each side hears a
/// change once), and make `unbind()` (and a binding that is freed) remove every registration.
/// Run it with `swift run workbook exercise run two-way-binding`.
public final class TwoWayBinding: TwoWayBindingContract {
  let first: RuntimeObject
  let second: RuntimeObject
  let keyPath: String
  let forwarder: ValueForwarder

  public init(_ first: RuntimeObject, _ second: RuntimeObject, keyPath: String) {
    self.first = first
    self.second = second
    self.keyPath = keyPath
    forwarder = ValueForwarder { value in second.setValue(value, forKey: keyPath) }
    first.addObserver(forwarder, forKeyPath: keyPath, options: [.new])
  }

  public func unbind() {}
}
