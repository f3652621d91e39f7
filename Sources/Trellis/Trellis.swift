// The umbrella module: `import Trellis` brings in the IR, the solver, the block contract with its leaves, the stack DSL,
// the operator constraints and the renderers.
@_exported import TrellisCore
@_exported import TrellisBlocks
@_exported import TrellisStacks
@_exported import TrellisConstraints
@_exported import TrellisRender
