// README.md's `BlockLayout` on Linux, through the stand-in that `TrellisSwiftUI` brings in there;
// on Apple platforms SwiftUI makes subviews from views, and this file does not build.
#if !canImport(SwiftUI)
import Testing
import Trellis
import TrellisSwiftUI

struct ReadmeStandInSnippets {
    @Test func aBlockLayoutOnLinux() {
        let row = BlockLayout(HStackBlock(spacing: 8) { Item("avatar"); Item("name"); StackingSpacer() })
        let avatar = LayoutSubview(LayoutItemKey.self, ElementID("avatar")) { _ in CGSize(width: 40, height: 40) }
        let name = LayoutSubview(LayoutItemKey.self, ElementID("name")) { _ in CGSize(width: 120, height: 20) }
        var cache: Void = ()
        let subviews = LayoutSubviews([avatar, name])
        let size = row.sizeThatFits(proposal: ProposedViewSize(width: 300, height: nil), subviews: subviews, cache: &cache)
        row.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: .unspecified, subviews: subviews, cache: &cache)
        let placed = name.placements.all   // where the name was placed: x 48, proposed 120 × 20

        // The spacer takes the rest of the 300 points; the row is as tall as the avatar.
        #expect(size == CGSize(width: 300, height: 40))
        #expect(placed.map(\.position.x) == [48])
        #expect(placed.map(\.proposal) == [ProposedViewSize(width: 120, height: 20)])
    }
}
#endif
