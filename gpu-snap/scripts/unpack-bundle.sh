#!/usr/bin/env bash
# Sourced by the scripts that run on a lent GPU machine (scripts/gpu-batch.sh,
# scripts/gpu-sanitize.sh, bench/*/gpu-session.sh): unpack_bundle BUNDLE DIR
# unpacks the self-contained bundle into DIR once (kept between calls while
# the machine stays warm; unpacked again when the bundle's hash changes) and
# sets B to DIR/kfusion-bundle. Exits 1 when the bundle cannot be unpacked.
unpack_bundle() {
  local bundle=$1 dir=$2 sha
  sha=$(sha256sum "$bundle" | cut -d' ' -f1)
  if [ "$(cat "$dir/bundle.sha" 2>/dev/null)" != "$sha" ]; then
    rm -rf "$dir"; mkdir -p "$dir"
    tar -C "$dir" -xJf "$bundle" || { echo "cannot unpack $bundle"; exit 1; }
    echo "$sha" > "$dir/bundle.sha"
  fi
  B=$dir/kfusion-bundle
}

# use_bundle: after unpack_bundle, puts the bundle's tools and libraries first
# (KFUSION_BIN, LD_LIBRARY_PATH, PATH with the CUDA tools last) and exports the
# bundle's commit as KFUSION_COMMIT, for the bench drivers' metadata.
use_bundle() {
  export KFUSION_BIN=$B/bin
  export LD_LIBRARY_PATH=$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export PATH=$B/bin:$PATH:/usr/local/cuda/bin
  KFUSION_COMMIT=$(sed -n 's/^commit: //p' "$B/BUNDLE-INFO")
  export KFUSION_COMMIT
}
