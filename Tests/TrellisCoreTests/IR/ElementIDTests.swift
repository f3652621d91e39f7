import Testing
import TrellisCore

@Suite struct ElementIDTests {
    @Test func equalStringsAreEqualIDs() {
        let built = ElementID(String(["a", "v", "a", "t", "a", "r"]))
        let literal: ElementID = "avatar"
        #expect(built == literal)
        #expect(built.hashValue == literal.hashValue)
        // String equality is canonical equivalence: precomposed and decomposed é are one id.
        #expect(ElementID("caf\u{E9}") == ElementID("cafe\u{301}"))
        #expect(Set([ElementID("caf\u{E9}"), ElementID("cafe\u{301}")]).count == 1)
    }

    @Test func differentTypesAreDifferentIDs() {
        #expect(ElementID(1) != ElementID("1"))
        #expect(ElementID(true) != ElementID("true"))
        #expect(ElementID("a") != ElementID("b"))
    }

    @Test func wrappingAnIDDoesNotNestIt() {
        let id: ElementID = "a"
        #expect(ElementID(id) == id)
        #expect(ElementID(id).base is String)
    }

    @Test func descriptionIsTheBasesDescription() {
        #expect(ElementID("a").description == "a")
        #expect(ElementID(42).description == "42")
    }
}
