#===- KFusionPackage.cmake - install rules and the CMake package -*- cmake -*-===#
#
# `cmake --install <build> --prefix P` installs the headers (generated .inc
# files included), the libraries, the tools, the mlir-opt plugin and
# P/lib/cmake/KFusion/KFusionConfig.cmake, whose imported targets
# (KFusion::Transforms, ...) an out-of-tree MLIR project links after
# find_package(KFusion). docs/embedding.md lists the targets.
#
#===------------------------------------------------------------------------===#

include(CMakePackageConfigHelpers)

set(KFUSION_INSTALL_PACKAGE_DIR lib/cmake/KFusion)

# Headers: the sources' and the TableGen-generated ones. The .td files come
# along for projects that write TableGen against the kfusion dialect.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/KFusion
  DESTINATION include
  COMPONENT kfusion-headers
  FILES_MATCHING
  PATTERN "*.h"
  PATTERN "*.td"
)
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/KFusion
  DESTINATION include
  COMPONENT kfusion-headers
  FILES_MATCHING
  PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE
)

if(KFUSION_STATIC_TOOLS)
  # The static build links MLIR's and LLVM's archives through linker scripts
  # of its own build tree (cmake/StaticLLVM.cmake): libraries exported from
  # it would not link anywhere else. Its tools are still installed.
  message(STATUS "KFusion: KFUSION_STATIC_TOOLS=ON installs headers and tools "
                 "but no CMake package (lib/cmake/KFusion); build without it "
                 "to embed KFusion in another project")
  return()
endif()

# Installed tools find libMLIR.so and libLLVM.so where this build found them,
# and libkfusion_cuda_runtime.so beside them in lib/ ($ORIGIN/../lib).
set_property(TARGET kfusion-opt kfusion-runner kfusion-sim APPEND PROPERTY
  INSTALL_RPATH "${LLVM_LIBRARY_DIR}")

# The libraries, as KFusion::<name>; KFUSION_EXPORT_SET is exported below
# as KFusionTargets.cmake under the KFusion:: namespace.
set(KFUSION_EXPORTED_LIBRARIES
  KFusionDialect              Dialect
  KFusionCommon               Common
  KFusionHorizontal           Horizontal
  KFusionStencil              Stencil
  KFusionStitch               Stitch
  KFusionSync                 Sync
  KFusionToNVVM               ToNVVM
  KFusionCubinSupport         CubinSupport
  KFusionPipelines            Pipelines
  KFusionInterpreter          Interpreter
  KFusionDialectRegistration  DialectRegistration
  KFusionRegistration         Registration
)
while(KFUSION_EXPORTED_LIBRARIES)
  list(POP_FRONT KFUSION_EXPORTED_LIBRARIES target export_name)
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${export_name})
  # The build finds headers through include_directories(); the installed
  # targets carry the installed include directory themselves.
  set_property(TARGET ${target} APPEND PROPERTY
    INTERFACE_INCLUDE_DIRECTORIES $<INSTALL_INTERFACE:include>)
endwhile()
set_property(TARGET KFusionDialect APPEND PROPERTY
  INTERFACE_COMPILE_FEATURES cxx_std_17)

# The runtime's objects are archived into libKFusionInterpreter.a; the object
# library stays in the interface (its dl and threads link requirements).
set_target_properties(KFusionRuntimeObjects PROPERTIES EXPORT_NAME RuntimeObjects)
install(TARGETS KFusionRuntimeObjects
  EXPORT ${KFUSION_EXPORT_SET}
  COMPONENT kfusion-libraries
  OBJECTS DESTINATION lib/kfusion-runtime-objects
)

# What lib/Runtime, lib/Plugins and tools/ install into the export set,
# under the names consumers use: $<TARGET_FILE:KFusion::Plugin>.
set_target_properties(kfusion_cuda_runtime PROPERTIES EXPORT_NAME CudaRuntime)
if(TARGET KFusionPlugin)
  set_target_properties(KFusionPlugin PROPERTIES EXPORT_NAME Plugin)
endif()

install(EXPORT ${KFUSION_EXPORT_SET}
  FILE KFusionTargets.cmake
  NAMESPACE KFusion::
  DESTINATION ${KFUSION_INSTALL_PACKAGE_DIR}
  COMPONENT kfusion-cmake
)

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/KFusionConfig.cmake.in
  ${PROJECT_BINARY_DIR}/${KFUSION_INSTALL_PACKAGE_DIR}/KFusionConfig.cmake
  INSTALL_DESTINATION ${KFUSION_INSTALL_PACKAGE_DIR}
)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/${KFUSION_INSTALL_PACKAGE_DIR}/KFusionConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion
)
install(FILES
  ${PROJECT_BINARY_DIR}/${KFUSION_INSTALL_PACKAGE_DIR}/KFusionConfig.cmake
  ${PROJECT_BINARY_DIR}/${KFUSION_INSTALL_PACKAGE_DIR}/KFusionConfigVersion.cmake
  DESTINATION ${KFUSION_INSTALL_PACKAGE_DIR}
  COMPONENT kfusion-cmake
)
