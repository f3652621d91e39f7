extension LayoutTree {
    mutating func layoutRoot(in availableSpace: Size<AvailableSpace>) {}
    mutating func roundFrames(pixelScale: Double?) {
        for i in nodes.indices { nodes[i].frame = nodes[i].unroundedFrame }
    }
}
