import Foundation
import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// One `RACKVOChannel` on one object, as ReactiveObjC's `RACKVOChannelSpec` describes it.
@Suite struct KVOChannelTests {
  @Test func theFollowingTerminalStartsWithTheCurrentValue() {
    let field = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "text")
    let before = TerminalRecorder()
    let after = TerminalRecorder()

    before.subscribe(to: channel.followingTerminal)
    field.text = "draft"
    after.subscribe(to: channel.followingTerminal)

    #expect(before.texts == [nil, "draft"])
    #expect(after.texts == ["draft"])
  }

  @Test func valuesSentIntoTheFollowingTerminalAreSetOnTheTarget() {
    let field = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "text")

    channel.followingTerminal.sendNext("one")
    #expect(field.text == "one")
    channel.followingTerminal.sendNext("two")
    #expect(field.text == "two")
  }

  @Test func aChannelDoesNotSendBackWhatItSetItself() {
    let field = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "text")
    let received = TerminalRecorder()
    received.subscribe(to: channel.followingTerminal)
    let changes = recordChanges(of: field, "text")

    channel.followingTerminal.sendNext("typed")
    field.text = "set elsewhere"

    #expect(changes.texts == ["typed", "set elsewhere"])
    #expect(received.texts == [nil, "set elsewhere"])
  }

  @Test func aChannelOnAKeyPathSetsTheLastKeyOnTheCurrentIntermediate() {
    let field = RACField()
    field.detail = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "detail.text")
    let received = TerminalRecorder()
    received.subscribe(to: channel.followingTerminal)

    channel.followingTerminal.sendNext("inner")
    field.detail = RACField()
    field.detail!.text = "replaced"

    #expect(received.texts == [nil, nil, "replaced"])
  }

  @Test func aValueSentWhileAnIntermediateIsNilIsDropped() {
    let field = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "detail.text")

    channel.followingTerminal.sendNext("nowhere to go")
    field.detail = RACField()

    #expect(field.detail?.text == nil)
  }

  @Test func nilIsSetAsTheNilValue() {
    let field = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "count", nilValue: 5)

    channel.followingTerminal.sendNext(2)
    #expect(field.count == 2)
    channel.followingTerminal.sendNext(nil)
    #expect(field.count == 5)
  }

  @Test func withoutANilValueNilOnANumberRaisesAsKeyValueCodingDoes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let field = RACField()
      RACKVOChannel(target: field, keyPath: "count").followingTerminal.sendNext(nil)
    }
    #expect(
      standardError(of: result).contains(
        "setNilValueForKey]: could not set nil as the value for the key count."))
  }

  @Test func bothTerminalsCompleteWhenTheTargetDeallocates() {
    var field: RACField? = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "text")
    let leading = TerminalRecorder()
    let following = TerminalRecorder()
    leading.subscribe(to: channel.leadingTerminal)
    following.subscribe(to: channel.followingTerminal)
    #expect(!leading.isCompleted && !following.isCompleted)

    field = nil

    #expect(leading.isCompleted && following.isCompleted)
  }

  @Test func theChannelIsFreedWhenItsTargetDeallocates() {
    var field: RACField? = RACField()
    weak var channel: RACKVOChannel?
    do {
      let made = RACKVOChannel(target: field, keyPath: "text")
      channel = made
    }
    #expect(channel != nil)

    field = nil

    #expect(channel == nil)
  }

  @Test func aChannelToNoTargetHasCompleted() {
    let channel = RACKVOChannel(target: nil, keyPath: "text")
    let following = TerminalRecorder()

    following.subscribe(to: channel.followingTerminal)

    #expect(following.values.isEmpty)
    #expect(following.isCompleted)
  }

  @Test func completingTheChannelEndsItsObservation() {
    let field = RACField()
    let channel = RACKVOChannel(target: field, keyPath: "text")
    #expect(object_getClass(field).name != "RACField")

    channel.followingTerminal.sendCompleted()

    #expect(object_getClass(field).name == "RACField")
  }
}
