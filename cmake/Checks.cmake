#===- Checks.cmake - Assertion and sanitizer builds ----------*- cmake -*-===#
#
# Configurations that turn latent bugs into crashes, for the fuzzing harness
# (test/fuzz): KFUSION_ENABLE_ASSERTIONS keeps assert() in KFusion's own code
# in a Release build and adds libstdc++'s checks; KFUSION_SANITIZE builds our
# code with AddressSanitizer/UBSan. Installed LLVM/MLIR stay as they are.
#
#===------------------------------------------------------------------===#

option(KFUSION_ENABLE_ASSERTIONS
  "Keep assert() in KFusion's code (-UNDEBUG) and add -D_GLIBCXX_ASSERTIONS"
  OFF)
set(KFUSION_SANITIZE "" CACHE STRING
  "Sanitizers for KFusion's code and tools: address, undefined or address;undefined")

if(KFUSION_ENABLE_ASSERTIONS)
  # CMake puts -DNDEBUG in CMAKE_CXX_FLAGS_RELEASE; -UNDEBUG comes later on
  # the command line and wins (what LLVM_ENABLE_ASSERTIONS does). Only the
  # headers' inline code is affected in LLVM/MLIR: Debian builds them with
  # LLVM_ENABLE_ABI_BREAKING_CHECKS=0, so layouts do not change.
  add_compile_options($<$<OR:$<COMPILE_LANGUAGE:C>,$<COMPILE_LANGUAGE:CXX>>:-UNDEBUG>)
  add_compile_definitions(_GLIBCXX_ASSERTIONS)
  message(STATUS "KFusion: assertions enabled in KFusion's code")
endif()

if(KFUSION_SANITIZE)
  set(kfusion_sanitizers "")
  foreach(sanitizer IN LISTS KFUSION_SANITIZE)
    if(NOT sanitizer MATCHES "^(address|undefined)$")
      message(FATAL_ERROR "KFUSION_SANITIZE: unknown sanitizer '${sanitizer}' "
                          "(expected address and/or undefined)")
    endif()
    list(APPEND kfusion_sanitizers ${sanitizer})
  endforeach()
  list(JOIN kfusion_sanitizers "," kfusion_sanitizer_flag)
  # Every UBSan finding aborts, so the harness sees it as a crash. The vptr
  # check would need RTTI-compatible typeinfo from libMLIR.so for every
  # polymorphic type it sees; Debian's libraries are not instrumented.
  set(kfusion_sanitize_flags -fsanitize=${kfusion_sanitizer_flag}
      -fno-omit-frame-pointer -fno-sanitize-recover=all)
  if("undefined" IN_LIST kfusion_sanitizers)
    list(APPEND kfusion_sanitize_flags -fno-sanitize=vptr)
  endif()
  add_compile_options(${kfusion_sanitize_flags})
  add_link_options(-fsanitize=${kfusion_sanitizer_flag})
  message(STATUS "KFusion: sanitizers ${kfusion_sanitizer_flag}")
endif()
