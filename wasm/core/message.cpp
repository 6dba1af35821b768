#include "message.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "json.h"

namespace cube {

MessageArg::MessageArg(std::string s) : text(std::move(s)) {}
MessageArg::MessageArg(const char* s) : text(s) {}
MessageArg::MessageArg(int n) : kind(Kind::Number), number(n) {}
MessageArg::MessageArg(long long n) : kind(Kind::Number), number(n) {}
MessageArg::MessageArg(size_t n) : kind(Kind::Number), number(static_cast<long long>(n)) {}
MessageArg::MessageArg(Message m) : kind(Kind::Nested), nested{std::move(m)} {}

MessageArg MessageArg::list(std::vector<MessageArg> items) {
  MessageArg a;
  a.kind = Kind::List;
  a.items = std::move(items);
  return a;
}

MessageArg MessageArg::decimal_of(double x) {
  MessageArg a;
  a.kind = Kind::Decimal;
  a.decimal = x;
  return a;
}

namespace {
// "1.02", "3.5", "20": the figure as written, no trailing zeros.
std::string decimal_text(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.15g", x);
  return buf;
}
}  // namespace

Message message(std::string code, std::initializer_list<std::pair<std::string, MessageArg>> params) {
  return Message{std::move(code), std::vector<std::pair<std::string, MessageArg>>(params)};
}

const MessageArg* Message::param(const std::string& name) const {
  for (const auto& [k, v] : params)
    if (k == name) return &v;
  return nullptr;
}

const MessageSpec* find_message(const std::string& code) {
  for (const MessageSpec& s : message_catalog())
    if (code == s.code) return &s;
  return nullptr;
}

namespace {

std::string english_arg(const MessageArg& a) {
  switch (a.kind) {
    case MessageArg::Kind::Text: return a.text;
    case MessageArg::Kind::Number: return std::to_string(a.number);
    case MessageArg::Kind::Decimal: return decimal_text(a.decimal);
    case MessageArg::Kind::Nested: return a.nested.front().english();
    case MessageArg::Kind::List: {
      std::string out;  // "a", "a and b", "a, b and c"
      for (size_t i = 0; i < a.items.size(); ++i) {
        if (i > 0) out += i + 1 == a.items.size() ? " and " : ", ";
        out += english_arg(a.items[i]);
      }
      return out;
    }
  }
  return {};
}

// The template's text from `i` to the '}' that closes the current level.
class TemplateReader {
 public:
  TemplateReader(const std::string& p, const Message* m, std::vector<std::string>* names)
      : p_(p), m_(m), names_(names) {}

  // Text up to the closing '}' of this level (or the end); `hash` stands for '#'.
  std::string text(size_t& i, const std::string* hash) {
    std::string out;
    while (i < p_.size() && p_[i] != '}') {
      if (p_[i] == '{') {
        out += placeholder(++i);
      } else if (p_[i] == '#' && hash) {
        out += *hash;
        ++i;
      } else {
        out += p_[i++];
      }
    }
    return out;
  }

 private:
  static bool space(char c) { return c == ' '; }
  void skip(size_t& i) {
    while (i < p_.size() && space(p_[i])) ++i;
  }
  std::string word(size_t& i) {
    skip(i);
    const size_t start = i;
    while (i < p_.size() && p_[i] != ',' && p_[i] != '}' && p_[i] != '{' && !space(p_[i])) ++i;
    return p_.substr(start, i - start);
  }

  std::string placeholder(size_t& i) {
    const std::string name = word(i);
    if (names_ && std::find(names_->begin(), names_->end(), name) == names_->end()) names_->push_back(name);
    const MessageArg* arg = m_ ? m_->param(name) : nullptr;
    skip(i);
    if (i < p_.size() && p_[i] == '}') {
      ++i;
      return arg ? english_arg(*arg) : "{" + name + "}";
    }
    ++i;  // ','
    const std::string kind = word(i);
    skip(i);
    if (i < p_.size() && p_[i] == ',') ++i;
    if (kind == "list") {                 // {name, list, comma}: "a, b, c" (a plain {name} says "a, b and c")
      const std::string style = word(i);  // comma; or: "a, b or c"; semicolon: "a; b; c"
      skip(i);
      ++i;  // closing '}'
      std::string out;
      const size_t n = arg ? arg->items.size() : 0;
      for (size_t k = 0; k < n; ++k) {
        if (k > 0) out += style == "semicolon" ? "; " : style == "or" && k + 1 == n ? " or " : ", ";
        out += english_arg(arg->items[k]);
      }
      return out;
    }
    // Branches: key {text} ...; the chosen one is kept.
    const long long n = arg ? arg->number : 0;
    const std::string value = arg ? (arg->kind == MessageArg::Kind::Number ? std::to_string(n) : arg->text) : "";
    std::string exact, chosen, other;
    bool found = false, found_exact = false;
    for (;;) {
      skip(i);
      if (i >= p_.size() || p_[i] == '}') break;
      const std::string key = word(i);
      skip(i);
      ++i;  // '{'
      const std::string hash = std::to_string(n);
      const std::string body = text(i, kind == "plural" ? &hash : nullptr);
      ++i;  // '}'
      // "=n" before a plural category wherever it is written (as Intl's callers do).
      if (kind == "plural" && key == "=" + std::to_string(n)) {
        exact = body, found_exact = true;
      } else if (key == "other") {
        other = body;
      } else if (!found && (kind == "plural" ? key == "one" && n == 1 : key == value)) {
        chosen = body, found = true;
      }
    }
    ++i;  // closing '}'
    return found_exact ? exact : found ? chosen : other;
  }

  const std::string& p_;
  const Message* m_;
  std::vector<std::string>* names_;
};

}  // namespace

std::string format_template(const std::string& pattern, const Message& m) {
  size_t i = 0;
  return TemplateReader(pattern, &m, nullptr).text(i, nullptr);
}

std::vector<std::string> template_params(const std::string& pattern) {
  std::vector<std::string> names;
  size_t i = 0;
  TemplateReader(pattern, nullptr, &names).text(i, nullptr);
  return names;
}

std::string Message::english() const {
  if (code.empty()) return {};
  const MessageSpec* spec = find_message(code);
  if (!spec) return code;  // (the catalog test keeps every code used in it)
  return format_template(spec->english, *this);
}

std::string lower_first(std::string s) {
  if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') s[0] = static_cast<char>(s[0] - 'A' + 'a');
  return s;
}

std::string catalog_json() {
  std::string out = "{";
  bool first = true;
  for (const MessageSpec& s : message_catalog()) {
    out += (first ? "\n  " : ",\n  ") + json_string(s.code) + ": " + json_string(s.english);
    first = false;
  }
  return out + "\n}";
}

namespace {
std::string arg_json(const MessageArg& a) {
  switch (a.kind) {
    case MessageArg::Kind::Text: return json_string(a.text);
    case MessageArg::Kind::Number: return std::to_string(a.number);
    case MessageArg::Kind::Decimal: return decimal_text(a.decimal);
    case MessageArg::Kind::Nested: return message_json(a.nested.front());
    case MessageArg::Kind::List: {
      std::string out = "[";
      for (size_t i = 0; i < a.items.size(); ++i) out += (i ? "," : "") + arg_json(a.items[i]);
      return out + "]";
    }
  }
  return "null";
}
}  // namespace

std::string message_json(const Message& m) {
  std::string out = "{\"code\":" + json_string(m.code) + ",\"params\":{";
  for (size_t i = 0; i < m.params.size(); ++i)
    out += (i ? "," : "") + json_string(m.params[i].first) + ":" + arg_json(m.params[i].second);
  return out + "}}";
}

}  // namespace cube
