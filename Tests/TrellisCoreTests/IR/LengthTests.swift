import Testing
import TrellisCore

@Suite struct LengthTests {
    @Test func lengthPercentageResolution() {
        #expect(LengthPercentage.points(8).resolve(against: nil) == 8)
        #expect(LengthPercentage.points(8).resolve(against: 100) == 8)
        #expect(LengthPercentage.percent(25).resolve(against: 200) == 50)
        #expect(LengthPercentage.percent(25).resolve(against: nil) == nil)
        #expect(LengthPercentage.percent(25).resolveOrZero(against: nil) == 0)
        #expect(LengthPercentage.percent(25).resolveOrZero(against: 40) == 10)
        #expect(LengthPercentage.zero == .points(0))
    }

    @Test func lengthPercentageAutoResolution() {
        #expect(LengthPercentageAuto.auto.resolve(against: 100) == nil)
        #expect(LengthPercentageAuto.auto.resolveOrZero(against: 100) == 0)
        #expect(LengthPercentageAuto.points(-5).resolve(against: nil) == -5)
        #expect(LengthPercentageAuto.percent(10).resolve(against: 50) == 5)
        #expect(LengthPercentageAuto.percent(10).resolve(against: nil) == nil)
        #expect(LengthPercentageAuto.percent(10).resolveOrZero(against: nil) == 0)
        #expect(LengthPercentageAuto.auto.isAuto)
        #expect(!LengthPercentageAuto.zero.isAuto)
    }

    @Test func dimensionResolution() {
        #expect(Dimension.points(100).resolve(against: nil) == 100)
        #expect(Dimension.percent(50).resolve(against: 300) == 150)
        #expect(Dimension.percent(50).resolve(against: nil) == nil)
        for keyword in [Dimension.auto, .minContent, .maxContent, .fitContent, .stretch] {
            #expect(keyword.resolve(against: 300) == nil)
        }
        #expect(Dimension.auto.isAuto)
        #expect(!Dimension.points(0).isAuto)
        for keyword in [Dimension.minContent, .maxContent, .fitContent, .stretch] {
            #expect(keyword.isIntrinsicKeyword)
        }
        for value in [Dimension.auto, .points(1), .percent(1)] {
            #expect(!value.isIntrinsicKeyword)
        }
    }

    @Test func flexBasisShorthands() {
        #expect(FlexBasis.auto == .size(.auto))
        #expect(FlexBasis.points(20) == .size(.points(20)))
        #expect(FlexBasis.percent(10) == .size(.percent(10)))
        #expect(FlexBasis.content != .auto)
    }

    @Test func numberLiteralsMeanPoints() {
        let padding: LengthPercentage = 8
        let margin: LengthPercentageAuto = 2.5
        let width: Dimension = 100
        let basis: FlexBasis = 0.5
        #expect(padding == .points(8))
        #expect(margin == .points(2.5))
        #expect(width == .points(100))
        #expect(basis == .size(.points(0.5)))
    }
}
