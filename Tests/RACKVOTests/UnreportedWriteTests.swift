import ObjectRuntime
import RACKVO
import Testing

/// The channel's note is cleared only by the echo it expects, as ReactiveObjC clears
/// `ignoreNextUpdate` only in its observation block.
@Suite struct UnreportedWriteTests {
  @Test func aWriteKVODoesNotReportLeavesTheNoteAndTheNextChangeIsTakenForItsEcho() {
    let dimmer = RACDimmer()
    let channel = RACKVOChannel(target: dimmer, keyPath: "level")
    let received = TerminalRecorder()
    received.subscribe(to: channel.followingTerminal)

    // The level is already 3: the setter sends no notification, so no echo takes the note.
    channel.followingTerminal.sendNext(3)
    dimmer.level = 7

    #expect(dimmer.level == 7)
    #expect(received.texts == ["3"], "the real change to 7 was swallowed as the echo")
  }
}
