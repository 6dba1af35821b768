#include "puzzles/8puzzle/sliding_board.h"

#include <cctype>

namespace cube::sliding {
namespace {

bool is_separator(char c) {
  return std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == '/' || c == '|' || c == ';';
}
bool is_blank_mark(char c) { return c == '_' || c == '.'; }

}  // namespace

Board default_goal() { return {1, 2, 3, 4, 5, 6, 7, 8, 0}; }

int blank_cell(const Board& b) {
  for (int i = 0; i < kCells; ++i)
    if (b[i] == 0) return i;
  return -1;
}

char slide_letter(Slide s) { return "UDLR"[static_cast<int>(s)]; }

Slide opposite(Slide s) {
  switch (s) {
    case Slide::Up: return Slide::Down;
    case Slide::Down: return Slide::Up;
    case Slide::Left: return Slide::Right;
    default: return Slide::Left;
  }
}

std::string format_slides(const std::vector<Slide>& slides) {
  std::string out;
  for (Slide s : slides) {
    if (!out.empty()) out += ' ';
    out += slide_letter(s);
  }
  return out;
}

SlidesParse parse_slides(std::string_view text) {
  SlidesParse r;
  static constexpr std::string_view kWords[4] = {"up", "down", "left", "right"};
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (is_separator(c)) {
      ++i;
      continue;
    }
    const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const size_t k = std::string_view("UDLR").find(up);
    if (k == std::string_view::npos) {
      r.text = message("slides_not_a_slide", {{"column", i + 1}, {"symbol", std::string(1, c)}});
      r.error = r.text.english();
      return r;
    }
    r.slides.push_back(static_cast<Slide>(k));
    // A whole word ("up", "Left") counts once.
    size_t len = 1;
    const std::string_view w = kWords[k];
    if (text.size() - i >= w.size()) {
      bool word = true;
      for (size_t j = 0; j < w.size(); ++j)
        word = word && std::tolower(static_cast<unsigned char>(text[i + j])) == w[j];
      if (word && (i + w.size() == text.size() || !std::isalpha(static_cast<unsigned char>(text[i + w.size()]))))
        len = w.size();
    }
    i += len;
  }
  r.ok = true;
  return r;
}

bool apply(Board& b, Slide s) {
  const int z = blank_cell(b);
  if (z < 0) return false;
  const int row = z / kSide, col = z % kSide;
  int to = -1;
  switch (s) {
    case Slide::Up: to = row > 0 ? z - kSide : -1; break;
    case Slide::Down: to = row < kSide - 1 ? z + kSide : -1; break;
    case Slide::Left: to = col > 0 ? z - 1 : -1; break;
    case Slide::Right: to = col < kSide - 1 ? z + 1 : -1; break;
  }
  if (to < 0) return false;
  b[z] = b[to];
  b[to] = 0;
  return true;
}

int apply(Board& b, const std::vector<Slide>& slides) {
  for (size_t i = 0; i < slides.size(); ++i)
    if (!apply(b, slides[i])) return static_cast<int>(i);
  return -1;
}

std::string describe_slide(const Board& b, Slide s) {
  Board after = b;
  if (!apply(after, s))
    return std::string("the blank cannot move ") + (s == Slide::Up     ? "up"
                                                    : s == Slide::Down ? "down"
                                                    : s == Slide::Left ? "left"
                                                                       : "right");
  const int tile = b[blank_cell(after)];
  static constexpr const char* kTileWay[4] = {"down", "up", "right", "left"};  // opposite of the blank
  return "tile " + std::to_string(tile) + " slides " + kTileWay[static_cast<int>(s)];
}

BoardParse parse_board(std::string_view text) {
  BoardParse r;
  struct Item {
    std::string text;
    size_t column;
  };
  std::vector<Item> items;
  for (size_t i = 0; i < text.size();) {
    if (is_separator(text[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && !is_separator(text[j])) ++j;
    items.push_back({std::string(text.substr(i, j - i)), i + 1});
    i = j;
  }
  // Nine digits run together: "130427856".
  if (items.size() == 1 && items[0].text.size() == kCells) {
    const Item whole = items[0];
    bool digits = true;
    for (char c : whole.text) digits = digits && (std::isdigit(static_cast<unsigned char>(c)) || is_blank_mark(c));
    if (digits) {
      items.clear();
      for (size_t k = 0; k < whole.text.size(); ++k) items.push_back({whole.text.substr(k, 1), whole.column + k});
    }
  }
  auto fail = [&r](Message text) {
    r.error = text.english();
    r.text = std::move(text);
    return r;
  };
  if (items.empty()) return fail(message("board_empty"));
  std::vector<int> values;
  for (size_t k = 0; k < items.size(); ++k) {
    const std::string& t = items[k].text;
    const Message where = message(
        "board_item", {{"index", static_cast<int>(k + 1)}, {"text", t}, {"column", static_cast<int>(items[k].column)}});
    if (t.size() == 1 && is_blank_mark(t[0])) {
      values.push_back(0);
      continue;
    }
    bool number = !t.empty() && t.size() <= 3;
    for (char c : t) number = number && std::isdigit(static_cast<unsigned char>(c));
    if (!number) return fail(message("board_not_a_number", {{"item", where}}));
    const int v = std::stoi(t);
    if (v > 8) return fail(message("board_out_of_range", {{"item", where}, {"value", v}}));
    values.push_back(v);
  }
  if (values.size() != kCells) return fail(message("board_count", {{"count", values.size()}}));
  std::vector<std::vector<int>> where(kCells);
  for (int k = 0; k < kCells; ++k) where[values[k]].push_back(k + 1);
  std::vector<MessageArg> problems;
  for (int v = 0; v < kCells; ++v) {
    if (where[v].size() > 1) {
      std::vector<MessageArg> items(where[v].begin(), where[v].end());
      problems.emplace_back(message("board_tile_repeated",
                                    {{"tile", v}, {"times", where[v].size()}, {"items", MessageArg::list(items)}}));
    }
  }
  for (int v = 0; v < kCells; ++v)
    if (where[v].empty()) problems.emplace_back(message("board_tile_missing", {{"tile", v}}));
  if (!problems.empty()) return fail(message("board_tiles", {{"problems", MessageArg::list(std::move(problems))}}));
  for (int k = 0; k < kCells; ++k) r.board[k] = static_cast<uint8_t>(values[k]);
  r.ok = true;
  return r;
}

std::string format_board(const Board& b) {
  std::string out;
  for (int i = 0; i < kCells; ++i) {
    if (i) out += ' ';
    out += static_cast<char>('0' + b[i]);
  }
  return out;
}

std::string format_grid(const Board& b) {
  std::string out;
  for (int i = 0; i < kCells; ++i) {
    out += b[i] ? static_cast<char>('0' + b[i]) : '_';
    out += i % kSide == kSide - 1 ? '\n' : ' ';
  }
  return out;
}

int inversions(const Board& b) {
  int n = 0;
  for (int i = 0; i < kCells; ++i)
    for (int j = i + 1; j < kCells; ++j) n += b[i] && b[j] && b[i] > b[j];
  return n;
}

bool solvable(const Board& start, const Board& goal) { return inversions(start) % 2 == inversions(goal) % 2; }

Message unsolvable_text(const Board& start, const Board& goal) {
  if (solvable(start, goal)) return {};
  const int a = inversions(start), b = inversions(goal);
  auto parity = [](int n) { return n % 2 ? "odd" : "even"; };
  return message("board_unsolvable",
                 {{"start_parity", parity(a)}, {"start_count", a}, {"goal_parity", parity(b)}, {"goal_count", b}});
}

std::string unsolvable_reason(const Board& start, const Board& goal) {
  const Message m = unsolvable_text(start, goal);
  return m.empty() ? "" : m.english();
}

Board random_board(Rng& rng, const Board& goal) {
  Board b = goal;
  for (int i = kCells - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
    std::swap(b[i], b[j]);
  }
  if (!solvable(b, goal)) {
    // Swapping the first two tiles flips the parity: a bijection between the halves,
    // so the result is uniform over the solvable boards.
    int first = -1;
    for (int i = 0; i < kCells; ++i) {
      if (!b[i]) continue;
      if (first < 0) {
        first = i;
      } else {
        std::swap(b[first], b[i]);
        break;
      }
    }
  }
  return b;
}

}  // namespace cube::sliding
