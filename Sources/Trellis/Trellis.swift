// The umbrella module: `import Trellis` brings in the IR, the solver, the stack DSL and the renderers.
@_exported import TrellisCore
@_exported import TrellisStacks
@_exported import TrellisRender
