import ControllerTestSupport
import Testing

/// The three ways a change reaches the observer: a block, an action, or its own `observeValue`.
@Suite struct DeliveryTests {
  @Test func onlyTheBlockPathAddsTheKeyPathToTheChange() {
    Behaviour.onlyTheBlockPathAddsTheKeyPathToTheChange()
  }

  @Test func anActionWithNoArgumentIsSent() {
    Behaviour.anActionWithNoArgumentIsSent()
  }

  @Test func anActionWithOneArgumentReceivesTheChange() {
    Behaviour.anActionWithOneArgumentReceivesTheChange()
  }

  @Test func anActionWithTwoArgumentsReceivesTheChangeAndTheObject() {
    Behaviour.anActionWithTwoArgumentsReceivesTheChangeAndTheObject()
  }

  @Test func theContextFormReachesTheObserversObserveValueWithTheCallersContext() {
    Behaviour.theContextFormReachesTheObserversObserveValueWithTheCallersContext()
  }
}
