// The umbrella module: `import Trellis` brings in the IR, the solver and the renderers.
@_exported import TrellisCore
@_exported import TrellisRender
