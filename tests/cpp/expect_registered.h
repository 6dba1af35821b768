// A check the message tests share: a message's code is registered with exactly the
// parameters its template names (message_test, solver_messages_test).
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/message.h"

namespace cube {

// Every code registered, every parameter named by the template and every name given,
// nested messages too.
inline void expect_registered(const Message& m, const std::string& context) {
  const MessageSpec* spec = find_message(m.code);
  ASSERT_NE(spec, nullptr) << m.code << " (" << context << ")";
  std::vector<std::string> given;
  for (const auto& [name, arg] : m.params) {
    given.push_back(name);
    std::vector<const MessageArg*> args{&arg};
    for (size_t i = 0; i < args.size(); ++i) {
      for (const MessageArg& item : args[i]->items) args.push_back(&item);
      for (const Message& nested : args[i]->nested) expect_registered(nested, context);
    }
  }
  std::vector<std::string> named = template_params(spec->english);
  std::sort(given.begin(), given.end());
  std::sort(named.begin(), named.end());
  EXPECT_EQ(given, named) << m.code << " (" << context << ")";
}

}  // namespace cube
