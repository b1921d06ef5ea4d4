// kfusion-dump-binaries writes each gpu.binary object to a file named after
// the binary, the chip and the format; says so when there is nothing to dump;
// and fails with a diagnostic when the directory cannot be created.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t/out" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WROTE
// RUN: FileCheck %s --check-prefix=PTX < %t/out/kernels.sm_90.ptx
// The IR is left unchanged.
// RUN: kfusion-opt %s --kfusion-dump-binaries="output-dir=%t/none" 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: touch %t/file
// RUN: not kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t/file/sub" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADDIR

// One kernel: its binary's file, named <binary>.<chip>.<format>, holds it.
// WROTE: remark: wrote {{.*}}out{{/|\\}}kernels.sm_90.ptx
// PTX-LABEL: .visible .entry noop()

// Nothing to dump without kfusion-to-cubin: a remark, and the module as it was.
// NONE: remark: no gpu.binary to dump{{.*}}kfusion-to-cubin
// NONE-LABEL: gpu.module @kernels
// NONE-NEXT:    gpu.func @noop() kernel

// A directory under a file cannot be created.
// BADDIR: error: cannot create directory '{{.*}}file/sub'

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @noop() kernel {
      gpu.return
    }
  }
}
