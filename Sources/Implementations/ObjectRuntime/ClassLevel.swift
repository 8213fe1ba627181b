/// One level of a Swift class chain, as reflection sees it: the type, and the properties that
/// level declares with the runtime's property wrappers.
struct ClassLevel {
  let type: RuntimeObject.Type
  let properties: [PropertyDescription]

  // ANCHOR: reflect-levels
  /// The levels of `object`'s class chain, from ``RuntimeObject`` down to its own type.
  ///
  /// `Mirror` is the one tool Swift on Linux offers for this: each level's mirror lists that
  /// level's stored properties (a wrapper's storage appears as `_name`), and
  /// `superclassMirror` steps up the chain.
  static func levels(of object: RuntimeObject) -> [ClassLevel] {
    var levels: [ClassLevel] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, let levelType = current.subjectType as? RuntimeObject.Type {
      let properties = current.children.compactMap { child -> PropertyDescription? in
        guard let label = child.label, label.hasPrefix("_"),
          let wrapper = child.value as? any InstanceVariableWrapper
        else { return nil }
        let wrapperType = Swift.type(of: wrapper)
        return PropertyDescription(
          name: String(label.dropFirst()), valueType: wrapperType.valueType,
          storage: wrapperType.storage, setterBody: wrapper.setterBody)
      }
      levels.append(ClassLevel(type: levelType, properties: properties))
      mirror = current.superclassMirror
    }
    return levels.reversed()
  }
  // ANCHOR_END: reflect-levels

  /// The storage boxes of every wrapped property of `object`, by property name, with each box
  /// told its name.
  static func instanceVariables(of object: RuntimeObject) -> InstanceVariableTable {
    var table: [String: any InstanceVariable] = [:]
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, label.hasPrefix("_"),
          let wrapper = child.value as? any InstanceVariableWrapper
        else { continue }
        let name = String(label.dropFirst())
        let box = wrapper.instanceVariable
        (box as? any NameableInstanceVariable)?.assign(.named(name))
        table[name] = box
      }
      mirror = current.superclassMirror
    }
    return InstanceVariableTable(boxes: table)
  }
}
