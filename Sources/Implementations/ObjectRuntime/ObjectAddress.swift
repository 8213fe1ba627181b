/// An object's address as Objective-C prints it with `%p`: `0x600000c04000`.
///
/// The address is only a name for the object in messages; the runtime never reads memory
/// through it.
public func addressDescription(of object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}

/// The `<ClassName 0xADDRESS>` form Foundation's KVO and KVC messages use for an object.
public func bracketedDescription(of object: RuntimeObject) -> String {
  "<\(object.reportedClass.name) \(addressDescription(of: object))>"
}
