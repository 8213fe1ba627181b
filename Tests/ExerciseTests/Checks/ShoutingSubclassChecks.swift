import ExerciseKit
import ExerciseSolutions
import Exercises
import ObjectRuntime

/// The checks of exercise `runtime-shouting-subclass`.
enum ShoutingSubclassChecks {
  static let exercise = "runtime-shouting-subclass"

  static func subject(_ implementation: Implementation) -> any ShoutingSubclassExercise.Type {
    switch implementation {
    case .starter: Exercises.ShoutingSubclass.self
    case .solution: ExerciseSolutions.ShoutingSubclass.self
    }
  }

  /// A message moved into a fresh shouting subclass.
  static func shoutingMessage(_ text: String, _ implementation: Implementation, name: String)
    -> ExerciseMessage
  {
    let message = ExerciseMessage()
    message.text = text
    let shouting = subject(implementation).makeShoutingSubclass(
      of: object_getClass(message), named: name)
    object_setClass(message, shouting)
    return message
  }

  static let all = [
    ExerciseCheck(exercise, "The text comes back in capitals") { implementation in
      let message = shoutingMessage("hello", implementation, name: "CapitalsMessage")
      try require(
        message.text == "HELLO", expected: "message.text is \"HELLO\"",
        got: "message.text is \(String(describing: message.text))")
    },
    ExerciseCheck(exercise, "The object still reports its original class") { implementation in
      let message = shoutingMessage("hello", implementation, name: "HiddenCapitalsMessage")
      try require(
        message.reportedClass.name == "ExerciseMessage",
        expected: "the class message answers ExerciseMessage",
        got: "it answers \(message.reportedClass.name)")
      try require(
        object_getClass(message).name == "HiddenCapitalsMessage",
        expected: "object_getClass still names the new subclass",
        got: "it names \(object_getClass(message).name)")
    },
    ExerciseCheck(exercise, "Other messages keep their text as it is") { implementation in
      _ = shoutingMessage("hello", implementation, name: "BystanderCapitalsMessage")
      let bystander = ExerciseMessage()
      bystander.text = "quiet"
      try require(
        bystander.text == "quiet", expected: "an untouched message still reads \"quiet\"",
        got: "it reads \(String(describing: bystander.text))")
    },
  ]
}
