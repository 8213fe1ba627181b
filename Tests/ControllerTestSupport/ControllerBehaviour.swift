import KVOController

/// Chapter 3's behaviour tests that hold for any controller with FBKVOController's interface,
/// written once over `Controller`. Each test target runs them on its own controller, one thin
/// `@Test` per behaviour: chapter 3's on FBKVOController, chapter 4's on HashTableKVOController.
///
/// ```swift
/// typealias Behaviour = ControllerBehaviour<FBKVOController>
///
/// @Test func unobservingAKeyPathStopsOnlyThatKeyPath() {
///   Behaviour.unobservingAKeyPathStopsOnlyThatKeyPath()
/// }
/// ```
package enum ControllerBehaviour<Controller: ObservingController> {}
