import Foundation
import ObjectRuntime

/// A short story an exercise tells with its subject under the tracer (the one that draws the
/// book's diagrams), declared beside its checks in `NAMETrace.swift`. When a check fails,
/// `workbook exercise run` has the runner tell it twice, once with the reader's code and once
/// with the reference solution, and shows the first step where the two differ.
///
/// A story sets its scene first, untraced (the objects, the observers no step is about), and
/// answers the part to trace, which names the objects it meets
/// (`trace.name(thermostat, "thermostat")`) and stays on the calling thread: work handed to
/// another thread is not traced. Each telling runs in a process of its own, so what the runtime
/// does once per process (make a notifying subclass, register a class) happens in both.
public struct TracedStory {
  /// What happens in the story, in a few words, as `exercise run` introduces it.
  public let summary: String
  /// Sets the scene and answers the story's traced part, whose recorder is only for naming
  /// objects.
  public let scene: () -> (TraceRecorder) -> Void

  public init(_ summary: String, scene: @escaping () -> (TraceRecorder) -> Void) {
    self.summary = summary
    self.scene = scene
  }

  /// The most events a telling sends: a story is a few dozen steps, and the comparison needs
  /// only those up to the first difference, so code that loops is cut short here instead of
  /// filling the channel.
  public static let eventLimit = 1_000

  /// What one telling sends: the story's summary, its trace (the first ``eventLimit`` events)
  /// and how many events were left out.
  struct Told: Encodable {
    var summary: String
    var trace: TraceLog
    var eventsLeftOut: Int
  }

  /// Sets the scene, tells the story under the tracer and answers what it recorded, as JSON.
  public func recorded() -> String {
    let story = scene()
    var trace = Trace.record { recorder in story(recorder) }
    let leftOut = max(0, trace.events.count - Self.eventLimit)
    trace.events.removeLast(leftOut)
    let told = Told(summary: summary, trace: trace, eventsLeftOut: leftOut)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // A trace is strings and numbers, which always encode.
    return String(decoding: try! encoder.encode(told), as: UTF8.self)
  }
}
