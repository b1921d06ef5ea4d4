// kfusion-widen-point-blocks with a width no block can have: an error on the
// module, nothing changed.
// RUN: kfusion-opt %s --kfusion-widen-point-blocks=columns=2048 -verify-diagnostics -o /dev/null
// RUN: not kfusion-opt %s --kfusion-widen-point-blocks=columns=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: columns must be 1 to 1024, not 0

// expected-error @below {{kfusion-widen-point-blocks: columns must be 1 to 1024, not 2048}}
module attributes {gpu.container_module} {
}
