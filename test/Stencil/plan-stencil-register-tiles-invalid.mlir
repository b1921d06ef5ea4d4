// kfusion-plan-stencil with a register-columns no register tile can have:
// an error on the module, nothing planned.
// RUN: kfusion-opt %s --kfusion-plan-stencil=register-columns=0 -verify-diagnostics -o /dev/null

// expected-error @below {{kfusion-plan-stencil: register-columns must be positive, not 0}}
module attributes {gpu.container_module} {
}
