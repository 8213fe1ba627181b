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
      let kvo = ClassRestorerChecks.kvo(subject)
      let (observer, recorder) = (ExerciseMessage(), ExerciseRecorder())
      let (alone, beneath, above) = (ExerciseLetter(), ExerciseLetter(), ExerciseLetter())
      KeepAlive.hold(observer, recorder, alone, beneath, above)
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

        // The block watches another key here: the chapter's observing setter, beneath chapter
        // 1's for the same key, would send super from the subclass above it and recurse.
        kvo.addObserver(observer, to: above, forKey: "title") { _, _, _, _ in }
        above.addObserver(recorder, forKeyPath: "text", options: [.new])
        kvo.removeObserver(observer, from: above, forKey: "title")
        above.text = "above"
      }
    }
  }
}
