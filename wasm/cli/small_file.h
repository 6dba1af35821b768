// A small text input read whole with a bound: a file, or stdin for '-'. An input that
// cannot be opened says why (no such file, a directory, no permission), and one larger
// than the bound is refused by its size before it is read, so /dev/zero or a wrong
// file given by mistake costs a few kilobytes, never all the memory.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

namespace cli {

// The text of `path` ('-': stdin) when it holds at most `limit` bytes; otherwise
// nothing, and *error says what is wrong ("cannot open 'x': no such file", "'x' is
// too large for <what>: 2,000,000 bytes (at most 16,384)").
std::optional<std::string> read_small_file(const std::string& path, std::size_t limit, const std::string& what,
                                           std::string* error);

}  // namespace cli
