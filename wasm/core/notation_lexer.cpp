#include "notation_lexer.h"

#include <algorithm>

namespace cube::notation {
namespace {

bool is_space(char32_t c) {
  switch (c) {
    case ' ':
    case '\t':
    case '\n':
    case '\r':
    case '\v':
    case '\f':
    case 0x00A0:  // no-break space, common in text pasted from web pages
    case 0x202F:
    case 0x205F:
    case 0x3000:
    case 0xFEFF:  // byte-order mark
      return true;
    default: return c >= 0x2000 && c <= 0x200A;  // typographic spaces
  }
}

// Every way people write the prime: ASCII, typographic quotes, the acute accent of
// European keyboards, the backtick, and the seed's 'i'.
bool is_prime(char32_t c) {
  switch (c) {
    case '\'':
    case '`':
    case 'i':
    case 0x2019:
    case 0x2018:
    case 0x2032:
    case 0x00B4:
    case 0x02BC: return true;
    default: return false;
  }
}

bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }

bool is_face(char32_t c) { return c == 'U' || c == 'R' || c == 'F' || c == 'D' || c == 'L' || c == 'B'; }
bool is_lower_face(char32_t c) { return c == 'u' || c == 'r' || c == 'f' || c == 'd' || c == 'l' || c == 'b'; }
bool is_slice(char32_t c) { return c == 'M' || c == 'E' || c == 'S'; }
bool is_rotation(char32_t c) { return c == 'x' || c == 'y' || c == 'z'; }

}  // namespace

Lexer::Char Lexer::peek(size_t offset_bytes) const {
  const size_t p = pos_ + offset_bytes;
  if (p >= text_.size()) return {0, 0, true};
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text_[p + i]); };
  const unsigned char b0 = byte(0);
  if (b0 < 0x80) return {b0, 1, true};
  int length = 0;
  char32_t value = 0;
  unsigned char low = 0x80, high = 0xBF;  // allowed range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    length = 2, value = b0 & 0x1F;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    length = 3, value = b0 & 0x0F;
    if (b0 == 0xE0) low = 0xA0;   // no overlong forms
    if (b0 == 0xED) high = 0x9F;  // no surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    length = 4, value = b0 & 0x07;
    if (b0 == 0xF0) low = 0x90;
    if (b0 == 0xF4) high = 0x8F;  // nothing above U+10FFFF
  } else {
    return {b0, 1, false};
  }
  if (p + length > text_.size()) return {b0, 1, false};
  for (int i = 1; i < length; ++i) {
    const unsigned char b = byte(i);
    const unsigned char lo = i == 1 ? low : 0x80, hi = i == 1 ? high : 0xBF;
    if (b < lo || b > hi) return {b0, 1, false};
    value = (value << 6) | (b & 0x3F);
  }
  return {value, length, true};
}

void Lexer::advance(const Char& c) {
  pos_ += c.bytes;
  ++column_;
}

bool Lexer::skip_space() {
  bool skipped = false;
  for (;;) {
    const Char c = peek();
    if (c.bytes == 0 || !c.valid || !is_space(c.value)) return skipped;
    advance(c);
    skipped = true;
  }
}

// Digits, then a prime; a prime written first may still be followed by digits
// ("R'2" = "R2'"), which is unambiguous and common enough to accept.
Amount Lexer::read_amount() {
  Amount a;
  const auto read_digits = [&] {
    uint64_t count = 0;
    int mod4 = 0;
    while (peek().valid && is_digit(peek().value)) {
      const int d = static_cast<int>(peek().value - '0');
      count = count * 10 + d;
      if (count > Amount::kCountCap) count = Amount::kCountCap;
      mod4 = (mod4 * 10 + d) % 4;
      advance(peek());
      a.has_count = true;
    }
    if (a.has_count) {
      a.count = static_cast<uint32_t>(count);
      a.count_mod4 = static_cast<uint8_t>(mod4);
    }
  };
  read_digits();
  if (peek().valid && is_prime(peek().value)) {
    advance(peek());
    a.inverted = true;
    if (!a.has_count) read_digits();
  }
  return a;
}

int Lexer::read_layer_prefix(bool spaced_before) {
  // "R2R" and "(R U)2R" keep meaning a count then a move: a prefix needs a space or a
  // token that takes no count before it.
  const bool after_countable =
      last_ == Token::Kind::Move || last_ == Token::Kind::CloseParen || last_ == Token::Kind::CloseBracket;
  if (after_countable && !spaced_before) return -1;
  size_t offset = 0;
  int value = 0;
  while (peek(offset).valid && is_digit(peek(offset).value)) {
    value = std::min(value * 10 + static_cast<int>(peek(offset).value - '0'), 1000);
    ++offset;
  }
  const Char after = peek(offset);
  if (!after.valid || !is_face(after.value)) return -1;
  while (offset-- > 0) advance(peek());
  return value;
}

Token Lexer::next() {
  Token t = lex();
  last_ = t.kind;
  return t;
}

Token Lexer::lex() {
  Token t;
  t.spaced_before = skip_space() || last_ == Token::Kind::Comment;
  t.column = column_;
  const size_t start = pos_;
  const Char c = peek();
  const auto finish = [&](Token::Kind kind) {
    t.kind = kind;
    t.text = text_.substr(start, pos_ - start);
    return t;
  };
  if (c.bytes == 0) return finish(Token::Kind::End);
  if (!c.valid) {
    advance(c);
    t.code_point = c.value;
    t.malformed_utf8 = true;
    return finish(Token::Kind::Invalid);
  }
  const char32_t v = c.value;
  switch (v) {
    case '(': advance(c); return finish(Token::Kind::OpenParen);
    case ')': advance(c); return finish(Token::Kind::CloseParen);
    case '[': advance(c); return finish(Token::Kind::OpenBracket);
    case ']': advance(c); return finish(Token::Kind::CloseBracket);
    case ',': advance(c); return finish(Token::Kind::Comma);
    case ':': advance(c); return finish(Token::Kind::Colon);
    case '.': advance(c); return finish(Token::Kind::Pause);
    case '^':
      if (peek(1).value == '(') {
        advance(c);
        advance(peek());
        return finish(Token::Kind::NissOpen);
      }
      break;
    case '/':
      if (peek(1).value == '/') {  // a comment, to the end of the line
        while (peek().bytes != 0 && peek().value != '\n') advance(peek());
        return finish(Token::Kind::Comment);
      }
      break;
    default: break;
  }
  const int prefix = is_digit(v) ? read_layer_prefix(t.spaced_before) : -1;
  if (prefix < 0 && (is_digit(v) || is_prime(v))) {
    t.amount = read_amount();
    return finish(Token::Kind::Amount);
  }
  Move m;
  if (prefix >= 0 || is_face(v)) {
    const Char face = peek();
    m.kind = Move::Kind::Face;
    m.family = static_cast<char>(face.value);
    advance(face);
    if (peek().value == 'w') {
      m.kind = Move::Kind::Wide;
      advance(peek());
    }
    // Canonical depth (move.h): "1R" is R, "2Rw" is Rw, "1Rw" one layer: R.
    t.layer_prefix = prefix;
    if (prefix > 255) m.depth = 255;  // no cube has that many layers; refused when played
    else if (m.kind == Move::Kind::Face && prefix >= 2) m.depth = static_cast<uint8_t>(prefix);
    else if (m.kind == Move::Kind::Wide && prefix >= 3) m.depth = static_cast<uint8_t>(prefix);
    else if (m.kind == Move::Kind::Wide && prefix == 1) m.kind = Move::Kind::Face;
  } else if (is_lower_face(v)) {
    m.kind = Move::Kind::Wide;
    m.family = static_cast<char>(v - 'a' + 'A');
    advance(c);
  } else if (is_slice(v)) {
    m.kind = Move::Kind::Slice;
    m.family = static_cast<char>(v);
    advance(c);
  } else if (is_rotation(v)) {
    m.kind = Move::Kind::Rotation;
    m.family = static_cast<char>(v);
    advance(c);
  } else {
    advance(c);
    t.code_point = v;
    return finish(Token::Kind::Invalid);
  }
  t.amount = read_amount();
  const int quarter = t.amount.has_count ? t.amount.count_mod4 : 1;
  m.turns = static_cast<uint8_t>(t.amount.inverted ? (4 - quarter) % 4 : quarter);
  t.move = m;
  return finish(Token::Kind::Move);
}

}  // namespace cube::notation
