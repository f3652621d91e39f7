#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Room on the call stack for the solver's recursion.
///
/// The solver recurses once per tree level (`computeLayout` → a layout mode → `computeLayout`
/// for each child, and the same through intrinsic sizing), so a deep tree needs a deep stack. A
/// tree shallow enough for any thread's stack is laid out where it is called; a deeper one is
/// laid out on a thread of its own whose stack is sized for the tree's depth, so a chain of
/// 100,000 nested boxes lays out instead of overflowing the stack.
enum StackSpace {
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
        if needed + callerStackReserve <= remainingStackOfCurrentThread() {
            body()
            return true
        }
        let stackSize = needed + 1024 * 1024
        guard stackSize <= maximumStackSize else { return false }
        return withoutActuallyEscaping(body) { body in
            let context = Unmanaged.passRetained(Work(body)).toOpaque()
            if runOnNewThread(stackSize: stackSize, context: context) { return true }
            Unmanaged<Work>.fromOpaque(context).release()
            return false
        }
    }

    /// The bytes between the current stack pointer and the end of this thread's stack; 0 when
    /// the system does not say.
    static func remainingStackOfCurrentThread() -> Int {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        #if canImport(Darwin)
        let top = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let low = top - pthread_get_stacksize_np(pthread_self())
        #else
        guard let low = stackLowOfCurrentThread() else { return 0 }
        #endif
        return max(0, here - low)
    }

    #if !canImport(Darwin)
    /// The low end of the calling thread's stack, asked of the system once per thread and kept
    /// in a thread-specific slot: for the main thread glibc answers by reading
    /// `/proc/self/maps`, which took some 35 µs, a few percent of laying out a 1,000-element
    /// screen.
    private static func stackLowOfCurrentThread() -> Int? {
        if let stackLowKey, let stored = pthread_getspecific(stackLowKey) { return Int(bitPattern: stored) }
        var attributes = pthread_attr_t()
        guard let getAttributes = threadAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        if let stackLowKey { pthread_setspecific(stackLowKey, address) }
        return Int(bitPattern: address)
    }

    /// The thread-specific slot that holds each thread's stack low end; `nil` when the system
    /// has no slot to spare (the stack is then asked for on every call).
    private static let stackLowKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// glibc's `pthread_getattr_np`, which the Glibc module hides (it needs `_GNU_SOURCE`).
    private static let threadAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()
    #endif

    /// The closure to run, boxed to cross into the thread through a raw pointer.
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Starts a thread with `stackSize` bytes of stack that runs and releases `context` (a
    /// retained ``Work``), and waits for it; `false` when the thread could not be started.
    private static func runOnNewThread(stackSize: Int, context: UnsafeMutableRawPointer) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, &attributes, { context in
            #if canImport(Darwin)
            let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
            #else
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            #endif
            work.body()
            return nil
        }, context)
        guard started == 0 else { return false }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return true
    }
}
