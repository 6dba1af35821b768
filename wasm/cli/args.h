// Command-line options: "--name value", "--name=value" and "--flag", plus positional
// words. Each command states which options it knows; anything else is an error.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cli {

struct OptionSpec {
  std::string name;  // without the leading "--"
  bool takes_value = true;
};

class Args {
 public:
  // Parses argv[first..argc). On failure error() names the offending word.
  Args(int argc, char** argv, int first, const std::vector<OptionSpec>& specs);

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

  bool has(const std::string& name) const;  // flag given, or option given a value
  std::optional<std::string> value(const std::string& name) const;
  const std::vector<std::string>& positional() const { return positional_; }

  // Integer values; on a bad number, sets `error` (naming the option) and returns nothing.
  std::optional<long long> integer(const std::string& name, long long min, long long max, std::string& error) const;
  std::optional<uint64_t> unsigned64(const std::string& name, std::string& error) const;

 private:
  std::map<std::string, std::string> values_;
  std::set<std::string> flags_;
  std::vector<std::string> positional_;
  std::string error_;
};

}  // namespace cli
