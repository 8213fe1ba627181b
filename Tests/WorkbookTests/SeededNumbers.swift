/// The numbers the tests that compare a shortcut with its plain reading draw their generated
/// inputs from: a linear congruential generator from a fixed seed, so every run of a test sees
/// the same inputs and a failure can be replayed.
struct SeededNumbers {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next number, from 0 to `bound` − 1.
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
