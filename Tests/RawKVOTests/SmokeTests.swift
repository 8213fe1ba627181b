import Foundation
import ObjectRuntime
import RawKVO
import Testing

@Test func smoke() {
  let person = Person()
  let observer = RecordingObserver()
  person.addObserver(observer, forKeyPath: "firstName", options: [.new, .old])
  #expect(object_getClass(person).name == "NSKVONotifying_Person")
  #expect(person.reportedClass.name == "Person")
  person.firstName = "Ada"
  #expect(observer.notifications.count == 1)
  #expect(observer.notifications.first?.new as? String == "Ada")
  #expect(observer.notifications.first?.old as? String == "")
  person.addObserver(observer, forKeyPath: "fullName", options: [.new])
  person.lastName = "L"
  #expect(observer.notifications.last?.new as? String == "Ada L")
  person.addObserver(observer, forKeyPath: "address.city.name", options: [.new, .old])
  let a = Address(); let c = City(); c.name = "London"; a.city = c
  person.address = a
  #expect(observer.notifications.last?.new as? String == "London")
  c.name = "Paris"
  #expect(observer.notifications.last?.new as? String == "Paris")
  let a2 = Address()
  person.address = a2
  #expect(observer.notifications.last?.new is NSNull)
  let count = observer.notifications.count
  c.name = "Rome"
  #expect(observer.notifications.count == count)
  person.setValue("Zed", forKey: "nickname")
  person.removeObserver(observer, forKeyPath: "firstName")
  person.removeObserver(observer, forKeyPath: "fullName")
  person.removeObserver(observer, forKeyPath: "address.city.name")
  #expect(object_getClass(person).name == "Person")
}
