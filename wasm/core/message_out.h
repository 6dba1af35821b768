// Where a function says what went wrong: a Message (the bindings: a code for the page's
// language) or its English (the CLI, the tests), or nowhere (nullptr). One parameter
// type for both, so a function that fails says it once, as a code, and callers that
// want text keep passing a std::string*.
#pragma once
#include <cstddef>
#include <string>
#include <utility>

#include "message.h"

namespace cube {

class MessageOut {
 public:
  MessageOut() = default;
  MessageOut(std::nullptr_t) {}                            // NOLINT(google-explicit-constructor)
  MessageOut(std::string* english) : english_(english) {}  // NOLINT(google-explicit-constructor)
  MessageOut(Message* said) : said_(said) {}               // NOLINT(google-explicit-constructor)

  // Says `m` (its English into a std::string).
  void set(Message m) const {
    if (english_) *english_ = m.english();
    if (said_) *said_ = std::move(m);
  }
  // Nothing has been said yet (or there is nowhere to say it).
  bool empty() const { return english_ ? english_->empty() : said_ ? said_->empty() : true; }

 private:
  std::string* english_ = nullptr;
  Message* said_ = nullptr;
};

}  // namespace cube
