// REQUIRES: ptxas
// ptxas assembles a horizontally fused kernel whose partitions move
// registers (../../../Horizontal/partition-registers.mlir's pair: 128
// threads down to 24, 256 up to 80, within .maxnreg 64): the PTX carries
// the bound and both setmaxnreg, each under its partition's thread range.
// RUN: kfusion-opt %S/../../../Horizontal/partition-registers.mlir --kfusion-horizontal-fusion="kernels=mem,comp partition-registers=24,80 max-registers=64" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null 2>/dev/null
// RUN: %ptxas -arch=sm_90a -v %t/kernels.sm_90a.ptx -o %t/kernels.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// PTXAS: Compiling entry function 'mem_comp_hfuse'
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: FileCheck %s --check-prefix=PTX < %t/kernels.sm_90a.ptx
// PTX: .maxnreg 64
// PTX: setmaxnreg.dec.sync.aligned.u32 24;
// PTX: setmaxnreg.inc.sync.aligned.u32 80;
