import ControllerTestSupport
import Testing

/// Chapter 3's actions and context deliveries, on HashTableKVOController.
@Suite struct ActionAndContextTests {
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

  @Test func onlyTheBlockPathAddsTheKeyPathToTheChange() {
    Behaviour.onlyTheBlockPathAddsTheKeyPathToTheChange()
  }

  @Test func aKeyPathObservedByBlockIgnoresALaterActionForIt() {
    Behaviour.aKeyPathObservedByBlockIgnoresALaterActionForIt()
  }
}
