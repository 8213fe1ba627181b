import ObjectRuntime

/// Whether KVO has swapped `object`'s class, which it does while any registration is left.
package func isObservedByKVO(_ object: RuntimeObject) -> Bool {
  object_getClass(object).name.hasPrefix("NSKVONotifying_")
}
