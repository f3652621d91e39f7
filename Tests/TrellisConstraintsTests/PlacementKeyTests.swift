import Testing
import TrellisBlocks
import TrellisCore
import TrellisConstraints

/// The block contract carries a front end's own per-child data by key, as SwiftUI's
/// `LayoutValueKey` does: here a made-up front end whose row shares its width by weights, and
/// the constraint front end's content priorities, which no other container reads.
@Suite struct PlacementKeyTests {
    enum Weight: PlacementKey { static let defaultValue = 1.0 }

    struct Weighted: PrimitiveLayoutBlock {
        var content: LayoutElement
        var weight: Double

        func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
            var placement = context.lower(content, into: &nodes)
            placement[Weight.self] = weight
            return placement
        }
    }

    /// A row whose children share its width in proportion to their weights.
    struct WeightedRow: PrimitiveLayoutBlock {
        var elements: [LayoutElement]

        func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
            var children: [LayoutNode] = []
            for element in elements {
                let placement = context.lower(element, into: &children)
                children[children.count - 1].style.flexGrow = placement[Weight.self]
                children[children.count - 1].style.flexBasis = .points(0)
            }
            nodes.append(LayoutNode(style: Style(), children: children))
            return Placement(expands: Size(width: true, height: false))
        }
    }

    @Test func aFrontEndsKeyReachesItsContainer() throws {
        let row = WeightedRow(elements: [
            Weighted(content: Item("a", height: 10).layoutElement, weight: 3).layoutElement,
            Item("b", height: 10).layoutElement,   // the default weight, 1
        ])
        let layout = try row.layout(width: 400, height: nil)
        #expect(layout.frame(of: "a") == Rect(x: 0, y: 0, width: 300, height: 10))
        #expect(layout.frame(of: "b") == Rect(x: 300, y: 0, width: 100, height: 10))
    }

    /// A value set to its key's default is the same placement as one never set.
    @Test func settingTheDefaultIsNotSettingIt() {
        var set = Placement(expands: Size(width: false, height: false))
        set[Weight.self] = 2
        #expect(set[Weight.self] == 2)
        #expect(set != Placement(expands: Size(width: false, height: false)))
        set[Weight.self] = Weight.defaultValue
        #expect(set == Placement(expands: Size(width: false, height: false)))
        #expect(set.hashValue == Placement(expands: Size(width: false, height: false)).hashValue)
    }

    /// An item's content priorities travel by ``ContentPrioritiesKey``, which the constraint
    /// container reads; an item that sets none has Auto Layout's defaults.
    @Test func contentPrioritiesTravelByKey() {
        let label = Item("label", width: 60, height: 20).contentHugging(.horizontal, 251)
        #expect(label.makeLoweredBlock().placement[ContentPrioritiesKey.self]
            == ContentPriorities(hugging: Size(width: 251, height: 250)))
        #expect(Item("plain").makeLoweredBlock().placement[ContentPrioritiesKey.self] == .standard)
    }
}
