// RUN: kfusion-opt %s --allow-unregistered-dialect -verify-diagnostics --kfusion-horizontal-fusion
// A kernel of another gpu.module holding an op whose symbol uses cannot be
// known (an unregistered op with a region) cannot move to the first module:
// the symbols it names could not be brought along.
module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  gpu.module @second {
    gpu.func @opaque(%out: memref<1024xf32>) kernel {
      "test.symbol_scope"() ({
        "test.use"() {ref = @somewhere} : () -> ()
        "test.end"() : () -> ()
      }) {sym_name = "inner"} : () -> ()
      gpu.return
    }
  }
  func.func @unknown_symbol_uses(%a: memref<1024xf32> {llvm.noalias},
                                 %b: memref<1024xf32> {llvm.noalias},
                                 %c: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @first::@copy blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: kernel @second::@opaque {{.*}}symbol uses are unknown{{.*}}gpu.module @first}}
    gpu.launch_func @second::@opaque blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
