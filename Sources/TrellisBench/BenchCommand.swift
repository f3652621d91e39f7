import TrellisRender

/// `trellis bench`: measures every layout file under the options' paths and prints the table
/// (or the JSON document) through `output`; errors go to `errorOutput` and do not stop the run.
public enum BenchCommand {
    /// Runs the command; returns the exit status: 0 when every file was measured, else 1.
    ///
    /// Layouts run on a thread with a 512 MiB stack, like `peers.py bench`'s engines.
    public static func run(_ options: BenchOptions, output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        if options.scaling {
            let runs = options.runs
            let outcome = onLargeStack { () -> Result<(report: String, withinLimit: Bool), BenchError> in
                do throws(BenchError) {
                    return .success(try ScalingCheck.run(runs: runs))
                } catch {
                    return .failure(error)
                }
            }
            switch outcome {
            case .success(let check):
                output(check.report)
                return check.withinLimit ? 0 : 1
            case .failure(let error):
                errorOutput("trellis: \(error)")
                return 1
            }
        }
        let (files, missing) = FixtureChecker.fixtureFiles(in: options.paths)
        var status: Int32 = missing.isEmpty ? 0 : 1
        for path in missing { errorOutput("trellis: \(path): no such file or directory") }
        var results: [BenchResult] = []
        for file in files {
            let runs = options.runs
            let outcome = onLargeStack { () -> Result<BenchResult, BenchError> in
                do throws(BenchError) {
                    return .success(try Bench.measure(file: file, runs: runs))
                } catch {
                    return .failure(error)
                }
            }
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let error):
                errorOutput("trellis: \(error)")
                status = 1
            }
        }
        output(options.json ? BenchReport.json(results) : BenchReport.table(results))
        return status
    }
}
