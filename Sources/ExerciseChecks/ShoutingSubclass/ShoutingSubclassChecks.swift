import ExerciseContracts
import ExerciseKit
import ObjectRuntime

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
