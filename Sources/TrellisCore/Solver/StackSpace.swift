import CSystem

/// Room on the call stack for the solver's recursion.
///
/// The solver recurses once per tree level (`computeLayout` → a layout mode → `computeLayout`
/// for each child, and the same through intrinsic sizing), so a deep tree needs a deep stack. A
/// tree shallow enough for any thread's stack is laid out where it is called; a deeper one is
/// laid out on a thread of its own whose stack is sized for the tree's depth, so a chain of
/// 100,000 nested boxes lays out instead of overflowing the stack.
package enum StackSpace {
    /// The stack one tree level may use: measured by recording `computeLayout`'s frame addresses
    /// (temporary instrumentation) over chains of 2,000 boxes of each layout mode (row, column,
    /// wrap, layers, intrinsic keywords, absolute siblings), the worst case raised by half again
    /// for headroom. Release builds use up to about 21 KB per level, debug builds up to about 60 KB;
    /// the solver copies whole `Style` values into many frames of each level.
    #if DEBUG
    static let bytesPerLevel = 96 * 1024
    #else
    static let bytesPerLevel = 32 * 1024
    #endif

    /// Stack left unused below the estimate on the caller's thread, for the caller's own frames
    /// below the layout call and for anything the estimate missed.
    static let callerStackReserve = 256 * 1024

    /// The most stack a layout thread may ask for; deeper trees are refused rather than risk
    /// an allocation the system cannot honour.
    static let maximumStackSize = 16 * 1024 * 1024 * 1024

    /// Runs `body` on the current thread when a tree `depth` levels deep fits in what is left of
    /// the caller's stack, and otherwise on a new thread with a stack sized for `depth`, waiting
    /// for it. Returns `false` without running `body` when no such thread can be started.
    static func withStack(forDepth depth: Int, _ body: () -> Void) -> Bool {
        let needed = (depth + 2) * bytesPerLevel
        if needed + callerStackReserve <= trellis_remaining_stack() {
            body()
            return true
        }
        let stackSize = needed + 1024 * 1024
        guard stackSize <= maximumStackSize else { return false }
        return onNewThread(stackSize: stackSize, body)
    }

    /// Runs `body` on the thread that called ``withStack(forDepth:_:)``, waiting for it: from a
    /// layout thread, the caller runs it while it waits for the layout; elsewhere, it runs here.
    /// A measure function bound to its caller's thread (a SwiftUI subview, a view measured on
    /// the main actor) is run through it, so that a deep tree never calls it elsewhere.
    package static func onCallingThread<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        withoutActuallyEscaping(body) { body in
            var work: () -> Void = { result = body() }
            withUnsafeMutablePointer(to: &work) { work in
                trellis_run_on_calling_thread({ context in
                    context.assumingMemoryBound(to: (() -> Void).self).pointee()
                }, work)
            }
        }
        // The call has returned, so `work` has run and set it.
        return result!
    }

    /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it; `false`,
    /// without running `body`, when no such thread can be started. The benchmarks use it too,
    /// to time every engine on a stack as large.
    package static func onNewThread(stackSize: Int, _ body: () -> Void) -> Bool {
        // The thread ends before `trellis_run_on_thread` returns: `body` does not outlive this call.
        withoutActuallyEscaping(body) { body in
            var work = body
            return withUnsafeMutablePointer(to: &work) { work in
                trellis_run_on_thread(stackSize, { context in
                    context.assumingMemoryBound(to: (() -> Void).self).pointee()
                }, work)
            }
        }
    }
}
