import Dispatch
import Foundation
import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// The channel's note about its own write is kept per thread.
@Suite struct ChannelThreadTests {
  @Test func aChangeFromAnotherThreadDuringAChannelsWriteIsReportedAndTheEchoIsNot() {
    let field = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "text")
    let received = TerminalRecorder()
    received.subscribe(to: channel.followingTerminal)
    let paused = Locked(false)
    let otherThreadDone = DispatchSemaphore(value: 0)
    // Pauses the channel's write between will-change and did-change, once, while another
    // thread sets the property from start to finish.
    let gate = field.rac_observeKeyPath("text", options: .prior, observer: nil) {
      _, change, _, _ in
      let isFirstPrior =
        change[.notificationIsPrior] as? Bool == true
        && paused.withLock { paused in
          defer { paused = true }
          return !paused
        }
      guard isFirstPrior else { return }
      Thread.detachNewThread {
        field.text = "from another thread"
        otherThreadDone.signal()
      }
      otherThreadDone.wait()
    }

    channel.followingTerminal.sendNext("typed")

    #expect(received.texts == [nil, "from another thread"])
    #expect(field.text == "typed")
    gate.dispose()
  }

  @Test func writesThroughOneChannelFromManyThreadsSendNoEchoStress() {
    let field = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "count")
    let received = TerminalRecorder()
    received.subscribe(to: channel.followingTerminal)

    DispatchQueue.concurrentPerform(iterations: 200) { index in
      channel.followingTerminal.sendNext(index)
    }

    #expect(received.texts == ["0"])
  }
}
