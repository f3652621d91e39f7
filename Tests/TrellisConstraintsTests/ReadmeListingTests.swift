import Testing
import TrellisCore
import TrellisStacks
@testable import TrellisConstraints

/// The LayoutBuilder README's "Usage listing" and "Common constraint creation listing", written
/// with the same operators and attribute names; the constraint block plays the role of `view`.
/// Expected frames are Auto Layout's (checked with kiwisolver: Tools/Cassowary, scenes `usage_*`).
@Suite struct ReadmeListingTests {
    static let redView = Item("red")
    static let blueView = Item("blue")

    func usage(isBlueViewSizeEqualToRedView: Bool) -> ConstraintBlock {
        let redView = Self.redView, blueView = Self.blueView
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
        let result = try usage(isBlueViewSizeEqualToRedView: true).constrainedLayout(width: 320, height: 480)
        print(result.layout)
        print(try usage(isBlueViewSizeEqualToRedView: true).makeConstrainedNode().node)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "red") == Rect(x: 80, y: 190, width: 160, height: 100))
        #expect(result.frame(of: "blue") == Rect(x: 80, y: 240, width: 160, height: 100))
    }

    @Test func usageListingWithTheOtherBranch() throws {
        let result = try usage(isBlueViewSizeEqualToRedView: false).constrainedLayout(width: 320, height: 480)
        print(result.layout, result.diagnostics)
        // blue.width >= 0.2 * red.width + 10 = 42; blue has no content size, so it takes the bound.
        #expect(result.frame(of: "blue") == Rect(x: 139, y: 180, width: 42, height: 160))
    }
}
