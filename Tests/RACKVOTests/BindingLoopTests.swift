import Foundation
import ObjectRuntime
import RACKVO
import Testing

// ANCHOR: hand-binding
/// A two-way binding made by hand: each side copies every change of its own value to the other.
func bindByHand(_ form: RACField, _ model: RACField) {
  form.rac_observeKeyPath("text", options: .new, observer: model) { [weak model] text, _, _, _ in
    model?.text = text as? String
  }
  model.rac_observeKeyPath("text", options: .new, observer: form) { [weak form] text, _, _, _ in
    form?.text = text as? String
  }
}
// ANCHOR_END: hand-binding

/// Why channels exist: the obvious binding never stops, a channel binding stops after one copy.
@Suite struct BindingLoopTests {
  @Test func aBindingMadeByHandBouncesEachChangeUntilTheStackRunsOut() async {
    await #expect(processExitsWith: .signal(SIGSEGV)) {
      let form = RACField()
      let model = RACField()
      bindByHand(form, model)

      form.text = "typed"
    }
  }

  @Test func aChangeOnEitherSideReachesTheOtherExactlyOnce() {
    let form = RACField()
    let model = RACField()
    RACChannelTo(form, "text").bind(to: RACChannelTo(model, "text"))
    let formChanges = recordChanges(of: form, "text")
    let modelChanges = recordChanges(of: model, "text")

    form.text = "typed"
    model.text = "loaded"
    form.text = nil

    #expect(formChanges.texts == ["typed", "loaded", nil])
    #expect(modelChanges.texts == ["typed", "loaded", nil])
  }
}
