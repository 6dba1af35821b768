# unity_batches(OUT NAME SOURCES...): the sources as batches of up to 8 files of one
# folder, each batch one generated file that #includes them, so one compile parses the
# standard headers once for several small files (the WASM core: ~3x less CPU, the
# longest part of a fresh machine's `npm start`). A batch keeps to one folder: files of
# different puzzles and solvers follow the same conventions (a puzzle's build(), a
# row's ready/build/bench), which would clash. The includes are relative to wasm/ (the
# core's include directory), so a clone at another path hashes the same for ccache.
# Compiled alone: the entry files (each names its row's functions alike) and the files
# in UNITY_ALONE. A new clash shows as "redefinition of 'x'" in a build/wasm/unity/
# file: name it more particularly, or list the file there.
set(UNITY_ALONE
    # Both define the Megaminx solver's piece helpers and their own Tables and build().
    wasm/solvers/megaminx/last_layer.cpp wasm/solvers/megaminx/megaminx_solver.cpp)
list(TRANSFORM UNITY_ALONE PREPEND ${CMAKE_SOURCE_DIR}/)

function(unity_batches out name)
  set(result "")
  set(content "")
  set(count 0)
  set(index 0)
  set(folder "")
  # flush: the batch so far as a file (rewritten only when it changes).
  macro(flush)
    if(count GREATER 0)
      set(batch ${CMAKE_BINARY_DIR}/unity/${name}_${index}.cpp)
      file(CONFIGURE OUTPUT ${batch} CONTENT "${content}")
      list(APPEND result ${batch})
      math(EXPR index "${index} + 1")
      set(content "")
      set(count 0)
    endif()
  endmacro()
  foreach(src IN LISTS ARGN)
    if(src MATCHES "_entry\\.cpp$" OR src IN_LIST UNITY_ALONE)
      list(APPEND result ${src})
      continue()
    endif()
    get_filename_component(dir ${src} DIRECTORY)
    if(NOT dir STREQUAL folder OR count EQUAL 8)
      flush()
      set(folder ${dir})
    endif()
    file(RELATIVE_PATH rel ${CMAKE_SOURCE_DIR}/wasm ${src})
    string(APPEND content "#include \"${rel}\"\n")
    math(EXPR count "${count} + 1")
  endforeach()
  flush()
  set(${out} ${result} PARENT_SCOPE)
endfunction()
