import TrellisCore

/// Runs `body` on a thread with a `bytes`-sized stack and waits for it; runs it on the caller's
/// stack when no such thread can be made.
///
/// The solver recurses once per tree level with large frames, so the 1000-deep super-deep tree
/// overflows the default 8 MiB main-thread stack. `peers.py bench` runs Yoga and Taffy on a
/// 512 MiB thread stack for the same reason; `trellis bench` does the same so that the engines
/// are timed on equal terms.
func onLargeStack<Result>(bytes: Int = 512 << 20, _ body: () -> Result) -> Result {
    var result: Result?
    return StackSpace.onNewThread(stackSize: bytes) { result = body() } ? result! : body()
}
