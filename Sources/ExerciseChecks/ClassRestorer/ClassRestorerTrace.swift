import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO
import SwizzledKVO

/// The traced story of exercise `ClassRestorer`: where each letter's class pointer goes when its
/// last block observer leaves: observed with a block alone, above chapter 1's subclass, and
/// beneath it.
public enum ClassRestorerTrace {
  public static func story(_ subject: any ClassRestorerContract.Type) -> TracedStory {
    TracedStory(
      "three letters lose their last block observer, and each is then set: one observed with a block alone, one observed by chapter 1's KVO before the block, one by chapter 1's KVO after it"
    ) {
      let kvo = RepairableBlockKVO(
        prefix: "Story_", deliver: BlockKVOs.deliverAtOnce,
        lastObserverLeft: { subject.lastObserverLeft($0, movedInto: $1) })
      let (observer, recorder) = (ExerciseMessage(), ExerciseRecorder())
      let (alone, beneath, above) = (ExerciseLetter(), ExerciseLetter(), ExerciseLetter())
      KeepAlive.hold(kvo, observer, recorder, alone, beneath, above)
      return { trace in
        trace.name(observer, "block observer")
        trace.name(recorder, "chapter 1's observer")
        trace.name(alone, "alone")
        trace.name(beneath, "beneath")
        trace.name(above, "above")

        kvo.addObserver(observer, to: alone, forKey: "text") { _, _, _, _ in }
        kvo.removeObserver(observer, from: alone, forKey: "text")
        alone.text = "alone"

        beneath.addObserver(recorder, forKeyPath: "text", options: [.new])
        kvo.addObserver(observer, to: beneath, forKey: "text") { _, _, _, _ in }
        kvo.removeObserver(observer, from: beneath, forKey: "text")
        beneath.text = "beneath"

        kvo.addObserver(observer, to: above, forKey: "text") { _, _, _, _ in }
        above.addObserver(recorder, forKeyPath: "text", options: [.new])
        kvo.removeObserver(observer, from: above, forKey: "text")
        above.text = "above"
      }
    }
  }
}
