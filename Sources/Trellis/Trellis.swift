// The umbrella module: `import Trellis` brings in the IR, the solver, the block contract with its leaves, the stack DSL,
// the operator constraints and the view adapter. Layout files and renderers are the separate
// `TrellisRender` product, so that an app does not link Foundation for them.
@_exported import TrellisCore
@_exported import TrellisText
@_exported import TrellisBlocks
@_exported import TrellisStacks
@_exported import TrellisConstraints
