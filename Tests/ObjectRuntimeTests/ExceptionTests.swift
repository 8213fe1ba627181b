import ObjectRuntime
import Testing

@Suite struct ExceptionTests {
  @Test func anUncaughtExceptionEndsTheProcessWithApplesMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RuntimeException.raise("NSGenericException", "Something went wrong")
    }
    #expect(
      standardError(of: result).contains(
        "*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Something went wrong'"
      ))
  }

  @Test func theTerminationMessageNamesTheExceptionAndItsReason() {
    let exception = RuntimeException(.range, reason: "index 3 beyond bounds")

    #expect(
      exception.terminationMessage
        == "*** Terminating app due to uncaught exception 'NSRangeException', reason: 'index 3 beyond bounds'"
    )
  }
}
