#include "men/formula.hpp"

#include "number/numeral.hpp"

#include <cctype>

namespace rithmo {

namespace {

bool is_seed(char c) { return c == 'n' || c == 'x'; }

constexpr long kMaxExponent = 64;

}  // namespace

// A recursive-descent parser building the nodes; positions are 0-based in `text`,
// reported 1-based.
class FormulaParser {
 public:
  FormulaParser(std::string_view text, Superscripts s, std::vector<Formula::Node>& nodes)
      : text_(text), s_(s), nodes_(nodes) {}

  int parse() {
    const int root = sum();
    skip();
    if (at_ < text_.size()) fail("unexpected '" + std::string(1, text_[at_]) + "'");
    return root;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw FormulaError("formula '" + std::string(text_) + "': " + what + " at column " +
                       std::to_string(at_ + 1));
  }
  void skip() {
    while (at_ < text_.size() && text_[at_] == ' ') ++at_;
  }
  char peek() {
    skip();
    return at_ < text_.size() ? text_[at_] : '\0';
  }
  int node(char op, int lhs, int rhs, Rational value = 0) {
    nodes_.push_back({op, std::move(value), lhs, rhs});
    return static_cast<int>(nodes_.size()) - 1;
  }
  Rational digits() {
    std::string d;
    while (at_ < text_.size() && is_digit(text_[at_])) d += text_[at_++];
    if (d.size() > 9) fail("number too long");
    return Rational(*read_natural(d));
  }

  int sum() {
    int lhs = product();
    for (char c = peek(); c == '+' || c == '-'; c = peek()) {
      ++at_;
      lhs = node(c, lhs, product());
    }
    return lhs;
  }

  int product() {
    int lhs = power();
    while (true) {
      const char c = peek();
      if (c == '*' || c == '/') {
        ++at_;
        lhs = node(c, lhs, power());
      } else if (is_digit(c) || is_seed(c) || c == '(') {
        lhs = node('*', lhs, power());  // juxtaposed: "2n", "x(x+1)"
      } else {
        return lhs;
      }
    }
  }

  // An exponent: at most kMaxExponent, so that a formula stays cheap to evaluate.
  int exponent() {
    const Rational e = digits();
    if (e > Rational(kMaxExponent)) fail("exponent above " + std::to_string(kMaxExponent));
    return node('#', -1, -1, e);
  }

  int power() {
    const int base = atom();
    // Digits directly after the seed or a ')' (no space between) are a flattened
    // superscript when superscripts are lost.
    const bool adjacent = at_ < text_.size() && is_digit(text_[at_]) && at_ > 0 &&
                          (is_seed(text_[at_ - 1]) || text_[at_ - 1] == ')');
    if (peek() == '^') {
      ++at_;
      skip();
      if (at_ >= text_.size() || !is_digit(text_[at_])) fail("expected an exponent");
      return node('^', base, exponent());
    }
    if (adjacent && s_ == Superscripts::Lost) return node('^', base, exponent());
    return base;
  }

  int atom() {
    const char c = peek();
    if (is_digit(c)) return node('#', -1, -1, digits());
    if (is_seed(c)) {
      ++at_;
      return node('n', -1, -1);
    }
    if (c == '(') {
      ++at_;
      const int inner = sum();
      if (peek() != ')') fail("expected ')'");
      ++at_;
      return inner;
    }
    fail("expected a number, n, x or '('");
  }

  std::string_view text_;
  Superscripts s_;
  std::vector<Formula::Node>& nodes_;
  std::size_t at_ = 0;
};

Formula parse_formula(std::string_view text, Superscripts superscripts) {
  if (text.size() > kMaxFormulaLength) {
    throw FormulaError("formula '" + std::string(text.substr(0, 20)) + "...': longer than " +
                       std::to_string(kMaxFormulaLength) + " characters");
  }
  Formula f;
  f.text_ = std::string(text);
  f.root_ = FormulaParser(text, superscripts, f.nodes_).parse();
  return f;
}

Rational Formula::at(const Rational& n) const { return eval(root_, n); }

Rational Formula::eval(int i, const Rational& n) const {
  const Node& x = nodes_.at(static_cast<std::size_t>(i));
  switch (x.op) {
    case '#':
      return x.value;
    case 'n':
      return n;
    case '+':
      return eval(x.lhs, n) + eval(x.rhs, n);
    case '-':
      return eval(x.lhs, n) - eval(x.rhs, n);
    case '*':
      return eval(x.lhs, n) * eval(x.rhs, n);
    case '/':
      return eval(x.lhs, n) / eval(x.rhs, n);
    case '^': {
      const Rational base = eval(x.lhs, n);
      Rational r = 1;
      const long e = nodes_.at(static_cast<std::size_t>(x.rhs)).value.numerator().get_si();
      for (long k = 0; k < e; ++k) r *= base;
      return r;
    }
  }
  return 0;
}

}  // namespace rithmo
