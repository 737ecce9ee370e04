#include "play/notation.hpp"

#include "number/numeral.hpp"

#include <algorithm>
#include <optional>
#include <vector>

namespace rithmo::play {

namespace {

struct Token {
  std::string_view text;
  std::size_t column = 0;  // 1-based
};

class Parser {
 public:
  Parser(std::string_view text, const std::string& name) : text_(text), name_(name) {}

  Position parse();

 private:
  [[noreturn]] void fail(std::size_t column, const std::string& message) const {
    throw DiagnosticError({name_, line_, column, message});
  }
  std::vector<Token> tokenize(std::string_view line);
  int number(const Token& t, std::string_view digits, std::size_t offset, int lo, int hi, const char* what);
  Man man(const Token& t);
  TakenEntry entry(const Token& t);
  std::optional<Shape> shape_letter(char c) const;

  std::string_view text_;
  const std::string& name_;
  std::size_t line_ = 0;
};

std::vector<Token> Parser::tokenize(std::string_view line) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < line.size()) {
    const char c = line[i];
    if (c == ' ' || c == '\t') {
      ++i;
      continue;
    }
    const std::size_t start = i;
    int depth = 0;
    std::size_t open = 0;
    while (i < line.size()) {
      const char d = line[i];
      if (d == '\r') fail(i + 1, "carriage return in the text (lines must end with a line feed only)");
      if (d == '(') {
        if (depth) fail(i + 1, "'(' inside a king's layers");
        depth = 1;
        open = i;
      } else if (d == ')') {
        if (!depth) fail(i + 1, "')' without '('");
        depth = 0;
      } else if ((d == ' ' || d == '\t') && !depth) {
        break;
      }
      ++i;
    }
    if (depth) fail(open + 1, "'(' is not closed on its line");
    out.push_back({line.substr(start, i - start), start + 1});
  }
  return out;
}

int Parser::number(const Token& t, std::string_view digits, std::size_t offset, int lo, int hi,
                   const char* what) {
  const std::size_t col = t.column + offset;
  if (!all_digits(digits)) {
    fail(col, std::string("expected the ") + what + " in digits, found '" + std::string(digits) + "'");
  }
  if (digits.size() > 1 && digits[0] == '0') fail(col, std::string("the ") + what + " has a leading zero");
  if (digits.size() > 6)
    fail(col, std::string("the ") + what + " " + std::string(digits) + " is out of range (" +
                  std::to_string(lo) + "-" + std::to_string(hi) + ")");
  const int v = static_cast<int>(*read_count(digits, 999999));
  if (v < lo || v > hi) {
    fail(col, std::string("the ") + what + " " + std::to_string(v) + " is out of range (" +
                  std::to_string(lo) + "-" + std::to_string(hi) + ")");
  }
  return v;
}

std::optional<Shape> Parser::shape_letter(char c) const {
  if (c == 'R') return Shape::Round;
  if (c == 'T') return Shape::Triangle;
  if (c == 'S') return Shape::Square;
  return std::nullopt;
}

Man Parser::man(const Token& t) {
  const std::string_view s = t.text;
  Man m;
  if (s.size() >= 2 && s[0] == 'K' && s[1] == '(') {
    if (s.back() != ')') fail(t.column, "a king is written K(...) with his layers inside");
    m.king = true;
    m.shape = Shape::Square;
    const std::string_view inner = s.substr(2, s.size() - 3);
    std::size_t i = 0;
    while (i < inner.size()) {
      if (inner[i] == ' ' || inner[i] == '\t') {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < inner.size() && inner[j] != ' ' && inner[j] != '\t') ++j;
      const std::string_view layer = inner.substr(i, j - i);
      const std::size_t col = 2 + i;  // offset of the layer within the token
      if (m.layer_count == kMaxLayers)
        fail(t.column + col, "a king has at most " + std::to_string(kMaxLayers) + " layers");
      std::size_t k = 0;
      const bool gone = layer[0] == 'x';
      if (gone) ++k;
      const auto shape = k < layer.size() ? shape_letter(layer[k]) : std::nullopt;
      if (!shape)
        fail(t.column + col, "bad layer '" + std::string(layer) +
                                 "' (expected R, T or S and a number, x before a layer taken)");
      const int v = number(t, layer.substr(k + 1), col + k + 1, 1, kMaxValue, "number");
      m.layers[m.layer_count] = {*shape, static_cast<std::uint16_t>(v)};
      if (!gone) m.present = static_cast<std::uint8_t>(m.present | (1u << m.layer_count));
      ++m.layer_count;
      i = j;
    }
    if (m.layer_count == 0) fail(t.column, "a king needs his layers, e.g. K(S36 S25 T16 T9 R4 R1)");
    if (m.present == 0) fail(t.column, "a king on the board needs a layer not taken");
    const int total = pyramid_value(m);
    if (total > kMaxValue)
      fail(t.column,
           "the king's layers sum to " + std::to_string(total) + ", above " + std::to_string(kMaxValue));
    m.value = static_cast<std::uint16_t>(total);
    return m;
  }
  const auto shape = s.empty() ? std::nullopt : shape_letter(s[0]);
  if (!shape)
    fail(t.column,
         "bad man '" + std::string(s) + "' (expected R, T or S and a number, or K(...) with layers)");
  m.shape = *shape;
  m.value = static_cast<std::uint16_t>(number(t, s.substr(1), 1, 1, kMaxValue, "number"));
  return m;
}

TakenEntry Parser::entry(const Token& t) {
  std::string_view s = t.text;
  TakenEntry e;
  if (!s.empty() && s[0] == 'K') {
    const auto slash = s.find('/');
    if (slash == std::string_view::npos)
      fail(t.column, "a king taken is written K<number>/<men>, e.g. K91/6");
    e.what = Taken::King;
    e.shape = Shape::Square;
    e.value = static_cast<std::uint16_t>(number(t, s.substr(1, slash - 1), 1, 1, kMaxValue, "number"));
    e.units =
        static_cast<std::uint8_t>(number(t, s.substr(slash + 1), slash + 1, 1, kMaxLayers, "count of men"));
    return e;
  }
  std::size_t k = 0;
  if (!s.empty() && s[0] == '^') {
    e.what = Taken::Layer;
    k = 1;
  }
  if (!s.empty() && s.back() == '+') {
    if (e.what == Taken::Layer) fail(t.column + s.size() - 1, "a king's layer does not turn coat");
    e.reentered = true;
    s.remove_suffix(1);
  }
  const auto shape = k < s.size() ? shape_letter(s[k]) : std::nullopt;
  if (!shape)
    fail(t.column, "bad taken man '" + std::string(t.text) + "' (expected R3, T12+, ^S36 or K91/6)");
  e.shape = *shape;
  e.value = static_cast<std::uint16_t>(number(t, s.substr(k + 1), k + 1, 1, kMaxValue, "number"));
  return e;
}

Position Parser::parse() {
  Position pos;
  std::optional<Geometry> geometry;
  bool header = false, have_move = false, have_victory = false;
  std::array<bool, 2> have_taken{false, false};
  std::size_t start = 0;
  line_ = 0;
  while (start < text_.size()) {
    std::size_t end = text_.find('\n', start);
    const bool last = end == std::string_view::npos;
    if (last) end = text_.size();
    const std::string_view line = text_.substr(start, end - start);
    start = end + 1;
    ++line_;
    if (!line.empty() && line[0] == '#') continue;
    const auto tokens = tokenize(line);
    if (tokens.empty()) continue;
    const Token& key = tokens[0];
    if (!header) {
      if (key.text != "rithmo-position" || tokens.size() != 1)
        fail(key.column, "expected 'rithmo-position' on the first line");
      header = true;
      continue;
    }
    auto expect_words = [&](std::size_t n, const char* usage) {
      if (tokens.size() != n)
        fail(tokens.size() > n ? tokens[n].column : key.column + key.text.size(),
             std::string("expected '") + usage + "'");
    };
    auto side_named = [&](const Token& t) -> Army {
      if (const auto army = kArmyNames.parse(t.text)) return *army;
      fail(t.column, "bad side '" + std::string(t.text) + "' (expected even or odd)");
    };
    if (key.text == "board") {
      if (geometry) fail(key.column, "a second 'board' line");
      expect_words(2, "board FILESxRANKS");
      std::string why;
      const auto size = parse_board_size(tokens[1].text, &why);
      if (!size) fail(tokens[1].column, "bad board size '" + std::string(tokens[1].text) + "': " + why);
      pos = Position(*size);
      geometry.emplace(*size);
    } else if (key.text == "to-move") {
      if (have_move) fail(key.column, "a second 'to-move' line");
      expect_words(2, "to-move even|odd");
      pos.to_move = side_named(tokens[1]);
      have_move = true;
    } else if (key.text == "victory") {
      if (have_victory) fail(key.column, "a second 'victory' line");
      if (tokens.size() < 2)
        fail(key.column + key.text.size(), "expected 'victory GOAL ...', e.g. victory bodies men=4");
      const std::string_view rest = line.substr(tokens[1].column - 1);
      try {
        pos.victory = parse_victory(rest);
      } catch (const RulesError& e) {
        fail(tokens[1].column, e.what());
      }
      have_victory = true;
    } else if (const auto army = kArmyNames.parse(key.text)) {
      if (!geometry) fail(key.column, "the 'board' line must come before the men");
      if (have_taken[0] || have_taken[1]) fail(key.column, "the men must come before the 'taken-by' lines");
      if (tokens.size() < 3 || tokens.size() > 4)
        fail(key.column, "expected '" + std::string(key.text) + " MAN SQUARE [declared|declared-by-ARMY]'");
      Man m = man(tokens[1]);
      m.army = *army;
      const auto sq = geometry->parse_square(tokens[2].text);
      if (!sq)
        fail(tokens[2].column, "square '" + std::string(tokens[2].text) + "' is not on the " +
                                   format_board_size(pos.size) + " board");
      if (pos.board[*sq] >= 0)
        fail(tokens[2].column, "square " + std::string(tokens[2].text) + " holds two men");
      if (tokens.size() == 4) {
        // "declared": for his own army's triumph; "declared-by-ARMY": for that army's.
        const std::string_view mark = tokens[3].text;
        constexpr std::string_view by = "declared-by-";
        m.declared = true;
        m.declared_by = *army;
        if (mark.substr(0, by.size()) == by && kArmyNames.parse(mark.substr(by.size()))) {
          m.declared_by = *kArmyNames.parse(mark.substr(by.size()));
        } else if (mark != "declared") {
          fail(tokens[3].column,
               "unexpected '" + std::string(mark) +
                   "' (expected 'declared', 'declared-by-even', 'declared-by-odd' or nothing)");
        }
      }
      if (pos.men.size() == static_cast<std::size_t>(kMaxMen))
        fail(key.column, "more than " + std::to_string(kMaxMen) + " men");
      pos.place(m, *sq);
    } else if (key.text == "taken-by") {
      if (tokens.size() < 2) fail(key.column + key.text.size(), "expected 'taken-by even|odd ...'");
      const int side = static_cast<int>(side_named(tokens[1]));
      if (have_taken[side]) fail(key.column, "a second 'taken-by " + std::string(tokens[1].text) + "' line");
      have_taken[side] = true;
      for (std::size_t i = 2; i < tokens.size(); ++i) {
        if (pos.taken[side].size() >= 4096) fail(tokens[i].column, "more than 4096 men taken");
        pos.taken[side].push_back(entry(tokens[i]));
      }
    } else {
      fail(key.column, "unknown line '" + std::string(key.text) +
                           "' (expected board, to-move, victory, even, odd or taken-by)");
    }
    if (last) break;
  }
  // Lines missing are reported where the text ends.
  const std::size_t eof_line = text_.empty() ? 1 : text_.back() == '\n' ? line_ + 1 : line_;
  auto missing = [&](const char* what) {
    throw DiagnosticError({name_, eof_line, 1, std::string("missing '") + what + "' line"});
  };
  if (!header) missing("rithmo-position");
  if (!geometry) missing("board");
  if (!have_move) missing("to-move");
  if (!have_victory) missing("victory");
  for (int side = 0; side < 2; ++side) pos.tally[side] = tally_of(pos.taken[side]);
  return pos;
}

char letter(Shape s) { return s == Shape::Round ? 'R' : s == Shape::Triangle ? 'T' : 'S'; }

std::string entry_text(const TakenEntry& e) {
  switch (e.what) {
    case Taken::King:
      return "K" + std::to_string(e.value) + "/" + std::to_string(e.units);
    case Taken::Layer:
      return std::string("^") + letter(e.shape) + std::to_string(e.value);
    case Taken::Man:
      break;
  }
  return letter(e.shape) + std::to_string(e.value) + (e.reentered ? "+" : "");
}

}  // namespace

Position parse_position(std::string_view text, const std::string& display_name) {
  return Parser(text, display_name).parse();
}

std::string format_man(const Man& m) {
  if (!m.king) return letter(m.shape) + std::to_string(m.value);
  std::string s = "K(";
  for (int i = 0; i < m.layer_count; ++i) {
    if (i) s += ' ';
    if (!m.has_layer(i)) s += 'x';
    s += letter(m.layers[i].shape) + std::to_string(m.layers[i].value);
  }
  return s + ")";
}

std::string format_position(const Position& pos) {
  const Geometry g(pos.size);
  std::string s = "rithmo-position\n";
  s += "board " + format_board_size(pos.size) + "\n";
  s += std::string("to-move ") + (pos.to_move == Army::Even ? "even" : "odd") + "\n";
  s += "victory " + format_victory(pos.victory) + "\n";
  for (Square sq = 0; sq < pos.squares(); ++sq) {
    const Man* m = pos.at(sq);
    if (!m) continue;
    s += std::string(m->army == Army::Even ? "even " : "odd ") + format_man(*m) + " " + g.name(sq) +
         (!m->declared ? ""
          : m->declared_by == m->army
              ? " declared"
              : std::string(" declared-by-") + (m->declared_by == Army::Even ? "even" : "odd")) +
         "\n";
  }
  for (int side = 0; side < 2; ++side) {
    s += side == 0 ? "taken-by even" : "taken-by odd";
    for (const auto& e : pos.taken[side]) s += " " + entry_text(e);
    s += "\n";
  }
  return s;
}

std::string render_board(const Position& pos) {
  const Geometry g(pos.size);
  auto cell = [&](Square sq) -> std::string {
    const Man* m = pos.at(sq);
    if (!m) return ".";
    char c = m->king ? 'K' : letter(m->shape);
    if (m->army == Army::Odd) c = static_cast<char>(c - 'A' + 'a');
    return std::string(1, c) + std::to_string(m->value) + (m->declared ? "*" : "");
  };
  std::size_t width = 4;
  for (Square sq = 0; sq < pos.squares(); ++sq) width = std::max(width, cell(sq).size());
  ++width;
  std::string s;
  for (int r = pos.size.ranks - 1; r >= 0; --r) {
    std::string row = (r + 1 < 10 ? " " : "") + std::to_string(r + 1);
    for (int f = 0; f < pos.size.files; ++f) {
      const std::string c = cell(g.square(f, r));
      row += std::string(width - c.size(), ' ') + c;
    }
    s += row + "\n";
  }
  std::string files = "  ";
  for (int f = 0; f < pos.size.files; ++f) files += std::string(width - 1, ' ') + static_cast<char>('a' + f);
  return s + files + "\n";
}

}  // namespace rithmo::play
