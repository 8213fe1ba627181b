import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The checks of exercise `ShoutingSubclass`.
public enum ShoutingSubclassChecks {
  public static let exercise = "ShoutingSubclass"

  /// A message moved into a fresh shouting subclass.
  static func shoutingMessage(
    _ text: String, _ subject: any ShoutingSubclassContract.Type, name: String
  )
    -> ExerciseMessage
  {
    let message = ExerciseMessage()
    message.text = text
    let shouting = subject.makeShoutingSubclass(
      of: object_getClass(message), named: name)
    object_setClass(message, shouting)
    return message
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any ShoutingSubclassContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The text comes back in capitals") {
        let message = shoutingMessage("hello", subject, name: "CapitalsMessage")
        let first = message.text
        message.text = "Key-Value"
        let second = message.text
        try require(
          first == "HELLO" && second == "KEY-VALUE",
          expected: "message.text is \"HELLO\", then \"KEY-VALUE\" once the text is Key-Value",
          got: "\"\(first ?? "nil")\", then \"\(second ?? "nil")\"")
      },
      ExerciseCheck("The object still reports its original class") {
        let message = shoutingMessage("hello", subject, name: "HiddenCapitalsMessage")
        try require(
          message.reportedClass.name == "ExerciseMessage",
          expected: "the class message answers ExerciseMessage",
          got: "it answers \(message.reportedClass.name)")
        try require(
          object_getClass(message).name == "HiddenCapitalsMessage",
          expected: "object_getClass still names the new subclass",
          got: "it names \(object_getClass(message).name)")
      },
      ExerciseCheck("A shouting message that chapter 1's KVO observes still shouts") {
        let message = shoutingMessage("hello", subject, name: "ObservedCapitalsMessage")
        let recorder = ExerciseRecorder()
        KeepAlive.hold(message, recorder)
        message.addObserver(recorder, forKeyPath: "text", options: [.new])
        let onTop = object_getClass(message).name
        let read = message.text
        message.text = "observed"
        let told = recorder.changes.withLock { $0.last?[.new] as? String }
        try require(
          read == "HELLO" && told == "OBSERVED",
          expected:
            "with chapter 1's \(onTop) on top, message.text is \"HELLO\", and its observer is told \"OBSERVED\" once the text is \"observed\"",
          got: "\"\(read ?? "nil")\", and the observer is told \"\(told ?? "nil")\"")
      },
      ExerciseCheck("Other messages keep their text as it is") {
        _ = shoutingMessage("hello", subject, name: "BystanderCapitalsMessage")
        let bystander = ExerciseMessage()
        bystander.text = "quiet"
        try require(
          bystander.text == "quiet", expected: "an untouched message still reads \"quiet\"",
          got: "it reads \"\(bystander.text ?? "nil")\"")
      },
    ]
  }
}
