import ExerciseContracts
import ExerciseKit
import ObjectRuntime

/// The traced story of exercise `ShoutingSubclass`: the class made at run time, then the
/// messages a moved object answers through it.
public enum ShoutingSubclassTrace {
  public static func story(_ subject: any ShoutingSubclassContract.Type) -> TracedStory {
    TracedStory(
      "a shouting subclass is made and a message saying hello is moved into it, then asked for its text and its class"
    ) {
      let message = ExerciseMessage()
      message.text = "hello"
      KeepAlive.hold(message)
      return { trace in
        trace.name(message, "message")
        let shouting = subject.makeShoutingSubclass(
          of: object_getClass(message), named: "ShoutingMessage")
        object_setClass(message, shouting)
        _ = message.text
        _ = message.reportedClass
      }
    }
  }
}
