// RUN: kfusion-opt %s -split-input-file -verify-diagnostics
// Every rule of #kfusion.device and of the kfusion.device attribute, one case each.

// Presets are h100 and h200.
// expected-error @+1 {{unknown preset 'a100' (presets: h100, h200)}}
module attributes {kfusion.device = #kfusion.device<a100>} {
}

// -----

// An override names a field.
// expected-error @+1 {{#kfusion.device has no field 'sms'}}
module attributes {kfusion.device = #kfusion.device<h100, {sms = 8}>} {
}

// -----

// An integer field takes an integer.
// expected-error @+1 {{#kfusion.device field 'multiprocessors' takes an integer}}
module attributes {kfusion.device = #kfusion.device<h100, {multiprocessors = 8.5}>} {
}

// -----

// A real field takes a number.
// expected-error @+1 {{#kfusion.device field 'clock_rate' takes a number}}
module attributes {kfusion.device = #kfusion.device<h100, {clock_rate = "fast"}>} {
}

// -----

// Integer fields are positive.
// expected-error @+1 {{#kfusion.device field 'l2_bytes' must be positive, not 0}}
module attributes {kfusion.device = #kfusion.device<h100, {l2_bytes = 0}>} {
}

// -----

// Real fields are positive.
// expected-error @+1 {{#kfusion.device field 'launch_overhead' must be positive, not -1}}
module attributes {kfusion.device = #kfusion.device<h100, {launch_overhead = -1.0}>} {
}

// -----

// The module's kfusion.device is a #kfusion.device.
// expected-error @+1 {{kfusion.device must be a #kfusion.device attribute}}
module attributes {kfusion.device = "h100"} {
}
