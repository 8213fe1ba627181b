import ObjectRuntime
import RACKVO
import Testing

/// The plain two-ended channel (`RACChannel`), as ReactiveObjC's shared channel examples
/// describe it.
@Suite struct ChannelTests {
  @Test func theLeadingTerminalReplaysNoValueToANewSubscriber() {
    let channel = Channel<String>()
    var received: [String] = []

    channel.followingTerminal.sendNext("one")
    channel.leadingTerminal.subscribe(next: { received.append($0) })
    channel.followingTerminal.sendNext("two")

    #expect(received == ["two"])
  }

  @Test func theFollowingTerminalReplaysTheLatestLeadingValueOnly() {
    let channel = Channel<String>()
    var received: [String] = []

    channel.leadingTerminal.sendNext("one")
    channel.leadingTerminal.sendNext("two")
    channel.followingTerminal.subscribe(next: { received.append($0) })
    channel.leadingTerminal.sendNext("three")

    #expect(received == ["two", "three"])
  }

  @Test func aValueReachesTheOtherTerminalNeverItsOwn() {
    let channel = Channel<String>()
    var leading: [String] = []
    var following: [String] = []
    channel.leadingTerminal.subscribe(next: { leading.append($0) })
    channel.followingTerminal.subscribe(next: { following.append($0) })

    channel.followingTerminal.sendNext("to the leader")
    channel.leadingTerminal.sendNext("to the follower")

    #expect(leading == ["to the leader"])
    #expect(following == ["to the follower"])
  }

  @Test(arguments: [true, false])
  func completingEitherTerminalCompletesBoth(leadingSide: Bool) {
    let channel = Channel<String>()
    var completed: [String] = []
    channel.leadingTerminal.subscribe(completed: { completed.append("leading") })
    channel.followingTerminal.subscribe(completed: { completed.append("following") })

    (leadingSide ? channel.leadingTerminal : channel.followingTerminal).sendCompleted()

    #expect(completed.sorted() == ["following", "leading"])
  }

  @Test func anErrorSentIntoOneTerminalReachesBoth() {
    let channel = Channel<String>()
    var failed: [String] = []
    channel.leadingTerminal.subscribe(error: { _ in failed.append("leading") })
    channel.followingTerminal.subscribe(error: { _ in failed.append("following") })

    channel.followingTerminal.sendError(RACTestError())

    #expect(failed.sorted() == ["following", "leading"])
  }

  @Test func completionIsReplayedToLateSubscribersOfBothTerminals() {
    let channel = Channel<String>()
    var completed: [String] = []

    channel.leadingTerminal.sendCompleted()
    channel.leadingTerminal.subscribe(completed: { completed.append("leading") })
    channel.followingTerminal.subscribe(completed: { completed.append("following") })

    #expect(completed == ["leading", "following"])
  }

  @Test func aSignalSubscribedIntoATerminalIsDisposedWhenTheChannelEnds() {
    let channel = Channel<String>()
    let source = ReplaySubject<String>()
    let feed = source.signal.subscribe(channel.followingTerminal)
    #expect(!feed.isDisposed)

    channel.leadingTerminal.sendCompleted()

    #expect(feed.isDisposed)
  }

  @Test func subscriptionsInAndOutDoNotKeepAChannelAlive() {
    weak var freed: Channel<String>?
    var subscriptions: [any Disposable] = []
    do {
      let channel = Channel<String>()
      freed = channel
      subscriptions.append(channel.leadingTerminal.subscribe())
      subscriptions.append(Signal<String>.never.subscribe(channel.followingTerminal))
    }

    #expect(freed == nil)
    #expect(subscriptions.allSatisfy { !$0.isDisposed })
  }
}
