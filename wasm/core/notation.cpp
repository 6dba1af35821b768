// Recursive-descent parser over notation_lexer's tokens. Each construct yields its
// expanded moves and its canonical text together; sizes are checked before any
// repetition is expanded, so "(((R)99)99)99" is refused without building it.
#include "notation.h"

#include <cstdint>
#include <cstdio>
#include <utility>

#include "alg.h"
#include "notation_lexer.h"

namespace cube {
namespace {

using notation::Amount;
using notation::Lexer;
using notation::Token;

// A parsed piece of notation: what it does, and how it is written canonically.
struct Fragment {
  std::vector<Move> moves;
  std::vector<Move> inverse;  // moves in ^( ): on the inverse side (top level only)
  std::string canonical;
  bool ends_in_comment = false;  // the canonical text ends with a "//" comment
  // The canonical text, ended so that a closing bracket after it is not commented out.
  std::string closable() const { return ends_in_comment ? canonical + "\n" : canonical; }
};

std::string hex(char32_t v, int digits) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%0*X", digits, static_cast<unsigned>(v));
  return buf;
}

// How a token is named in a message: quoted as written, or by code for what cannot
// be shown (control characters, malformed bytes).
Message describe(const Token& t) {
  if (t.kind == Token::Kind::End) return message("token_end");
  if (t.kind == Token::Kind::Invalid) {
    if (t.malformed_utf8) return message("token_byte", {{"hex", hex(t.code_point, 2)}});
    const char32_t c = t.code_point;
    if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0)) return message("token_code_point", {{"hex", hex(c, 4)}});
  }
  return message("token", {{"text", std::string(t.text)}});
}

// "(R U)3'" -> "3'"; a count of 1 is not written.
std::string suffix_text(const Amount& a) {
  std::string s;
  if (a.count != 1) s = std::to_string(a.count);
  if (a.inverted) s += '\'';
  return s;
}

class Parser {
 public:
  Parser(std::string_view text, const ParseLimits& limits) : lexer_(text), limits_(limits) { advance(); }

  ParsedAlg run() {
    ParsedAlg result;
    Fragment all;
    if (sequence(0, all) && tok_.kind != Token::Kind::End) stray_token();
    if (failed_) {
      result.ok = false;
      result.error = error_;
      return result;
    }
    result.normal_moves = all.moves;
    result.inverse_moves = all.inverse;
    // The state from solved: the inverse side's moves undone first (I^-1 S N).
    result.moves = invert(all.inverse);
    result.moves.insert(result.moves.end(), all.moves.begin(), all.moves.end());
    result.canonical = std::move(all.canonical);
    return result;
  }

 private:
  void advance() {
    previous_ = tok_.kind;
    tok_ = lexer_.next();
  }

  bool fail(int column, std::string expected, Message what) {
    failed_ = true;
    error_.column = column;
    error_.expected = std::move(expected);
    error_.text = message("at_column", {{"column", column}, {"what", std::move(what)}});
    error_.message = error_.text.english();
    return false;
  }

  bool too_many_moves(int column) {
    return fail(column, "at most " + std::to_string(limits_.max_moves) + " moves",
                message("alg_too_long", {{"max", limits_.max_moves}}));
  }

  bool enter(int depth, int column) {
    if (depth <= limits_.max_depth) return true;
    return fail(column, "at most " + std::to_string(limits_.max_depth) + " nested brackets",
                message("alg_too_deep", {{"max", limits_.max_depth}}));
  }

  // A closing token where the top level cannot use it.
  void stray_token() {
    const Token& t = tok_;
    switch (t.kind) {
      case Token::Kind::CloseParen: fail(t.column, "a move", message("unmatched_paren")); break;
      case Token::Kind::CloseBracket: fail(t.column, "a move", message("unmatched_bracket")); break;
      case Token::Kind::Comma: fail(t.column, "a move", message("stray_comma")); break;
      default: fail(t.column, "a move", message("stray_colon")); break;
    }
  }

  bool append(Fragment& out, Fragment&& piece, int column) {
    if (out.moves.size() + out.inverse.size() + piece.moves.size() + piece.inverse.size() >
        static_cast<size_t>(limits_.max_moves)) {
      return too_many_moves(column);
    }
    out.moves.insert(out.moves.end(), piece.moves.begin(), piece.moves.end());
    out.inverse.insert(out.inverse.end(), piece.inverse.begin(), piece.inverse.end());
    if (!piece.canonical.empty()) {
      // After a comment the next piece starts a line, so the comment ends where it did.
      if (!out.canonical.empty()) out.canonical += out.ends_in_comment ? '\n' : ' ';
      out.canonical += piece.canonical;
      out.ends_in_comment = piece.ends_in_comment;
    }
    return true;
  }

  // Moves, groups and brackets up to the first token that closes or separates.
  bool sequence(int depth, Fragment& out) {
    for (;;) {
      const int column = tok_.column;
      Fragment piece;
      switch (tok_.kind) {
        case Token::Kind::Move:
          if (tok_.layer_prefix == 0) {
            return fail(column, "a layer number from 1", message("layer_zero", {{"token", describe(tok_)}}));
          }
          if (limits_.cube_size > 0 && !fits_cube(tok_.move)) {
            return fail(column, accepted_moves(limits_.cube_size),
                        message("not_a_cube_move", {{"token", describe(tok_)},
                                                    {"puzzle", cube_name(limits_.cube_size)},
                                                    {"why", why_not(tok_.move)},
                                                    {"size", limits_.cube_size},
                                                    {"accepted", accepted_moves_text(limits_.cube_size)}}));
          }
          if (tok_.move.turns != 0) {  // "R4" and "R0" do nothing
            piece.moves.push_back(tok_.move);
            piece.canonical = to_string(tok_.move);
          }
          advance();
          break;
        case Token::Kind::OpenParen:
          if (limits_.plain_niss && depth == 0 && !in_niss_) {
            if (!niss_group(depth + 1, piece, "(")) return false;
          } else if (!group(depth + 1, piece)) {
            return false;
          }
          break;
        case Token::Kind::OpenBracket:
          if (!bracket(depth + 1, piece)) return false;
          break;
        case Token::Kind::NissOpen:
          if (depth > 0 || in_niss_) {
            return fail(column, "a move", message("niss_nested"));
          }
          if (!niss_group(depth + 1, piece, "^(")) return false;
          break;
        case Token::Kind::Pause:
          piece.canonical = ".";
          advance();
          break;
        case Token::Kind::Comment: {
          std::string text(tok_.text);
          while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.pop_back();
          piece.canonical = text;
          piece.ends_in_comment = true;
          advance();
          break;
        }
        case Token::Kind::Invalid: return fail(column, "a move", message("not_a_move", {{"token", describe(tok_)}}));
        case Token::Kind::Amount:
          if (!tok_.spaced_before && (previous_ == Token::Kind::Move || previous_ == Token::Kind::CloseParen ||
                                      previous_ == Token::Kind::CloseBracket)) {
            return fail(column, "a move", message("second_amount", {{"token", describe(tok_)}}));
          }
          return fail(column, "a move", message("amount_alone", {{"token", describe(tok_)}}));
        default: return true;
      }
      if (!append(out, std::move(piece), column)) return false;
    }
  }

  // The optional count and prime written right after ')' or ']'.
  Amount suffix() {
    Amount a;
    if (tok_.kind == Token::Kind::Amount && !tok_.spaced_before) {
      a = tok_.amount;
      advance();
    }
    return a;
  }

  // body, inverted if the suffix says so, repeated its count; the canonical text is
  // `open + suffix`, or nothing when the result is no moves at all.
  bool repeat(Fragment&& body, const Amount& a, int column, std::string written, Fragment& out) {
    const uint64_t total = static_cast<uint64_t>(body.moves.size()) * a.count;
    if (total > static_cast<uint64_t>(limits_.max_moves)) return too_many_moves(column);
    if (total == 0) return true;
    const std::vector<Move> once = a.inverted ? invert(body.moves) : std::move(body.moves);
    out.moves.reserve(total);
    for (uint32_t i = 0; i < a.count; ++i) {
      out.moves.insert(out.moves.end(), once.begin(), once.end());
    }
    out.canonical = std::move(written) + suffix_text(a);
    return true;
  }

  // "(" sequence ")" suffix
  bool group(int depth, Fragment& out) {
    const int open = tok_.column;
    if (!enter(depth, open)) return false;
    advance();
    Fragment inner;
    if (!sequence(depth, inner)) return false;
    if (tok_.kind != Token::Kind::CloseParen) {
      return fail(tok_.column, "')'", message("unclosed_group", {{"open", open}, {"found", describe(tok_)}}));
    }
    advance();
    const Amount a = suffix();
    std::string written = "(" + inner.closable() + ")";
    return repeat(std::move(inner), a, open, std::move(written), out);
  }

  // "^(" sequence ")" (or "(" with plain_niss, `opener`): the moves go to the inverse side.
  bool niss_group(int depth, Fragment& out, const char* opener) {
    const int open = tok_.column;
    if (!enter(depth, open)) return false;
    advance();
    Fragment inner;
    in_niss_ = true;
    const bool ok = sequence(depth, inner);
    in_niss_ = false;
    if (!ok) return false;
    if (tok_.kind != Token::Kind::CloseParen) {
      return fail(tok_.column, "')'",
                  message("unclosed_niss", {{"opener", opener}, {"open", open}, {"found", describe(tok_)}}));
    }
    advance();
    if (tok_.kind == Token::Kind::Amount && !tok_.spaced_before) {
      return fail(tok_.column, "a move", message("niss_amount", {{"opener", opener}}));
    }
    out.inverse = std::move(inner.moves);
    out.canonical = "^(" + inner.closable() + ")";
    return true;
  }

  // "[" sequence ("," | ":") sequence "]" suffix
  bool bracket(int depth, Fragment& out) {
    const int open = tok_.column;
    if (!enter(depth, open)) return false;
    advance();
    Fragment a, b;
    if (!sequence(depth, a)) return false;
    const bool commutator = tok_.kind == Token::Kind::Comma;
    if (!commutator && tok_.kind != Token::Kind::Colon) {
      return fail(tok_.column, "',' or ':'", message("bracket_separator", {{"open", open}, {"found", describe(tok_)}}));
    }
    advance();
    if (!sequence(depth, b)) return false;
    if (tok_.kind != Token::Kind::CloseBracket) {
      return fail(tok_.column, "']'", message("unclosed_bracket", {{"open", open}, {"found", describe(tok_)}}));
    }
    advance();
    const Amount amount = suffix();

    // [A, B] = A B A' B'; [A: B] = A B A'.
    const size_t size = 2 * a.moves.size() + (commutator ? 2 : 1) * b.moves.size();
    if (size > static_cast<size_t>(limits_.max_moves)) return too_many_moves(open);
    Fragment body;
    body.moves.reserve(size);
    const std::vector<Move> a_inverse = invert(a.moves);
    body.moves.insert(body.moves.end(), a.moves.begin(), a.moves.end());
    body.moves.insert(body.moves.end(), b.moves.begin(), b.moves.end());
    body.moves.insert(body.moves.end(), a_inverse.begin(), a_inverse.end());
    if (commutator) {
      const std::vector<Move> b_inverse = invert(b.moves);
      body.moves.insert(body.moves.end(), b_inverse.begin(), b_inverse.end());
    }
    std::string written =
        "[" + a.closable() + (commutator ? "," : ":") + (b.canonical.empty() ? "" : " " + b.closable()) + "]";
    return repeat(std::move(body), amount, open, std::move(written), out);
  }

  bool fits_cube(const Move& m) const {
    LayerTurn t;
    Move quarter = m;
    quarter.turns = 1;  // "R4" names a move even though it does nothing
    return layer_turn(quarter, limits_.cube_size, t);
  }

  static std::string cube_name(int n) {
    const std::string s = std::to_string(n);
    return s + "x" + s + "x" + s;
  }

  // Why a move the notation knows is not one of this cube's.
  // (a select key of not_a_cube_move: slice, whole, depth or other)
  std::string why_not(const Move& m) const {
    const int n = limits_.cube_size;
    if (m.kind == Move::Kind::Slice && n % 2 == 0) return "slice";
    if (m.kind == Move::Kind::Wide && m.depth >= n) return "whole";
    if (m.depth > n) return "depth";
    return "other";
  }

  Lexer lexer_;
  ParseLimits limits_;
  Token tok_;
  Token::Kind previous_ = Token::Kind::End;
  bool in_niss_ = false;
  bool failed_ = false;
  ParseError error_;
};

}  // namespace

ParsedAlg parse_alg_with_limits(std::string_view text, const ParseLimits& limits) {
  ParseLimits sane = limits;
  if (sane.max_depth < 0) sane.max_depth = 0;
  if (sane.max_moves < 0) sane.max_moves = 0;
  return Parser(text, sane).run();
}

ParsedAlg parse_alg(std::string_view text) { return parse_alg_with_limits(text, ParseLimits{}); }

ParsedAlg parse_alg_for(int cube_size, std::string_view text) {
  ParseLimits limits;
  limits.cube_size = cube_size;
  return parse_alg_with_limits(text, limits);
}

Message accepted_moves_text(int n) { return message("accepted_moves", {{"size", n}, {"below", n - 1}}); }

std::string accepted_moves(int n) {
  if (n == 2) return "U R F D L B, Uw… or u… (two layers: the whole cube), x y z";
  if (n == 3) return "U R F D L B, Uw… or u…, 2R… (the middle layer), M E S, x y z";
  const std::string last = std::to_string(n), below = std::to_string(n - 1);
  return "U R F D L B, Uw… or u…, 2Rw…-" + below + "Rw… (that many layers), 2R…-" + last +
         "R… (one inner layer), x y z";
}

std::string format_moves(const std::vector<Move>& moves) {
  std::string s;
  for (const Move& m : moves) {
    if (!s.empty()) s += ' ';
    s += to_string(m);
  }
  return s;
}

}  // namespace cube
