import Demo
import Testing

@Test func startsAtZero() {
  #expect(Counter().value == 0)
}

@Test(
  "increments once, even with } in a string",
  .tags(.counting)
)
func incrementsOnce() {
  var counter = Counter()
  counter.increment()  // a } in a comment
  let text = "} { \(counter.value) }"
  #expect(counter.value == 1, "\(text)")
}

extension Tag {
  @Tag static var counting: Self
}

@Suite struct Arithmetic {
  @Test func doubles() {
    #expect(2 * 2 == 4)
  }

  @Suite struct Nested {
    @Test func doubles() {
      /* a { in a block comment */
      #expect(3 * 2 == 6)
    }
  }
}

struct Overflow {
  @Test func wraps() {
    #expect(Int.max &+ 1 == Int.min)
  }
}
