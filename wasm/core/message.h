// A message for a person, as a code and its parameters ({code: "corner_twist_sum",
// turn: "ccw"}), so that the page and the widget can say it in the user's language and
// the CLI in English, from one registry of codes (message_catalog.cpp).
//
// Templates (the same syntax in web/i18n/core/format.ts):
//   {name}                                  the parameter: text as is, a number, a list
//                                           ("a, b and c"), or a nested message
//   {name, plural, =2 {twice} one {# time} other {# times}}   by a number; # is the number
//   {name, select, ccw {counter-clockwise} other {clockwise}}  by a text
//   {name, list, comma}                     a list as "a, b, c" (no "and")
//   {name, list, or}                        a list as "a, b or c"
//   {name, list, semicolon}                 a list as "a; b; c" (items that hold commas)
#pragma once
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace cube {

struct Message;

struct MessageArg {
  enum class Kind { Text, Number, Decimal, List, Nested };
  Kind kind = Kind::Text;
  std::string text;
  long long number = 0;
  double decimal = 0;             // Decimal: a measured figure (1.02 GB, 3.5 s)
  std::vector<MessageArg> items;  // List
  std::vector<Message> nested;    // Nested: exactly one

  MessageArg() = default;
  MessageArg(std::string s);  // NOLINT(google-explicit-constructor): parameters read as data
  MessageArg(const char* s);  // NOLINT(google-explicit-constructor)
  MessageArg(int n);          // NOLINT(google-explicit-constructor)
  MessageArg(long long n);    // NOLINT(google-explicit-constructor)
  MessageArg(size_t n);       // NOLINT(google-explicit-constructor)
  MessageArg(Message m);      // NOLINT(google-explicit-constructor)
  static MessageArg list(std::vector<MessageArg> items);
  // Not a constructor: a whole number stays a Number (its plural, its =n branch).
  static MessageArg decimal_of(double x);
};

struct Message {
  std::string code;  // a code of message_catalog(); empty for no message
  std::vector<std::pair<std::string, MessageArg>> params;

  bool empty() const { return code.empty(); }
  const MessageArg* param(const std::string& name) const;
  // The English sentence (the CLI's text, and `message` beside the code in the bindings).
  std::string english() const;
};

Message message(std::string code, std::initializer_list<std::pair<std::string, MessageArg>> params = {});

// The registry: every code with its English template, in a fixed order.
struct MessageSpec {
  const char* code;
  const char* english;
};
const std::vector<MessageSpec>& message_catalog();
const MessageSpec* find_message(const std::string& code);

// A template filled in with `m`'s parameters (English rules: "a, b and c", plural one/other).
std::string format_template(const std::string& pattern, const Message& m);
// The parameter names a template uses, each once, in order of first use.
std::vector<std::string> template_params(const std::string& pattern);
// "The X ..." -> "the X ...": a sentence of the catalog used inside another English text.
std::string lower_first(std::string s);
// { "code": "template", ... } for the CLI's `messages` command and the unit test that
// holds the page's English to it.
std::string catalog_json();
// {"code":"...","params":{...}} (numbers as numbers, lists as arrays, nested as objects).
std::string message_json(const Message& m);

}  // namespace cube
