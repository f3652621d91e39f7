import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks
import TrellisConstraints

/// The LayoutBuilder README's "Usage listing", written with the same operators and attribute
/// names; the constraint block plays the role of `view`. The frames are Auto Layout's, as the
/// Cassowary oracle computed them for the same lines (`Fixtures/readme-scenes.json`, scenes
/// `readme-usage-if` and `readme-usage-else`, in a 375 × 667 container).
@Suite struct ReadmeListingTests {
    func usage(isBlueViewSizeEqualToRedView: Bool) -> ConstraintBlock {
        // In the `else` branch the blue view's width is only bounded below; as in the oracle's
        // scene it has an intrinsic width, which makes the layout unique.
        let redView = Item("redView")
        let blueView = isBlueViewSizeEqualToRedView ? Item("blueView") : Item("blueView", width: 40)
        return ConstraintBlock { redView; blueView } constraints: { view in
            redView.layout(.height) == 100
            redView.layout(.width) == 0.5 * view
            redView.layout(.centerX) == 0
            redView.layout(.centerY) == view

            if isBlueViewSizeEqualToRedView {
                blueView.layout(.width) == redView
                blueView.layout(.height) == redView
            } else {
                blueView.layout(.width) >= 0.2 * redView + 10
                blueView.layout(.height) == redView.layout(.width)
            }

            blueView.layout(.bottom) == view.layout(.centerY) + 100
            blueView.layout(.centerX) == 0
        }
    }

    @Test func usageListingWithEqualSizes() throws {
        let result = try usage(isBlueViewSizeEqualToRedView: true).constrainedLayout(width: 375, height: 667, pixelScale: nil)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "redView") == Rect(x: 93.75, y: 283.5, width: 187.5, height: 100))
        #expect(result.frame(of: "blueView") == Rect(x: 93.75, y: 333.5, width: 187.5, height: 100))
    }

    /// `blueView.width >= 0.2 * redView + 10` (47.5) beats the blue view's hugging of its
    /// intrinsic width (40): a required bound wins over an optional priority.
    @Test func usageListingWithTheOtherBranch() throws {
        let result = try usage(isBlueViewSizeEqualToRedView: false).constrainedLayout(width: 375, height: 667, pixelScale: nil)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "blueView") == Rect(x: 163.75, y: 246, width: 47.5, height: 187.5))
    }
}
