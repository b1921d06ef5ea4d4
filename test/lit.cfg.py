# -*- Python -*-
# lit configuration of the KFusion test suite.
#
# Features:
#   ptxas     -- a CUDA toolkit ptxas was found (PATH, $CUDA_HOME, /usr/local/cuda)
#   libdevice -- a CUDA toolkit root holding bin/ptxas and
#               nvvm/libdevice/libdevice.10.bc; %cuda_toolkit is that root
#   cuda-gpu  -- `kfusion-runner --gpu-info` found a CUDA driver AND a device
#   mlir-runner -- upstream's mlir-runner is next to FileCheck
#   mlir-opt-plugin -- upstream's mlir-opt is next to FileCheck and the build
#               has KFusionPlugin.so (lib/Plugins); %kfusion_plugin is its path
#               and %mlir-opt-kfusion upstream mlir-opt with it loaded as the
#               dialect plugin and the pass plugin
#
# The suite also runs outside a build tree (the GPU bundle, see
# scripts/make-bundle.sh): there KFUSION_TOOLS_DIR / LLVM_TOOLS_DIR /
# KFUSION_LIB_DIR / KFUSION_OBJ_ROOT in the environment replace the values
# lit.site.cfg.py would set.

import os
import re
import shutil
import subprocess

import lit.formats
import lit.util

config.name = "KFusion"
config.test_format = lit.formats.ShTest(not lit.util.which("bash") is None)
config.suffixes = [".mlir"]
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)

for attr, env in [("kfusion_tools_dir", "KFUSION_TOOLS_DIR"),
                  ("llvm_tools_dir", "LLVM_TOOLS_DIR"),
                  ("kfusion_lib_dir", "KFUSION_LIB_DIR"),
                  ("kfusion_obj_root", "KFUSION_OBJ_ROOT")]:
    if os.environ.get(env):
        setattr(config, attr, os.environ[env])
config.test_exec_root = os.path.join(config.kfusion_obj_root, "test")

config.environment["FILECHECK_OPTS"] = "-enable-var-scope"
# Tests must not depend on the caller's terminal or locale.
for var in ["PATH", "HOME", "CUDA_HOME", "CUDA_PATH", "CUDA_VISIBLE_DEVICES", "LD_LIBRARY_PATH"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
config.environment["PATH"] = os.pathsep.join(
    [config.kfusion_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])


def tool(name, *dirs):
    for d in dirs:
        path = os.path.join(d, name)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return shutil.which(name) or name


# A tool name is substituted where it stands as a word of the command, not inside
# another word such as an option name ("default-trip-count") or a path.
def _tool_word(name):
    return r"(?<![\w./-])%s(?![\w./-])" % re.escape(name)


for name in ["kfusion-opt", "kfusion-runner", "kfusion-sim"]:
    config.substitutions.append((_tool_word(name), tool(name, config.kfusion_tools_dir)))
for name in ["FileCheck", "not", "count", "split-file", "mlir-runner", "mlir-opt"]:
    config.substitutions.append((_tool_word(name),
                                 tool(name, config.llvm_tools_dir, config.kfusion_tools_dir)))
config.substitutions.append(("%kfusion_lib_dir", config.kfusion_lib_dir))
# The source root (python/kfusion below it); outside a build tree (the bundle) the directory
# above the tests, where make-bundle.sh puts python/kfusion too.
config.substitutions.append(("%kfusion_src_root", getattr(
    config, "kfusion_src_root", os.path.dirname(config.test_source_root))))
config.substitutions.append(("%python", shutil.which("python3") or "python3"))


def find_ptxas():
    found = shutil.which("ptxas")
    if found:
        return found
    for root in [os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"]:
        if root and os.access(os.path.join(root, "bin", "ptxas"), os.X_OK):
            return os.path.join(root, "bin", "ptxas")
    return None


# Upstream's runner, to show upstream programs run unchanged with our runtime
# (absent from the GPU bundle).
if os.path.isfile(os.path.join(config.llvm_tools_dir, "mlir-runner")):
    config.available_features.add("mlir-runner")

# Upstream's mlir-opt with KFusion's plugin (not built with
# KFUSION_STATIC_TOOLS or sanitizers, absent from the GPU bundle).
kfusion_plugin = os.path.join(config.kfusion_lib_dir, "KFusionPlugin.so")
upstream_mlir_opt = os.path.join(config.llvm_tools_dir, "mlir-opt")
if os.path.isfile(kfusion_plugin) and os.access(upstream_mlir_opt, os.X_OK):
    config.available_features.add("mlir-opt-plugin")
    config.substitutions.append(("%kfusion_plugin", kfusion_plugin))
    config.substitutions.append((
        "%mlir-opt-kfusion",
        "%s --load-dialect-plugin=%s --load-pass-plugin=%s"
        % (upstream_mlir_opt, kfusion_plugin, kfusion_plugin)))

# Upstream's mlir-opt alone: the stitching tests' reference lowering
# (one-shot-bufferize, buffer-results-to-out-params, convert-linalg-to-loops).
if os.access(upstream_mlir_opt, os.X_OK):
    config.available_features.add("upstream-mlir-opt")
    config.substitutions.append(("%upstream-mlir-opt", upstream_mlir_opt))

ptxas = find_ptxas()
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))


def find_toolkit_with_libdevice():
    roots = []
    if ptxas:
        bin_dir = os.path.dirname(os.path.realpath(ptxas))
        if os.path.basename(bin_dir) == "bin":
            roots.append(os.path.dirname(bin_dir))
    roots += [os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"]
    for root in roots:
        if (root and os.access(os.path.join(root, "bin", "ptxas"), os.X_OK)
                and os.path.isfile(os.path.join(root, "nvvm", "libdevice", "libdevice.10.bc"))):
            return root
    return None


cuda_toolkit = find_toolkit_with_libdevice()
if cuda_toolkit:
    config.available_features.add("libdevice")
    config.substitutions.append(("%cuda_toolkit", cuda_toolkit))


def has_cuda_gpu():
    runner = tool("kfusion-runner", config.kfusion_tools_dir)
    try:
        probe = subprocess.run([runner, "--gpu-info"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as error:
        lit_config.note("cuda-gpu probe failed: %s" % error)
        return False
    lit_config.note("GPU: " + probe.stdout.strip())
    return probe.returncode == 0


if has_cuda_gpu():
    config.available_features.add("cuda-gpu")

# One GPU test at a time (test/Integration/GPU/lit.local.cfg): they share the device.
lit_config.parallelism_groups["cuda-gpu"] = 1
