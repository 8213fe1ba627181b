import ObjectRuntime
import SwizzledKVO
import Testing

@Test(.timeLimit(.minutes(1))) func blockStillRunsAfterItsObserverIsFreed() async {
  let message = Message()
  let deliveries = Deliveries()
  var observer: Observer? = Observer()
  weak let freed = observer
  message.addObserver(observer!, forKey: "text", withBlock: deliveries.block)

  observer = nil
  #expect(freed == nil)
  deliveries.expect(1)
  message.text = "anyone there?"

  #expect(await deliveries.arrived().map(\.new) == ["anyone there?"])
}
