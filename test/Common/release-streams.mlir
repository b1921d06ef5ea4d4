// RUN: kfusion-opt %s --kfusion-release-streams --split-input-file --verify-diagnostics | FileCheck %s

// Host code as gpu-to-llvm leaves it. A stream whose events a join waited
// for, never destroyed upstream: destroyed right after its last use (the
// event record), without waiting for it.
// CHECK-LABEL: llvm.func @leaked
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]])
// CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
// CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT:    %[[J:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[J]], %[[E]])
// CHECK-NEXT:    llvm.call @mgpuEventDestroy(%[[E]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[J]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[J]])
// CHECK-NEXT:    llvm.return
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
  llvm.func @leaked(%p: !llvm.ptr, %v: i32, %n: i64) {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemset32(%p, %v, %n, %s) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%e, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    %j = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamWaitEvent(%j, %e) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%e) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%j) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%j) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// `gpu.wait [%a, %b]` with %b launched after %a on one stream: upstream
// synchronizes and destroys the stream twice. Both synchronizations stay,
// one destroy comes after the last.
// CHECK-LABEL: llvm.func @twice
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT:    llvm.return
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
  llvm.func @twice(%p: !llvm.ptr, %v: i32, %n: i64) {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemset32(%p, %v, %n, %s) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// Destroyed by a blocking wait while a later op still runs on it (a token
// waited for and then used): the destroy moves after that op.
// CHECK-LABEL: llvm.func @used_after
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[S:[^)]*]])
// CHECK-NEXT:    llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT:    llvm.return
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
  llvm.func @used_after(%p: !llvm.ptr, %v: i32, %n: i64) {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuMemset32(%p, %v, %n, %s) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// Already destroyed once after its last use: unchanged.
// CHECK-LABEL: llvm.func @fine
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT:    llvm.return
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @fine() {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}

// -----

// A module without a declaration of mgpuStreamDestroy gets one when a stream
// needs it.
// CHECK-LABEL: llvm.func @undeclared
// CHECK:         %[[T:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[T]])
// CHECK-NEXT:    llvm.return
// CHECK:         llvm.func @mgpuStreamDestroy(!llvm.ptr)
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @undeclared() {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.return
  }
}

// -----

// A stream handed to other code is left as it is, with a remark.
// CHECK-LABEL: llvm.func @escapes
// CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @keep(%[[S]])
// CHECK-NEXT:    llvm.return
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @keep(!llvm.ptr)
  llvm.func @escapes() {
    // expected-remark-re @below {{stream left as it is: {{.*}}'llvm.call', where{{.*}}last use is not known}}
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @keep(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// A stream used in another block is left as it is, with a remark.
// CHECK-LABEL: llvm.func @branches
// CHECK-NOT:     @mgpuStreamDestroy
// CHECK:         llvm.return
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @branches(%c: i1) {
    // expected-remark-re @below {{stream left as it is: {{.*}}'llvm.call' in another block{{.*}}last use is not known}}
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.cond_br %c, ^a, ^b
  ^a:
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.return
  ^b:
    llvm.return
  }
}
