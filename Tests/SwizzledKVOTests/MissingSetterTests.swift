import ObjectRuntime
import SwizzledKVO
import Testing

@Test(.timeLimit(.minutes(1))) func observingAKeyWithoutSetterRaises() async {
  let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    let message = Message()
    message.addObserver(Observer(), forKey: "secret") { _, _, _, _ in }
  }
  let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  #expect(
    output.contains(
      "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Object <Message: 0x"
    ))
  #expect(output.contains("> does not have a setter for key secret'"))
}

@Test(.timeLimit(.minutes(1))) func observingAnUnknownKeyRaisesNamingTheReportedClass() async {
  let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    let message = Message()
    message.addObserver(Observer(), forKey: "text") { _, _, _, _ in }
    message.addObserver(Observer(), forKey: "subtitle") { _, _, _, _ in }
  }
  let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  #expect(
    output.contains(
      "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Object <Message: 0x"
    ))
  #expect(output.contains("> does not have a setter for key subtitle'"))
}
