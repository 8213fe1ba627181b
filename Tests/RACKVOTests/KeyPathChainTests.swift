import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// Claim C004-4: a key path of several components re-observes the rest of the path on each new
/// intermediate value.
@Suite struct KeyPathChainTests {
  /// A canvas with a frame with a border, styled `style`.
  func canvas(styled style: String) -> (RACCanvas, RACFrame, RACBorder) {
    let canvas = RACCanvas()
    let frame = RACFrame()
    let border = RACBorder()
    border.style = style
    frame.border = border
    canvas.frame = frame
    return (canvas, frame, border)
  }

  @Test func aChangeAtTheEndOfThePathIsReported() {
    let (canvas, _, border) = canvas(styled: "solid")
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "frame.border.style", options: [.initial, .new], observer: nil, block: recorder.block)

    border.style = "dashed"

    #expect(recorder.texts == ["solid", "dashed"])
    observation.dispose()
  }

  @Test func replacingAnIntermediateObjectMovesTheObservationToTheNewOne() {
    let (canvas, oldFrame, oldBorder) = canvas(styled: "solid")
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "frame.border.style", options: .new, observer: nil, block: recorder.block)
    let newBorder = RACBorder()
    newBorder.style = "dotted"

    oldFrame.border = newBorder
    oldBorder.style = "ignored"
    newBorder.style = "double"

    #expect(recorder.texts == ["dotted", "double"])
    #expect(object_getClass(oldBorder).name == "RACBorder")
    observation.dispose()
  }

  @Test func replacingTheFirstObjectMovesEveryLevel() {
    let (canvas, oldFrame, oldBorder) = canvas(styled: "solid")
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "frame.border.style", options: .new, observer: nil, block: recorder.block)
    let (_, newFrame, newBorder) = self.canvas(styled: "groove")

    canvas.frame = newFrame
    oldBorder.style = "ignored"
    oldFrame.border = RACBorder()
    newBorder.style = "ridge"

    #expect(recorder.texts == ["groove", "ridge"])
    #expect(object_getClass(oldFrame).name == "RACFrame")
    #expect(object_getClass(oldBorder).name == "RACBorder")
    observation.dispose()
  }

  @Test func settingAnIntermediateToNilReportsNilAndDetachesTheOldValue() {
    let (canvas, oldFrame, oldBorder) = canvas(styled: "solid")
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "frame.border.style", options: .new, observer: nil, block: recorder.block)

    canvas.frame = nil
    oldBorder.style = "ignored"
    oldFrame.width = 10

    #expect(recorder.texts == [nil])
    #expect(object_getClass(oldFrame).name == "RACFrame")
    observation.dispose()
  }

  @Test func theBlockIsToldWhetherOnlyTheLastComponentWasAffected() {
    let (canvas, frame, border) = canvas(styled: "solid")
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "frame.border", options: .new, observer: nil, block: recorder.block)

    frame.border = RACBorder()
    canvas.frame = RACFrame()

    #expect(recorder.events.map(\.affectedOnlyLastComponent) == [true, false])
    #expect(border.style == "solid")
    observation.dispose()
  }

  @Test func disposingTheObservationDetachesEveryLevel() {
    let (canvas, frame, border) = canvas(styled: "solid")
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "frame.border.style", options: .new, observer: nil, block: recorder.block)

    observation.dispose()
    border.style = "dashed"

    #expect(recorder.events.isEmpty)
    #expect(
      [object_getClass(canvas), object_getClass(frame), object_getClass(border)].map(\.name) == [
        "RACCanvas", "RACFrame", "RACBorder",
      ])
  }
}
