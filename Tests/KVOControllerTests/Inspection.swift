import ObjectRuntime

@testable import RawKVO

/// The KVO registrations on `object` that a change to `key` reaches: who observes, and with
/// which context.
func registrations(of object: RuntimeObject, forKey key: String) -> [(
  observer: ObjectIdentifier, context: UnsafeMutableRawPointer?
)] {
  let observances = ObservationInfo.existing(for: object)?.observances(triggeredBy: key) ?? []
  return observances.map { ($0.observerIdentity, $0.context) }
}
