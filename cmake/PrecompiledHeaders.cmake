#===- PrecompiledHeaders.cmake - one PCH of the MLIR headers -*- cmake -*-===#
#
# Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
#
#===------------------------------------------------------------------===#
#
# Most of the time of compiling a KFusion source file is spent in MLIR's
# headers (the dialects' generated op classes), not in the file: measured on
# lib/Stitch/StitchHost.cpp, 33 s of CPU without, 8 s with a precompiled
# header of the MLIR headers below. One precompiled header is built once, by
# the dialect's object library, and reused by every library, tool and unit
# test whose compile flags are the same (CMake's REUSE_FROM): a fresh build of
# the whole project takes about a third of the time. Only installed MLIR/LLVM
# headers go in, so editing KFusion's own headers rebuilds no PCH.
# -DKFUSION_PRECOMPILED_HEADERS=OFF builds without.
#
#===------------------------------------------------------------------===#

option(KFUSION_PRECOMPILED_HEADERS
  "Compile KFusion against one precompiled header of the MLIR headers it uses most" ON)

set(KFUSION_PCH_HEADERS
  <mlir/Dialect/Arith/IR/Arith.h>
  <mlir/Dialect/Func/IR/FuncOps.h>
  <mlir/Dialect/GPU/IR/GPUDialect.h>
  <mlir/Dialect/LLVMIR/LLVMDialect.h>
  <mlir/Dialect/LLVMIR/NVVMDialect.h>
  <mlir/Dialect/Linalg/IR/Linalg.h>
  <mlir/Dialect/MemRef/IR/MemRef.h>
  <mlir/Dialect/SCF/IR/SCF.h>
  <mlir/Dialect/Vector/IR/VectorOps.h>
  <mlir/IR/BuiltinOps.h>
  <mlir/IR/PatternMatch.h>
  <mlir/Pass/Pass.h>
  <mlir/Pass/PassManager.h>)

# The targets compiled with the project's common flags: the object libraries of
# lib/ (obj.KFusion*), the tools (kfusion-*), the unit tests (KFusion*Tests) and
# the mlir-opt plugin (its own -D's name nothing the MLIR headers use; without the
# PCH its one file took 90 s of a fresh build). The CUDA runtime wrappers are
# compiled otherwise and keep their own headers. (NVGPUDialect.h stays out: its mlir::kWarpSize would
# clash with the files that name their own.)
function(kfusion_collect_targets dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub ${subdirs})
    kfusion_collect_targets(${sub} subtargets)
    list(APPEND targets ${subtargets})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

function(kfusion_precompile_headers owner)
  if(NOT KFUSION_PRECOMPILED_HEADERS)
    return()
  endif()
  target_precompile_headers(${owner} PRIVATE ${KFUSION_PCH_HEADERS})
  kfusion_collect_targets(${PROJECT_SOURCE_DIR} targets)
  foreach(target ${targets})
    if(target STREQUAL owner)
      continue()
    endif()
    if(target MATCHES "^obj\\.KFusion" OR target MATCHES "^kfusion-(opt|runner|sim)$"
       OR target MATCHES "^KFusion.*Tests$" OR target STREQUAL "KFusionPlugin")
      get_target_property(type ${target} TYPE)
      if(type MATCHES "OBJECT_LIBRARY|EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY")
        target_precompile_headers(${target} REUSE_FROM ${owner})
      endif()
    endif()
  endforeach()
endfunction()
