import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO
import SwizzledKVO

/// The checks of exercise `ClassRestorer`.
public enum ClassRestorerChecks {
  public static let exercise = "ClassRestorer"

  static func kvo(_ subject: any ClassRestorerContract.Type) -> BlockKVO {
    BlockKVO(
      repairs: Repairs(
        deliver: BlockKVO.deliverAtOnce,
        lastObserverLeft: { subject.lastObserverLeft($0, movedInto: $1) }))
  }

  /// A letter, a block observer and a chapter 1 observer, all kept alive.
  static func letterWithObservers() -> (ExerciseLetter, ExerciseMessage, ExerciseRecorder) {
    let (letter, observer, recorder) = (ExerciseLetter(), ExerciseMessage(), ExerciseRecorder())
    KeepAlive.hold(letter, observer, recorder)
    return (letter, observer, recorder)
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any ClassRestorerContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The object goes back when its last observer leaves") {
        let (letter, observer, _) = letterWithObservers()
        let original = object_getClass(letter)
        kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in }
        kvo(subject).removeObserver(observer, from: letter, forKey: "text")
        let now = object_getClass(letter)
        try require(
          now === original, expected: "the object is an \(original.name) again",
          got: "it is still a \(now.name)")
      },
      ExerciseCheck("An object that went back can be observed again") {
        let (letter, observer, _) = letterWithObservers()
        let calls = Locked(0)
        kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in }
        kvo(subject).removeObserver(observer, from: letter, forKey: "text")
        kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in
          calls.withLock { $0 += 1 }
        }
        letter.text = "again"
        let count = calls.withLock { $0 }
        try require(
          count == 1 && letter.text == "again", expected: "1 block call, and the text is stored",
          got: "\(count) block call(s), text \(letter.text ?? "nil")")
      },
      ExerciseCheck("Chapter 1's subclass underneath is all that is left") {
        let (letter, observer, recorder) = letterWithObservers()
        letter.addObserver(recorder, forKeyPath: "text", options: [.new])
        let chapterOnes = object_getClass(letter)
        kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in }
        kvo(subject).removeObserver(observer, from: letter, forKey: "text")
        let now = object_getClass(letter)
        try require(
          now === chapterOnes, expected: "the object is back in \(chapterOnes.name)",
          got: "it is in \(now.name)")
        letter.text = "still heard"
        try require(
          recorder.count == 1, expected: "chapter 1's observer hears the change",
          got: "it heard \(recorder.count) change(s)")
      },
      ExerciseCheck("Chapter 1's subclass on top is left alone") {
        let (letter, observer, recorder) = letterWithObservers()
        // The block watches another key than chapter 1's observer: under chapter 1's subclass,
        // chapter 2's setter sends `super` to itself, which no restoring can mend.
        kvo(subject).addObserver(observer, to: letter, forKey: "title") { _, _, _, _ in }
        letter.addObserver(recorder, forKeyPath: "text", options: [.new])
        let chapterOnes = object_getClass(letter)
        kvo(subject).removeObserver(observer, from: letter, forKey: "title")
        let now = object_getClass(letter)
        try require(
          now === chapterOnes, expected: "the object stays in \(chapterOnes.name)",
          got: "it moved to \(now.name)")
        letter.text = "still heard"
        try require(
          recorder.count == 1, expected: "chapter 1's observer hears the change",
          got: "it heard \(recorder.count) change(s)")
      },
      ExerciseCheck("Anybody else's subclass on top is left alone too") {
        let (letter, observer, _) = letterWithObservers()
        kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in }
        let prefixed = object_getClass(letter)
        let onTop = ClassRegistry.shared.allocateClassPair(
          superclass: prefixed, name: "Decorated_" + prefixed.name)!
        onTop.addMethod("class") { receiver, selector, _ in
          receiver.sendSuper(from: onTop, selector)
        }
        onTop.registerClassPair()
        object_setClass(letter, onTop)
        kvo(subject).removeObserver(observer, from: letter, forKey: "text")
        let now = object_getClass(letter)
        try require(
          now === onTop, expected: "the object stays in \(onTop.name), a subclass made on top",
          got: "it moved to \(now.name)")
      },
    ]
  }
}
