import Testing

/// What a crashed child process printed on standard error, as text.
func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
