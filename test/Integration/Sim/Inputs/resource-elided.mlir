// A global whose dense_resource was printed elided: no data to run with.
memref.global "private" constant @w : memref<4xf32> = dense_resource<__elided__>

func.func @main() {
  %c0 = arith.constant 0 : index
  %w = memref.get_global @w : memref<4xf32>
  %v = memref.load %w[%c0] : memref<4xf32>
  return
}
