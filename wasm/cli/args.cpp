#include "args.h"

#include <algorithm>
#include <charconv>

namespace cli {

Args::Args(int argc, char** argv, int first, const std::vector<OptionSpec>& specs) {
  bool options_done = false;  // after "--" every word is positional
  for (int i = first; i < argc; ++i) {
    std::string word = argv[i];
    if (options_done || word.size() < 2 || word.compare(0, 2, "--") != 0) {
      positional_.push_back(word);
      continue;
    }
    if (word == "--") {
      options_done = true;
      continue;
    }
    std::string name = word.substr(2);
    std::optional<std::string> inline_value;
    if (auto eq = name.find('='); eq != std::string::npos) {
      inline_value = name.substr(eq + 1);
      name.resize(eq);
    }
    auto spec = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec& s) { return s.name == name; });
    if (spec == specs.end()) {
      error_ = "unknown option '--" + name + "'";
      return;
    }
    if (!spec->takes_value) {
      if (inline_value) {
        error_ = "option '--" + name + "' takes no value";
        return;
      }
      flags_.insert(name);
      continue;
    }
    if (inline_value) {
      values_[name] = *inline_value;
    } else if (i + 1 < argc) {
      values_[name] = argv[++i];
    } else {
      error_ = "option '--" + name + "' needs a value";
      return;
    }
  }
}

bool Args::has(const std::string& name) const { return flags_.count(name) > 0 || values_.count(name) > 0; }

std::optional<std::string> Args::value(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::optional<long long> Args::integer(const std::string& name, long long min, long long max,
                                       std::string& error) const {
  auto text = value(name);
  if (!text) return std::nullopt;
  long long n = 0;
  auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), n);
  if (ec != std::errc() || end != text->data() + text->size() || n < min || n > max) {
    error = "--" + name + " must be a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
            ", not '" + *text + "'";
    return std::nullopt;
  }
  return n;
}

std::optional<uint64_t> Args::unsigned64(const std::string& name, std::string& error) const {
  auto text = value(name);
  if (!text) return std::nullopt;
  uint64_t n = 0;
  auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), n);
  if (text->empty() || ec != std::errc() || end != text->data() + text->size()) {
    error = "--" + name + " must be a whole number from 0 to 18446744073709551615, not '" + *text + "'";
    return std::nullopt;
  }
  return n;
}

}  // namespace cli
