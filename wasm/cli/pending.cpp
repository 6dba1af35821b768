// Commands whose engines have not landed yet: they say so and exit with status 2.
#include "commands.h"
#include "input.h"

namespace cli {

int run_solve(int, char**) { return fail("solve", "not available yet (no solver is built in)"); }

int run_bench(int, char**) { return fail("bench", "not available yet (no solver is built in)"); }

}  // namespace cli
