import ControllerTestSupport
import Testing

/// Observing, unobserving and notifying from many threads at once, on HashTableKVOController.
/// Run under the thread sanitizer with `swift test --filter Stress --sanitize=thread`.
@Suite struct ControllerStressTests {
  @Test func observeUnobserveAndNotifyFromManyThreads() {
    Behaviour.observeUnobserveAndNotifyFromManyThreads()
  }
}
