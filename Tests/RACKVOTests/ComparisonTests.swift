import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// Claim C004-8: three steps against one line, and what the implicit
/// observer means for retain cycles.
@Suite struct ComparisonTests {
  @Test func rawKVOAndRACObserveRepaintTheSameScreen() {
    var raw: RACRawKVOScreen? = RACRawKVOScreen()
    var rac: RACObservingScreen? = RACObservingScreen()
    raw!.viewDidLoad()
    rac!.viewDidLoad()
    let rawWeak = WeakReference(raw)
    let racWeak = WeakReference(rac)

    for tint in ["red", "green"] {
      raw!.tint = tint
      rac!.tint = tint
    }

    #expect(raw!.painted.withLock { $0 } == ["red", "green"])
    #expect(rac!.painted.withLock { $0 } == [nil, "red", "green"])
    raw = nil
    rac = nil
    #expect(rawWeak.object == nil)
    #expect(racWeak.object == nil)
  }

  @Test func forgettingTheThirdStepOfRawKVOCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let canvas = RACCanvas()
      var observer: RACForwardee? = RACForwardee()
      canvas.addObserver(observer!, forKeyPath: "color")
      observer = nil
      canvas.color = "red"
    }
    #expect(
      standardError(of: result).contains(
        "*** -[RACForwardee retain]: message sent to deallocated instance 0x"))
  }

  @Test func aHandlerThatCapturesSelfKeepsTheScreenAliveUntilDisposed() {
    var screen: RACCyclicScreen? = RACCyclicScreen()
    let subscription = screen!.viewDidLoad()
    let weakScreen = WeakReference(screen)

    screen = nil
    #expect(weakScreen.object != nil)
    weakScreen.object?.tint = "red"
    #expect(weakScreen.object?.lastTint == "red")

    subscription.dispose()
    #expect(weakScreen.object == nil)
  }
}
