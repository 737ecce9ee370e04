#include "men/printed_ratio_name.hpp"

#include <array>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

namespace rithmo {

namespace {

// Numeral stems, Latin (cardinal, ordinal, multiplicative) and English, as the names
// begin with them. The longest stem that begins a word is its number.
// "do" (doble, the print's own spelling, OCR lever-fulke-1563/page-0027.txt line 8) and
// "seuen" (seuenth, page-0032.txt line 9: u for v) are spellings of the print.
constexpr std::array<std::pair<std::string_view, long>, 38> kStems = {{
    {"bi", 2},    {"du", 2},   {"dou", 2},    {"alter", 2}, {"secund", 2},  {"second", 2}, {"two", 2},
    {"tri", 3},   {"ter", 3},  {"thir", 3},   {"thre", 3},  {"quadr", 4},   {"quart", 4},  {"four", 4},
    {"quin", 5},  {"fif", 5},  {"fyf", 5},    {"five", 5},  {"sex", 6},     {"six", 6},    {"sept", 7},
    {"seven", 7}, {"oct", 8},  {"occ", 8},    {"eigh", 8},  {"non", 9},     {"nov", 9},    {"nin", 9},
    {"dec", 10},  {"ten", 10}, {"undec", 11}, {"elev", 11}, {"duodec", 12}, {"twel", 12},  {"vices", 20},
    {"vige", 20}, {"do", 2},   {"seuen", 7},
}};

// Lower case, points dropped, words split on spaces; a hyphen ending a word (a word
// broken at the end of a printed line, "superbi- partiens", page-0032.txt line 15) is
// dropped, and read_ratio_name joins the pieces again.
std::vector<std::string> words_of(std::string_view text) {
  std::vector<std::string> words(1);
  for (char c : text) {
    if (c == '.') continue;
    if (c == ' ') {
      if (!words.back().empty() && words.back().back() == '-') words.back().pop_back();
      if (!words.back().empty()) words.emplace_back();
      continue;
    }
    words.back() += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (!words.back().empty() && words.back().back() == '-') words.back().pop_back();
  if (words.back().empty()) words.pop_back();
  return words;
}

// The number a word begins with, and the rest of the word.
std::optional<std::pair<long, std::string>> stem(const std::string& word) {
  std::size_t best = 0;
  long value = 0;
  for (const auto& [s, v] : kStems) {
    if (s.size() > best && word.compare(0, s.size(), s) == 0) {
      best = s.size();
      value = v;
    }
  }
  if (!best) return std::nullopt;
  return std::pair{value, word.substr(best)};
}

bool ends_with(const std::string& s, std::string_view tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// A multiplex word: a stem and the ending of "-uple", "-uplex", "-ple", "-ble", cut
// short or not ("septupl.", 002 line 549): quin-tuple, sex-tuple, dou-ble, du-plex.
std::optional<long> multiplex_word(const std::string& word) {
  const auto s = stem(word);
  if (!s) return std::nullopt;
  std::string rest = s->second;
  if (!rest.empty() && (rest[0] == 't' || rest[0] == 'c')) rest.erase(0, 1);
  if (!rest.empty() && rest[0] == 'u') rest.erase(0, 1);
  for (std::string_view e : {"ple", "pl", "plex", "ble"}) {
    if (rest == e) return s->first;
  }
  return std::nullopt;
}

// "sesquialter", "sesquoct", "sesquinona": (q+1):q.
std::optional<Rational> sesqui_word(const std::string& word) {
  for (std::string_view head : {"sesqui", "sesqu"}) {
    if (word.compare(0, head.size(), head) != 0) continue;
    if (const auto s = stem(word.substr(head.size())); s && s->first >= 2)
      return Rational(s->first + 1, s->first);
  }
  return std::nullopt;
}

// "superbipartiens tertias", "supquadrupartiens quintas": (q+k):q, at words[i].
std::optional<Rational> superpartient_words(const std::vector<std::string>& words, std::size_t i) {
  if (i + 2 != words.size()) return std::nullopt;
  const std::string& w = words[i];
  std::string rest;
  if (w.compare(0, 5, "super") == 0) {
    rest = w.substr(5);
  } else if (w.compare(0, 3, "sup") == 0) {
    rest = w.substr(3);
  } else {
    return std::nullopt;
  }
  const auto k = stem(rest);
  // "parties": the print's "tuparties." (page-0033.txt line 16) for -tupartiens.
  if (!k || !(ends_with(k->second, "partiens") || ends_with(k->second, "partient") ||
              ends_with(k->second, "parties")))
    return std::nullopt;
  const auto q = stem(words[i + 1]);
  if (!q || k->first < 2 || k->first >= q->first) return std::nullopt;
  return Rational(q->first + k->first, q->first);
}

}  // namespace

std::optional<long> read_ordinal(std::string_view printed) {
  const auto words = words_of(printed);
  if (words.size() != 1) return std::nullopt;
  if (multiplex_word(words[0])) return std::nullopt;  // "double." is a ratio, not "second"
  const auto s = stem(words[0]);
  // What follows the stem is an ending, English or Latin: third, fyft, eight, tenth,
  // tertias, quintas, octavas, decimas.
  if (!s || s->second.size() > 4) return std::nullopt;
  for (char c : s->second) {
    if (c < 'a' || c > 'z') return std::nullopt;
  }
  return s->first;
}

namespace {

std::optional<Rational> read_words(const std::vector<std::string>& words);

// A name broken over the lines of a narrow column comes in pieces: "supquadru
// partiens quintas." (page-0032.txt line 15), "sesqu. oct." (page-0029.txt line 7),
// "supquin. tuparties. septimas." (page-0033.txt lines 14-17). When the words as
// printed name no ratio, the pieces are joined, each neighbouring pair or not, and the
// first joining (fewest joins first) that names a ratio is read.
std::optional<Rational> read_joined(const std::vector<std::string>& words) {
  if (const auto r = read_words(words)) return r;
  if (words.size() < 2 || words.size() > 6) return std::nullopt;
  const std::size_t gaps = words.size() - 1;
  for (std::size_t joins = 1; joins <= gaps; ++joins) {
    for (unsigned mask = 1; mask < (1u << gaps); ++mask) {
      if (static_cast<std::size_t>(__builtin_popcount(mask)) != joins) continue;
      std::vector<std::string> joined{words[0]};
      for (std::size_t g = 0; g < gaps; ++g) {
        if (mask & (1u << g)) {
          joined.back() += words[g + 1];
        } else {
          joined.push_back(words[g + 1]);
        }
      }
      if (const auto r = read_words(joined)) return r;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Rational> read_ratio_name(std::string_view printed) { return read_joined(words_of(printed)); }

namespace {

std::optional<Rational> read_words(const std::vector<std::string>& words) {
  if (words.empty()) return std::nullopt;
  // A leading multiplex word stands alone or makes a compound with what follows.
  std::size_t i = 0;
  long whole = 0;
  if (const auto m = multiplex_word(words[0]); m && *m >= 2) {
    whole = *m;
    i = 1;
    if (words.size() == 1) return Rational(whole);
  }
  Rational part;
  if (words.size() == i + 1) {
    const auto s = sesqui_word(words[i]);
    if (!s) return std::nullopt;
    part = *s;
  } else if (const auto s = superpartient_words(words, i)) {
    part = *s;
  } else {
    return std::nullopt;
  }
  // The compound: m times the lesser and the parts, (m q + p - q) : q.
  return whole ? part + Rational(whole - 1) : part;
}

}  // namespace

}  // namespace rithmo
