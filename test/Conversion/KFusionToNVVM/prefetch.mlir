// convert-prefetch-to-nvvm: llvm.intr.prefetch (what upstream lowers
// memref.prefetch to, and what the NVPTX back end drops) becomes
// nvvm.prefetch: locality hint 3 -> L1, others -> L2; a write or
// instruction-cache prefetch is refused (PTX has neither).
// RUN: kfusion-opt %s -split-input-file --convert-prefetch-to-nvvm -verify-diagnostics | FileCheck %s

// Read prefetches: hint 3 goes to L1, hints 1 and 0 to L2, in any address space.
// CHECK-LABEL: llvm.func @reads
// CHECK:         nvvm.prefetch level = L1, %{{.*}} : !llvm.ptr
// CHECK:         nvvm.prefetch level = L2, %{{.*}} : !llvm.ptr<1>
// CHECK:         nvvm.prefetch level = L2, %{{.*}} : !llvm.ptr
// CHECK-NOT:     llvm.intr.prefetch
gpu.module @k {
  llvm.func @reads(%p: !llvm.ptr, %g: !llvm.ptr<1>) {
    "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    "llvm.intr.prefetch"(%g) <{cache = 1 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr<1>) -> ()
    "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 0 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// A write prefetch has no PTX form.
gpu.module @k {
  llvm.func @write(%p: !llvm.ptr) {
    // expected-error-re @+1 {{convert-prefetch-to-nvvm: only data read prefetches{{.*}}not rw = 1, cache = 1}}
    "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// Nor has an instruction-cache prefetch.
gpu.module @k {
  llvm.func @instructions(%p: !llvm.ptr) {
    // expected-error-re @+1 {{convert-prefetch-to-nvvm: only data read prefetches{{.*}}not rw = 0, cache = 0}}
    "llvm.intr.prefetch"(%p) <{cache = 0 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    llvm.return
  }
}
