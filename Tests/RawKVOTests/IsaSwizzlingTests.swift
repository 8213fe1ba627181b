import ObjectRuntime
import RawKVO
import Testing

/// Claim C001-5: KVO moves the observed object into a subclass made at run time.
@Suite struct IsaSwizzlingTests {
  @Test func observingSwapsTheClassPointerButNotTheReportedClass() {
    let person = Person()
    let observer = RecordingObserver()
    #expect(object_getClass(person).name == "Person")

    person.addObserver(observer, forKeyPath: "firstName")

    #expect(object_getClass(person).name == "NSKVONotifying_Person")
    #expect(person.reportedClass.name == "Person")
    #expect(person.description.hasPrefix("<Person: 0x"))
    person.removeObserver(observer, forKeyPath: "firstName")
  }

  @Test func theNotifyingSubclassOverridesTheObservedSetterAndClass() {
    let ticket = Ticket()
    let observer = RecordingObserver()

    ticket.addObserver(observer, forKeyPath: "seat")
    let notifying = object_getClass(ticket)

    #expect(notifying.name == "NSKVONotifying_Ticket")
    #expect(notifying.superclass?.name == "Ticket")
    #expect(notifying.ownMethod("setSeat:") != nil)
    #expect(notifying.ownMethod("class") != nil)
    #expect(notifying.ownMethod("setPrice:") == nil)
    ticket.removeObserver(observer, forKeyPath: "seat")
  }

  @Test func theSubclassIsMadeOncePerClassAndShared() {
    let first = Person()
    let second = Person()
    let observer = RecordingObserver()

    first.addObserver(observer, forKeyPath: "firstName")
    second.addObserver(observer, forKeyPath: "lastName")

    #expect(object_getClass(first) === object_getClass(second))
    first.removeObserver(observer, forKeyPath: "firstName")
    second.removeObserver(observer, forKeyPath: "lastName")
  }

  @Test func otherInstancesKeepTheirClass() {
    let observed = Person()
    let bystander = Person()
    let observer = RecordingObserver()

    observed.addObserver(observer, forKeyPath: "age")

    #expect(object_getClass(bystander).name == "Person")
    observed.removeObserver(observer, forKeyPath: "age")
  }

  @Test func theLastRemovalRestoresTheOriginalClass() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "firstName")
    person.addObserver(observer, forKeyPath: "age")

    person.removeObserver(observer, forKeyPath: "firstName")
    #expect(object_getClass(person).name == "NSKVONotifying_Person")
    person.removeObserver(observer, forKeyPath: "age")

    #expect(object_getClass(person).name == "Person")
  }

  @Test func theSetterNotifiesAroundTheOriginalSetter() {
    let person = Person()
    let observer = RecordingObserver()
    var seen: [String] = []
    observer.onNotification = { notification in
      seen.append("\(notification.isPrior ? "before" : "after"): \(person.firstName)")
    }

    person.addObserver(observer, forKeyPath: "firstName", options: [.prior])
    person.firstName = "Ada"

    #expect(seen == ["before: ", "after: Ada"])
    person.removeObserver(observer, forKeyPath: "firstName")
  }
}
