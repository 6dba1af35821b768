#include "small_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace cli {

namespace {

// 1234567 -> "1,234,567": sizes are read in bytes, and commas make them readable.
std::string grouped(unsigned long long n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// The reason in words a user acts on; strerror's for the rare ones.
std::string why(int err) {
  switch (err) {
    case ENOENT: return "no such file";
    case EISDIR: return "it is a directory";
    case EACCES: return "permission denied";
    default: return std::strerror(err);
  }
}

}  // namespace

std::optional<std::string> read_small_file(const std::string& path, std::size_t limit, const std::string& what,
                                           std::string* error) {
  const bool stdin_input = path == "-";
  const std::string name = stdin_input ? "stdin" : "'" + path + "'";
  const int fd = stdin_input ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    *error = "cannot open " + name + ": " + why(errno);
    return std::nullopt;
  }
  auto close_fd = [&] {
    if (!stdin_input) ::close(fd);
  };
  const std::string too_large = name + " is too large for " + what + ": ";
  struct stat st {};
  if (::fstat(fd, &st) == 0) {
    // open() accepts a directory for reading on Linux; read() would then fail.
    if (S_ISDIR(st.st_mode)) {
      close_fd();
      *error = "cannot open " + name + ": " + why(EISDIR);
      return std::nullopt;
    }
    if (S_ISREG(st.st_mode) && static_cast<unsigned long long>(st.st_size) > limit) {
      close_fd();
      *error =
          too_large + grouped(static_cast<unsigned long long>(st.st_size)) + " bytes (at most " + grouped(limit) + ")";
      return std::nullopt;
    }
  }
  // Devices and pipes have no size: read one byte past the limit to know.
  std::string text;
  char buffer[4096];
  while (text.size() <= limit) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int err = errno;
      close_fd();
      *error = "cannot read " + name + ": " + why(err);
      return std::nullopt;
    }
    if (n == 0) break;
    text.append(buffer, static_cast<size_t>(n));
  }
  close_fd();
  if (text.size() > limit) {
    *error = too_large + "more than " + grouped(limit) + " bytes, the limit";
    return std::nullopt;
  }
  return text;
}

}  // namespace cli
