import ExerciseContracts
import ExerciseKit
import Foundation
import ObjectRuntime
import RACKVO
import RawKVO

/// The checks of exercise `EchoFreeChannel`.
public enum EchoFreeChannelChecks {
  public static let exercise = "EchoFreeChannel"

  /// How many values the bound-pair check lets cross before it stops forwarding, so that a
  /// channel which sends its echoes back ends the loop instead of the stack.
  static let crossingLimit = 20

  /// What a terminal's subscribers hear, each value as text (`nil` for none).
  final class Heard: @unchecked Sendable {
    private let values = Locked<[String]>([])

    func subscribe(to terminal: ChannelTerminal<Any?>) {
      terminal.subscribe(next: { value in
        self.values.withLock { $0.append(value.map { "\($0)" } ?? "nil") }
      })
    }

    var all: [String] { values.withLock { $0 } }
  }

  /// A swatch holding `color`, a channel to its `color` and what the channel's following
  /// terminal has sent; all kept alive.
  static func channeledSwatch(
    _ subject: any EchoFreeChannelContract.Type, color: String? = "red"
  ) -> (ExerciseSwatch, any EchoFreeChannelContract, Heard) {
    let swatch = ExerciseSwatch()
    swatch.color = color
    let (channel, heard) = (subject.init(target: swatch, key: "color"), Heard())
    heard.subscribe(to: channel.followingTerminal)
    KeepAlive.hold(swatch, channel, heard)
    return (swatch, channel, heard)
  }

  /// Sends what `source` sends, after its first value (the replay of its current value), into
  /// `destination`, counting each value in `crossings` and stopping at ``crossingLimit``.
  static func forward(
    from source: ChannelTerminal<Any?>, to destination: ChannelTerminal<Any?>,
    counting crossings: Locked<Int>
  ) {
    source.signal.skip(1).subscribe(next: { value in
      let allowed = crossings.withLock { count in
        count += 1
        return count <= crossingLimit
      }
      if allowed { destination.sendNext(value) }
    })
  }

  /// `count` crossings in words: `1 crossing`, `3 more crossings`.
  static func inWords(crossings count: Int, more: Bool = false) -> String {
    "\(count) \(more ? "more " : "")crossing\(count == 1 ? "" : "s")"
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any EchoFreeChannelContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("A subscriber hears the current value, then each change made elsewhere") {
        let (swatch, _, heard) = channeledSwatch(subject)
        swatch.color = "green"
        swatch.color = nil
        let expected = ["red", "green", "nil"]
        try require(heard.all == expected, expected: "\(expected)", got: "\(heard.all)")
      },
      ExerciseCheck("A value sent in is set on the property and not sent back") {
        let (swatch, channel, heard) = channeledSwatch(subject)
        channel.followingTerminal.sendNext("blue")
        let color = swatch.color
        swatch.color = "green"
        let expected = ["red", "green"]
        try require(
          color == "blue" && heard.all == expected,
          expected: "the swatch blue; the subscriber hears \(expected)",
          got: "the swatch \(color ?? "nil"); the subscriber hears \(heard.all)")
      },
      ExerciseCheck("Two swatches bound both ways: each change crosses once, and stops") {
        let (model, modelChannel, _) = channeledSwatch(subject)
        let (view, viewChannel, _) = channeledSwatch(subject)
        let crossings = Locked(0)
        forward(
          from: viewChannel.followingTerminal, to: modelChannel.followingTerminal,
          counting: crossings)
        forward(
          from: modelChannel.followingTerminal, to: viewChannel.followingTerminal,
          counting: crossings)
        view.color = "green"
        let afterView = (model.color, crossings.withLock { $0 })
        model.color = "blue"
        let afterModel = (view.color, crossings.withLock { $0 } - afterView.1)
        let stopped = afterView.1 + afterModel.1 > crossingLimit
        try require(
          afterView == ("green", 1) && afterModel == ("blue", 1),
          expected: "the model green after 1 crossing, then the view blue after 1 more crossing",
          got:
            "the model \(afterView.0 ?? "nil") after \(inWords(crossings: afterView.1)), then the view "
            + "\(afterModel.0 ?? "nil") after \(inWords(crossings: afterModel.1, more: true))"
            + (stopped ? " (the check stops forwarding after \(crossingLimit))" : ""))
      },
      ExerciseCheck("Two channels on one property: each hears the other's write, not its own") {
        let (swatch, first, firstHeard) = channeledSwatch(subject)
        let second = subject.init(target: swatch, key: "color")
        let secondHeard = Heard()
        secondHeard.subscribe(to: second.followingTerminal)
        KeepAlive.hold(second, secondHeard)
        first.followingTerminal.sendNext("from the first")
        second.followingTerminal.sendNext("from the second")
        let expected = (["red", "from the second"], ["red", "from the first"])
        try require(
          (firstHeard.all, secondHeard.all) == expected,
          expected: "the first hears \(expected.0), the second \(expected.1)",
          got: "the first hears \(firstHeard.all), the second \(secondHeard.all)")
      },
      ExerciseCheck("Someone else setting the value the channel wrote is heard") {
        let (swatch, channel, heard) = channeledSwatch(subject)
        channel.followingTerminal.sendNext("blue")
        swatch.color = "blue"
        swatch.color = "green"
        swatch.color = "blue"
        let expected = ["red", "blue", "green", "blue"]
        try require(heard.all == expected, expected: "\(expected)", got: "\(heard.all)")
      },
      ExerciseCheck("A write that reports nothing leaves no note behind") {
        let dimmer = ExerciseDimmer()
        let (channel, heard) = (subject.init(target: dimmer, key: "level"), Heard())
        heard.subscribe(to: channel.followingTerminal)
        KeepAlive.hold(dimmer, channel, heard)
        channel.followingTerminal.sendNext(3)
        dimmer.level = 7
        let expected = ["3", "7"]
        try require(
          heard.all == expected,
          expected: "the dimmer set to 3 by the channel (no report, it was 3 already), then to "
            + "7 elsewhere: the subscriber hears \(expected)",
          got: "the subscriber hears \(heard.all)")
      },
      ExerciseCheck("A change another thread makes during the channel's write gets through") {
        let (swatch, channel, heard) = channeledSwatch(subject)
        let paused = Locked(false)
        let otherThreadDone = DispatchSemaphore(value: 0)
        // Holds the channel's write between KVO's will-change and did-change, once, while
        // another thread sets the color from start to finish.
        let gate = swatch.rac_observeKeyPath("color", options: .prior, observer: nil) {
          _, change, _, _ in
          let isFirstPrior =
            change[.notificationIsPrior] as? Bool == true
            && paused.withLock { paused in
              defer { paused = true }
              return !paused
            }
          guard isFirstPrior else { return }
          Thread.detachNewThread {
            swatch.color = "from another thread"
            otherThreadDone.signal()
          }
          otherThreadDone.wait()
        }
        channel.followingTerminal.sendNext("typed")
        gate.dispose()
        let expected = ["red", "from another thread"]
        try require(
          heard.all == expected && swatch.color == "typed",
          expected: "the subscriber hears \(expected); the swatch ends typed",
          got: "the subscriber hears \(heard.all); the swatch ends \(swatch.color ?? "nil")")
      },
    ]
  }
}
