import ObjectRuntime
import Testing

@Test func smoke() {
  let message = Message()
  message.text = "hello"
  #expect(message.text == "hello")
  message.likes = 3
  #expect(message.value(forKey: "likes") as? Int == 3)
  message.setValue("hi", forKey: "text")
  #expect(message.text == "hi")
  message.setValue(nil, forKey: "text")
  #expect(message.text == nil)
  #expect(message.value(forKey: "text") == nil)
  let employee = Employee()
  employee.firstName = "Ada"
  employee.lastName = "Lovelace"
  #expect(employee.fullName == "Ada Lovelace")
  #expect(employee.value(forKey: "fullName") as? String == "Ada Lovelace")
  #expect(object_getClass(employee).name == "Employee")
  #expect(object_getClass(employee).superclass?.name == "Person")
  #expect(object_getClass(employee).superclass?.superclass?.name == "RuntimeObject")
  #expect(object_getClass(message).properties.map(\.name) == ["text", "likes", "author", "draft"])
  do {
    let author = Author()
    message.author = author
    #expect(message.author === author)
  }
  #expect(message.author == nil)
  #expect(message.value(forKey: "draft") as? Bool == false)
  message.setValue(true, forKey: "draft")
  #expect(message.draft)
  print(message.description)
}
