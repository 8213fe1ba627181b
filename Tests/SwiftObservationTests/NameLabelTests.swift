import Observation
import SwiftObservation
import Testing

/// Observation's one-shot registrations kept going, SwiftUI's way, and what that removes.
@Suite struct NameLabelTests {
  @Test func theLabelRedisplaysOnceAfterChanges() {
    let person = Person()
    let label = NameLabel(showing: person)
    person.firstName = "Ada"
    person.lastName = "Lovelace"
    #expect(label.needsDisplay)
    #expect(label.text == " ")
    label.displayIfNeeded()
    #expect(label.text == "Ada Lovelace")
    #expect(label.displayCount == 2)
  }

  @Test func aChangeNobodyReadDoesNotRedisplay() {
    let person = Person()
    let label = NameLabel(showing: person)
    person.age = 36
    #expect(!label.needsDisplay)
  }

  @Test func aFreedLabelIsNeverCalled() {
    let person = Person()
    weak var freed: NameLabel?
    do {
      let label = NameLabel(showing: person)
      freed = label
    }
    #expect(freed == nil)
    person.firstName = "Ada"
    #expect(person.fullName == "Ada ")
  }

  @Test func aRegistrationEndsWhenItFires() {
    let person = Person()
    let label = NameLabel(showing: person)
    person.firstName = "Ada"
    label.displayIfNeeded()
    person.firstName = "Grace"
    person.firstName = "Hedy"
    label.displayIfNeeded()
    #expect(label.text == "Hedy ")
    #expect(label.displayCount == 3)
  }
}

/// `Observations`, the continuing form (Swift 6.2): an asynchronous sequence of values. Its
/// runtime ships with macOS 26 and iOS 26, later than the package's macOS 15, so the test says
/// so: on an older system Swift Testing skips it, and the package still builds.
@Suite struct ObservationsTests {
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor @Test func observationsDeliversTheCurrentValueThenEachChange() async {
    let person = Person()
    let names = Observations { person.firstName }
    var iterator = names.makeAsyncIterator()
    #expect(await iterator.next() == "")
    person.firstName = "Ada"
    #expect(await iterator.next() == "Ada")
  }
}
