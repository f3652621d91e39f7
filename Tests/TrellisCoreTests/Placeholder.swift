import Testing
@testable import TrellisCore
@Test func placeholder() {}
