import Trellis
print("trellis")
