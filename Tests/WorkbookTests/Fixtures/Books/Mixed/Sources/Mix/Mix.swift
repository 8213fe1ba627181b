public func twice(_ x: Int) -> Int { x * 2 }
