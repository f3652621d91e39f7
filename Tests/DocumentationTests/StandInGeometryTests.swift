// The stand-ins share one geometry, as SwiftUI, UIKit and AppKit share Core Graphics': a
// `BlockLayout` subview measured by a `UIView` compiles on Linux as on iOS.
#if !canImport(UIKit) && !canImport(AppKit) && !canImport(SwiftUI)
import Testing
import Trellis
import TrellisSwiftUI
import UIKitStandIn

struct StandInGeometryTests {
    /// A subview whose size is a view's (as a `UIViewRepresentable`'s is) sizes the row.
    @MainActor @Test func aSubviewMeasuredByAView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let subview = LayoutSubview(LayoutItemKey.self, ElementID("view")) { proposal in
            view.sizeThatFits(proposal.replacingUnspecifiedDimensions())
        }
        let layout = BlockLayout(HStackBlock(spacing: 8) { Item("view"); StackingSpacer() })
        var cache: Void = ()
        let size = layout.sizeThatFits(proposal: ProposedViewSize(width: 100, height: nil),
                                       subviews: LayoutSubviews([subview]), cache: &cache)
        #expect(size == CGSize(width: 100, height: 12))
    }
}
#endif
