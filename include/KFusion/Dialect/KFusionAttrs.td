//===- KFusionAttrs.td - KFusion attributes ----------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Attributes of the `kfusion` dialect: the device every planner counts with,
// and the tile dependency of a consumer launch on a producer launch (cuSync's
// fine-grained synchronization).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONATTRS_TD
#define KFUSION_DIALECT_KFUSIONATTRS_TD

include "KFusion/Dialect/KFusionDialect.td"
include "mlir/IR/AttrTypeBase.td"

class KFusion_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<KFusion_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def KFusion_DeviceAttr : KFusion_Attr<"Device", "device"> {
  let summary = "The GPU that every planner and cost model counts with";
  let description = [{
    One description of the device for every planner (horizontal, stencil,
    stitch, sync) and the cost models they share: a named preset, `h100`
    (H100 SXM5 80 GB HBM3) or `h200` (H200 141 GB HBM3e), optionally with
    fields overridden. Each quantity has one unit: counts, bytes, hertz,
    bytes per second, operations per second, seconds.

    ```mlir
    #kfusion.device<h200>
    #kfusion.device<h100, {multiprocessors = 8, launch_overhead = 5.0e-06}>
    ```

    Fields (the overridable keys): `multiprocessors`, `clock_rate` (Hz),
    `dram_bandwidth` (measured device-to-device copy, bytes/s, reads plus
    writes), `l2_bytes`, `launch_overhead` (s, one launch on one stream),
    `max_threads_per_block`, `max_threads_per_multiprocessor`,
    `max_blocks_per_multiprocessor`, `registers_per_multiprocessor`,
    `max_registers_per_thread`, `shared_bytes_per_multiprocessor`,
    `shared_bytes_per_block` (the most one block may opt into),
    `static_shared_bytes_per_block`, `reserved_shared_bytes_per_block`,
    `shared_allocation_unit`, `l1_wavefronts_per_clock`, `f32_rate`
    (FLOP/s), `atomic_rate` (contended atomics/s), `memory_latency` (s),
    `cache_latency` (s), `tensor_rate` (dense f16 / bf16 tensor-core FLOP/s),
    `l2_bandwidth` (bytes/s the L2 serves the multiprocessors),
    `compute_capability` (major * 10 + minor: 90 for sm_90).

    A module carries it as `kfusion.device`; every planner's `device` option
    (a preset name or this attribute) overrides it; without either, `h100`.

    Rules (checked by the verifier): the preset is known; every override key
    is a field; integer fields take integers, the others numbers; all are
    positive.
  }];

  let parameters = (ins "::mlir::StringAttr":$preset,
                        OptionalParameter<"::mlir::DictionaryAttr">:$overrides);
  let assemblyFormat = "`<` custom<DevicePreset>($preset) (`,` $overrides^)? `>`";
  let genVerifyDecl = 1;
}

def KFusion_TileDepAttr : KFusion_Attr<"TileDep", "tile_dep"> {
  let summary = "Which producer tiles each tile of a consumer launch reads";
  let description = [{
    cuSyncGen's dependency DSL as an attribute. A launch whose thread block
    `(x, y, z)` computes one output tile is a *consumer* of an earlier
    *producer* launch whose blocks compute tiles of a buffer the consumer
    reads. The attribute gives, for the consumer tile `(x, y, z)` (the map's
    three dimensions, the consumer's block ids), the set of producer tiles
    it needs: the map's three results (producer block ids x, y, z) for every
    value of its symbols, symbol `k` ranging over `[0, bounds[k])`. Results
    outside the producer's grid are ignored (a window clipped at an edge).

    Examples, for `E = C x D` consuming `C = A x B` with `block_id x` the
    column tile and `block_id y` the row tile of both: consumer tile
    `(x, y)` reads row tile `y` of `C` across all of its 8 column tiles:

    ```mlir
    #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [8]>
    ```

    one producer tile per consumer tile (an elementwise consumer):

    ```mlir
    #kfusion.tile_dep<(d0, d1, d2) -> (d0, d1, d2), bounds = []>
    ```

    and an attention-like dependency on every fourth tile of a row:

    ```mlir
    #kfusion.tile_dep<(d0, d1, d2)[s0] -> (d0 mod 4 + s0 * 4, d1, 0), bounds = [3]>
    ```

    Written by hand on the consumer `gpu.launch_func` as
    `kfusion.tile_dep`, or by `kfusion-plan-sync` from the kernels'
    accesses; a declared dependency that does not cover the accesses is
    refused with a remark naming the access it misses.

    Rules (checked by the verifier): the map has 3 dimensions and 3 results;
    one bound per symbol, each positive.
  }];

  let parameters = (ins "::mlir::AffineMap":$map,
                        ArrayRefParameter<"int64_t">:$bounds);
  let assemblyFormat = "`<` $map `,` `bounds` `=` custom<TileDepBounds>($bounds) `>`";
  let genVerifyDecl = 1;

  let extraClassDeclaration = [{
    /// Calls `fn` with each producer tile the consumer tile `consumer` needs
    /// inside a producer grid of `grid` tiles (duplicates possible).
    void forEachProducerTile(
        ::llvm::ArrayRef<int64_t> consumer, ::llvm::ArrayRef<int64_t> grid,
        ::llvm::function_ref<void(::llvm::ArrayRef<int64_t>)> fn) const;
  }];
}

#endif // KFUSION_DIALECT_KFUSIONATTRS_TD
