import Glibc

/// Runs `body` on a thread with a `bytes`-sized stack and waits for it.
///
/// The solver recurses once per tree level with large frames (see Benchmarks/README.md), so the
/// 1000-deep super-deep tree overflows the default 8 MiB main-thread stack. `peers.py bench` runs
/// Yoga and Taffy on a 512 MiB thread stack for the same reason; `trellis bench` does the same so
/// that the engines are timed on equal terms.
func onLargeStack<Result>(bytes: Int = 512 << 20, _ body: @escaping () -> Result) -> Result {
    let box = ThreadBody(body)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, bytes)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(box).toOpaque()
    let created = pthread_create(&thread, &attributes, { context in
        let box = Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue() as! ThreadStart
        box.start()
        return nil
    }, context)
    guard created == 0 else {
        // No thread: release the box and run here, on the caller's stack.
        Unmanaged<ThreadBody<Result>>.fromOpaque(context).release()
        return body()
    }
    pthread_join(thread, nil)
    return box.result!
}

private protocol ThreadStart: AnyObject { func start() }

/// The closure a thread runs and the result it leaves.
private final class ThreadBody<Result>: ThreadStart {
    let body: () -> Result
    var result: Result?
    init(_ body: @escaping () -> Result) { self.body = body }
    func start() { result = body() }
}
