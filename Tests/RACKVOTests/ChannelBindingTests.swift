import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// `RACChannelTo(a, …) = RACChannelTo(b, …)`, written `bind(to:)`: ReactiveObjC's
/// `RACChannelTo` spec, and what the binding does when either side goes away.
@Suite struct ChannelBindingTests {
  @Test func theLeftSideTakesTheRightSidesValueAtTheStart() {
    let form = RACField()
    let model = RACField()
    form.text = "form's own"
    model.text = "model's"

    RACChannelTo(form, "text").bind(to: RACChannelTo(model, "text"))

    #expect(form.text == "model's")
    #expect(model.text == "model's")
  }

  @Test func theValueTheLeftSideHadBeforeBindingStillCrosses() {
    let form = RACField()
    let model = RACField()
    form.text = "first"
    model.text = "second"
    RACChannelTo(form, "text").bind(to: RACChannelTo(model, "text"))

    model.text = "first"

    #expect(form.text == "first")
  }

  @Test func bindingsChainTransitively() {
    let (a, b, c) = (RACField(), RACField(), RACField())
    c.text = "c's"
    RACChannelTo(a, "text").bind(to: RACChannelTo(b, "text"))
    RACChannelTo(b, "text").bind(to: RACChannelTo(c, "text"))
    #expect([a.text, b.text, c.text] == ["c's", "c's", "c's"])

    for (field, text) in [(c, "from c"), (b, "from b"), (a, "from a")] {
      field.text = text
      #expect([a.text, b.text, c.text] == [text, text, text])
    }
  }

  @Test func keyPathsStayInSyncWhileEachSideKeepsItsOwnIntermediate() {
    let form = RACField()
    let model = RACField()
    RACChannelTo(form, "detail.text").bind(to: RACChannelTo(model, "detail.text"))
    form.detail = RACField()
    model.detail = RACField()

    form.detail!.text = "inner"

    #expect(model.detail!.text == "inner")
    #expect(form.detail !== model.detail)
  }

  @Test func replacingAnIntermediateSendsTheNewValueAcross() {
    let form = RACField()
    let model = RACField()
    RACChannelTo(form, "detail.text").bind(to: RACChannelTo(model, "detail.text"))
    form.detail = RACField()
    model.detail = RACField()
    let replacement = RACField()
    replacement.text = "replacement's"

    model.detail = replacement

    #expect(form.detail?.text == "replacement's")
    model.detail = nil
    #expect(form.detail?.text == nil)
  }

  @Test func anIntermediateThatArrivesLaterIsSyncedToo() {
    let form = RACField()
    let model = RACField()
    RACChannelTo(form, "detail.text").bind(to: RACChannelTo(model, "detail.text"))
    model.detail = RACField()
    let arriving = RACField()
    arriving.text = "arrived"

    form.detail = arriving

    #expect(model.detail?.text == "arrived")
  }

  @Test func aFreedWeakIntermediateSendsNilAcross() {
    let form = RACField()
    let model = RACField()
    RACChannelTo(form, "linked.text").bind(to: RACChannelTo(model, "detail.text"))
    model.detail = RACField()
    var linked: RACField? = RACField()
    form.linked = linked
    linked!.text = "linked"
    #expect(model.detail?.text == "linked")

    linked = nil

    #expect(model.detail?.text == nil)
  }

  @Test func aFreedWeakIntermediateSetsTheNilValueAcross() {
    let form = RACField()
    let model = RACField()
    RACChannelTo(form, "linked.count", nilValue: 5)
      .bind(to: RACChannelTo(model, "detail.count", nilValue: 5))
    model.detail = RACField()
    var linked: RACField? = RACField()
    form.linked = linked
    linked!.count = 2
    #expect(model.detail?.count == 2)

    linked = nil

    #expect(model.detail?.count == 5)
  }

  @Test func disposingASubscriptionBetweenTerminalsStopsTheFlow() {
    let form = RACField()
    let model = RACField()
    let formTerminal = RACChannelTo(form, "text")
    let modelTerminal = RACChannelTo(model, "text")
    form.text = "one"
    let flow = formTerminal.signal.subscribe(modelTerminal)
    #expect(model.text == "one")
    form.text = "two"
    #expect(model.text == "two")

    flow.dispose()
    form.text = "three"

    #expect(model.text == "two")
  }

  @Test func disposingTheBindingStopsTheFlowBothWays() {
    let form = RACField()
    let model = RACField()
    let binding = RACChannelTo(form, "text").bind(to: RACChannelTo(model, "text"))

    binding.dispose()
    form.text = "typed"
    model.text = "loaded"

    #expect(form.text == "typed")
    #expect(model.text == "loaded")
  }

  @Test(arguments: [true, false])
  func freeingEitherObjectEndsTheBindingAndTheOthersObservation(freeTheForm: Bool) {
    var form: RACField? = RACField()
    var model: RACField? = RACField()
    RACChannelTo(form, "text").bind(to: RACChannelTo(model, "text"))

    if freeTheForm { form = nil } else { model = nil }

    let survivor = (form ?? model)!
    #expect(object_getClass(survivor).name == "RACField")
  }

  @Test func bothChannelsAreFreedOnceEitherObjectIsGone() {
    var form: RACField? = RACField()
    let model = RACField()
    weak var formChannel: RACKVOChannel?
    weak var modelChannel: RACKVOChannel?
    do {
      let left = RACKVOChannel(target: form, keyPath: "text")
      let right = RACKVOChannel(target: model, keyPath: "text")
      left.followingTerminal.bind(to: right.followingTerminal)
      (formChannel, modelChannel) = (left, right)
    }
    #expect(formChannel != nil && modelChannel != nil)

    form = nil

    #expect(formChannel == nil && modelChannel == nil)
  }
}
