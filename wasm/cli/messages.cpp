// `cubesolver messages`: the registry of the core's messages (code -> English template)
// as JSON, for translators and for the unit test that holds the page's English to it.
#include <cstring>
#include <iostream>

#include "commands.h"
#include "core/message.h"

namespace cli {

int run_messages(int argc, char** argv) {
  if (argc > 2) {
    const bool help = std::strcmp(argv[2], "--help") == 0 || std::strcmp(argv[2], "-h") == 0;
    (help ? std::cout : std::cerr) << "usage: cubesolver messages\n"
                                      "Prints every message code the core gives with its English template "
                                      "(JSON object).\n";
    return help ? kOk : kBadInput;
  }
  std::cout << cube::catalog_json() << "\n";
  return kOk;
}

}  // namespace cli
