// Tokens of the move notation, read from UTF-8 text with their columns. Internal to
// notation.cpp; split out so the character rules (which letters, which quote marks,
// which spaces) sit in one place apart from the grammar.
#pragma once
#include <cstdint>
#include <string_view>

#include "move.h"

namespace cube::notation {

// A count and/or prime written after a move or a closing bracket: "2", "'", "2'", "i".
struct Amount {
  static constexpr uint32_t kCountCap = 1'000'000'000;  // larger counts saturate here
  bool has_count = false;
  uint32_t count = 1;      // as written, saturated at kCountCap; 1 when not written
  uint8_t count_mod4 = 1;  // exact, for moves
  bool inverted = false;
};

struct Token {
  enum class Kind {
    Move,    // a move with its suffix; `move.turns` is 0 for "R4", "R0"
    Amount,  // a suffix standing alone: only valid right after ')' or ']'
    OpenParen,
    CloseParen,
    OpenBracket,
    CloseBracket,
    Comma,
    Colon,
    NissOpen,  // "^(": moves on the inverse side (NISS), as cubing.js writes them
    Pause,     // ".": a pause, kept in printing, no move
    Comment,   // "// ..." to the end of the line (text: the comment without the newline)
    End,
    Invalid,  // a character that is no part of the notation
  };
  Kind kind = Kind::End;
  int column = 1;              // 1-based, in code points
  bool spaced_before = false;  // whitespace or a comment directly before the token
  std::string_view text;       // the token's bytes in the input
  Move move;                   // Kind::Move
  // Kind::Move: the layer number written before it ("2R", "3Rw"), -1 when none. Layer
  // 0 does not exist; the parser says so.
  int layer_prefix = -1;
  Amount amount;  // Kind::Move (its suffix) and Kind::Amount
  // Kind::Invalid: the code point, or the offending byte when the UTF-8 is malformed.
  char32_t code_point = 0;
  bool malformed_utf8 = false;
};

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}
  Token next();

 private:
  struct Char {
    char32_t value = 0;
    int bytes = 0;      // 0 at end of input
    bool valid = true;  // false: one byte of malformed UTF-8
  };
  Char peek(size_t offset_bytes = 0) const;
  void advance(const Char& c);
  bool skip_space();
  Amount read_amount();
  Token lex();
  // Digits right before a face letter ("2R", "3Rw"): the layer number, or -1 when the
  // digits are something else (a count after a move or bracket, or a stray count).
  int read_layer_prefix(bool spaced_before);

  std::string_view text_;
  Token::Kind last_ = Token::Kind::End;  // the kind of the token returned before
  size_t pos_ = 0;
  int column_ = 1;
};

}  // namespace cube::notation
