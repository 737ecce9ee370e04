#include "words/vocabulary.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace rithmo {

namespace {

bool is_vowel(char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; }

// The next code point of UTF-8 text at i (advanced); 0xFFFD for a malformed byte.
char32_t next_code_point(std::string_view s, std::size_t& i) {
  const auto b = static_cast<unsigned char>(s[i++]);
  if (b < 0x80) return b;
  int more = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : -1;
  if (more < 0) return 0xFFFD;
  char32_t cp = b & (0x3F >> more);
  for (; more > 0; --more) {
    if (i >= s.size() || (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) return 0xFFFD;
    cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
  }
  return cp;
}

// A letter with a mark: its base letter(s), and whether the mark is a tilde or macron
// (a dropped n or m).
struct Letter {
  char32_t cp;
  const char* base;
  bool nasal;
};

const std::vector<Letter> kLetters = {
    {0xE0, "a", false},   {0xE1, "a", false},   {0xE2, "a", false},   {0xE3, "a", true},
    {0xE4, "a", false},   {0xE5, "a", false},   {0xE6, "ae", false},  {0xE7, "c", false},
    {0xE8, "e", false},   {0xE9, "e", false},   {0xEA, "e", false},   {0xEB, "e", false},
    {0xEC, "i", false},   {0xED, "i", false},   {0xEE, "i", false},   {0xEF, "i", false},
    {0xF1, "n", false},   {0xF2, "o", false},   {0xF3, "o", false},   {0xF4, "o", false},
    {0xF5, "o", true},    {0xF6, "o", false},   {0xF8, "o", false},   {0xF9, "u", false},
    {0xFA, "u", false},   {0xFB, "u", false},   {0xFC, "u", false},   {0xFD, "y", false},
    {0xFF, "y", false},   {0xDF, "ss", false},  {0xC0, "a", false},   {0xC1, "a", false},
    {0xC2, "a", false},   {0xC3, "a", true},    {0xC4, "a", false},   {0xC6, "ae", false},
    {0xC7, "c", false},   {0xC8, "e", false},   {0xC9, "e", false},   {0xCA, "e", false},
    {0xCB, "e", false},   {0xCE, "i", false},   {0xCF, "i", false},   {0xD4, "o", false},
    {0xD6, "o", false},   {0xDB, "u", false},   {0xDC, "u", false},   {0x101, "a", true},
    {0x100, "a", true},   {0x113, "e", true},   {0x112, "e", true},   {0x12B, "i", true},
    {0x12A, "i", true},   {0x14D, "o", true},   {0x14C, "o", true},   {0x16B, "u", true},
    {0x16A, "u", true},   {0x129, "i", true},   {0x169, "u", true},   {0x1EBD, "e", true},
    {0x17F, "s", false},  {0x153, "oe", false}, {0x152, "oe", false}, {0x119, "ae", false},
    {0x118, "ae", false}, {0x117, "e", false},  {0x1E9D, "e", false}, {0x10D, "c", false},
};

// '~' in a word under construction: the n or m a tilde or macron stands for.
constexpr char kNasal = '~';

// How a word is folded beyond the rules every word follows: the letter a tilde or
// macron ending a word stands for (by default m in Latin's -ū, -ā, n in the Greek
// names' -ō, diapasō; or the one given; '-' for none: the OCR's ē for a final é,
// dyapētē), and which f are read as a long s.
enum class LongS { None, BeforeConsonant, All };

struct Variant {
  char final_nasal = '\0';  // '\0': by the vowel before it
  LongS f_as_s = LongS::None;
  bool whole_word = true;  // false for a stem or an ending: a final z is not yet the word's end
};

// One folded word from its letters (a-z and kNasal), the rules of vocabulary.hpp.
std::string finish_word(const std::string& raw, Variant v) {
  std::string w;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c == kNasal) {
      const char next = i + 1 < raw.size() ? raw[i + 1] : '\0';
      if (next == '\0') {
        // At a word's end: as the variant says, or by the vowel: -ō is the Greek names'
        // -on (diapasō, tō), -ū -ā -ē the Latin -um -am -em.
        c = v.final_nasal ? v.final_nasal : i > 0 && raw[i - 1] == 'o' ? 'n' : 'm';
        if (c == '-') continue;
      } else {
        c = next == 'p' || next == 'b' ? 'm' : 'n';
      }
    }
    if (c == 'v') c = 'u';
    if (c == 'j' || c == 'y') c = 'i';
    if (c == 'k') c = 'c';
    if (c == 'f' && v.f_as_s != LongS::None) {
      // A long s stands before a consonant (Septieſmes, eſt); a real f rarely does but
      // before r, l and t (fr-, fl-, fift).
      const char next = i + 1 < raw.size() ? raw[i + 1] : '\0';
      const bool consonant = next && !is_vowel(next) && next != 'r' && next != 'l' && next != 't' &&
                             next != 'y' && next != kNasal;
      if (v.f_as_s == LongS::All || consonant) c = 's';
    }
    w += c;
  }
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (w[i] == 'x' && w[i + 1] == 'q') w[i] = 's';
  }
  if (v.whole_word && !w.empty() && w.back() == 'z') w.back() = 's';
  std::string out;
  for (char c : w) {
    if (out.empty() || out.back() != c) out += c;
  }
  return out;
}

// The words of a printed text, their letters lower-cased and unmarked (kNasal where a
// tilde or macron stood), not yet folded.
std::vector<std::string> raw_words(std::string_view printed) {
  std::vector<std::string> words(1);
  bool broken = false;  // a hyphen ended the last piece: the next piece continues it
  for (std::size_t i = 0; i < printed.size();) {
    const char32_t cp = next_code_point(printed, i);
    if (cp < 0x80) {
      const char c = static_cast<char>(cp);
      if (c >= 'A' && c <= 'Z') {
        words.back() += static_cast<char>(c - 'A' + 'a');
        broken = false;
      } else if (c >= 'a' && c <= 'z') {
        words.back() += c;
        broken = false;
      } else if (c == '-') {
        broken = true;
      } else if (c == ' ' || c == '\t' || c == '\n' || c == ',' || c == ';' || c == ':' || c == '/' ||
                 c == '&' || c == '+') {
        if (!words.back().empty() && !broken) words.emplace_back();
      }
      // other marks (points, brackets, digits) are dropped
      continue;
    }
    if (cp == 0x303 || cp == 0x304) {  // combining tilde, macron
      std::string& w = words.back();
      if (!w.empty() && is_vowel(w.back())) {
        w += kNasal;
      } else if (!w.empty() && w.back() == 'q') {
        w += "ue";
      }
      continue;
    }
    if (cp >= 0x300 && cp <= 0x36F) continue;  // other combining marks
    const auto it =
        std::find_if(kLetters.begin(), kLetters.end(), [&](const Letter& l) { return l.cp == cp; });
    if (it != kLetters.end()) {
      words.back() += it->base;
      if (it->nasal) words.back() += kNasal;
      broken = false;
    }
  }
  if (words.back().empty()) words.pop_back();
  return words;
}

std::string fold_with(std::string_view printed, Variant v) {
  std::string out;
  for (const auto& raw : raw_words(printed)) {
    const std::string w = finish_word(raw, v);
    if (w.empty()) continue;
    if (!out.empty()) out += ' ';
    out += w;
  }
  return out;
}

}  // namespace

std::string fold(std::string_view printed) { return fold_with(printed, {}); }

namespace {

std::vector<std::string> split(const std::string& folded) {
  std::vector<std::string> words;
  std::size_t a = 0;
  while (a < folded.size()) {
    std::size_t b = folded.find(' ', a);
    if (b == std::string::npos) b = folded.size();
    if (b > a) words.push_back(folded.substr(a, b - a));
    a = b + 1;
  }
  return words;
}

// A table of folded forms, built once from forms as the books spell them.
struct Form {
  std::string folded;
  long value;
};

std::vector<Form> folded_forms(std::initializer_list<std::pair<std::string_view, long>> forms) {
  std::vector<Form> out;
  for (const auto& [text, value] : forms) out.push_back({fold(text), value});
  return out;
}

// Stems, folded as a word's beginning: "terz" stays terz (a final z of a whole word is s).
std::vector<Form> folded_pieces(std::initializer_list<std::pair<std::string_view, long>> forms) {
  std::vector<Form> out;
  for (const auto& [text, value] : forms) out.push_back({fold_with(text, {'\0', LongS::None, false}), value});
  return out;
}

// Numeral stems in the five languages, cardinal, ordinal and multiplicative, as the
// names begin with them; the longest stem that begins a word is its number.
//   Latin    bi du tri ter terti quadr quart quin(qu) quint sex sext sept septim oct octav
//            non nov decim dec undec duodec alter (and the print's "do" of doble,
//            ocr/lever-fulke-1563/page-0027.txt line 8; "seuen", page-0032.txt line 9)
//   English  second two thir thre four fif fyf five six seven eigh nin ten elev twel
//   French   deux second tier(s) trois quatr cinq(u) six sixt sept huict huit hui oct
//            neuf dix onz douz; sexquialtre's "altr"
//   Italian  doppi terz quart quint sest set(t) ot(t) non decim
//   German   zwei zwie ander drei dritt vier viert fünf sechs sieben siben acht neun zehn
const std::vector<Form>& stems() {
  static const std::vector<Form> kStems = folded_pieces({
      {"bi", 2},     {"du", 2},     {"dou", 2},    {"do", 2},     {"dop", 2},    {"alter", 2},
      {"altr", 2},   {"alt", 2},    {"secund", 2}, {"second", 2}, {"two", 2},    {"deux", 2},
      {"zwei", 2},   {"zwie", 2},   {"ander", 2},  {"tri", 3},    {"ter", 3},    {"terti", 3},
      {"terz", 3},   {"thir", 3},   {"thre", 3},   {"tier", 3},   {"trois", 3},  {"drei", 3},
      {"dritt", 3},  {"quadr", 4},  {"quart", 4},  {"quatr", 4},  {"four", 4},   {"vier", 4},
      {"quin", 5},   {"quint", 5},  {"quinqu", 5}, {"cinq", 5},   {"cinqu", 5},  {"fif", 5},
      {"fyf", 5},    {"five", 5},   {"fünf", 5},   {"funf", 5},   {"fuenf", 5},  {"sex", 6},
      {"sext", 6},   {"six", 6},    {"sixt", 6},   {"sest", 6},   {"sechs", 6},  {"sept", 7},
      {"septim", 7}, {"seven", 7},  {"seuen", 7},  {"sett", 7},   {"sieben", 7}, {"siben", 7},
      {"oct", 8},    {"octav", 8},  {"occ", 8},    {"ott", 8},    {"huict", 8},  {"huit", 8},
      {"eigh", 8},   {"acht", 8},   {"non", 9},    {"nov", 9},    {"nin", 9},    {"neuf", 9},
      {"neun", 9},   {"dec", 10},   {"decim", 10}, {"dix", 10},   {"ten", 10},   {"zehn", 10},
      {"zehen", 10}, {"undec", 11}, {"elev", 11},  {"onz", 11},   {"elf", 11},   {"duodec", 12},
      {"twel", 12},  {"douz", 12},  {"zwölf", 12}, {"vices", 20}, {"vige", 20},
  });
  return kStems;
}

// Every stem with every ending, folded, added to `out` as forms of `value`: the names a
// language builds from a stem and the endings of its nouns, verbs or adjectives.
void add_forms(std::vector<Form>& out, std::initializer_list<std::string_view> stems,
               std::initializer_list<std::string_view> endings, long value) {
  for (std::string_view stem : stems) {
    for (std::string_view ending : endings)
      out.push_back({fold(std::string(stem) + std::string(ending)), value});
  }
}

// Every reading of a folded word as a stem and the rest of the word, the longest stem
// first: "sixth" is six-th as well as sixt-h.
std::vector<std::pair<long, std::string>> stems_of(const std::string& word) {
  std::vector<std::pair<std::size_t, long>> found;
  for (const auto& s : stems()) {
    if (word.compare(0, s.folded.size(), s.folded) == 0) found.emplace_back(s.folded.size(), s.value);
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::pair<long, std::string>> out;
  for (const auto& [size, value] : found) out.emplace_back(value, word.substr(size));
  return out;
}

bool among(const std::string& s, const std::vector<std::string>& set) {
  return std::find(set.begin(), set.end(), s) != set.end();
}

std::vector<std::string> folded_list(std::initializer_list<std::string_view> forms) {
  std::vector<std::string> out;
  for (auto f : forms) out.push_back(fold(f));
  return out;
}

// The endings an ordinal takes after its stem, in the five languages, folded:
// English third fyft tenth; Latin tertias quintas octauas decimus; French tierce
// quarte sixiesme septiesmes (and Quatries., Deuxiesm. cut short); Italian terza
// quinte settima ottava; German Drittel Viertheil Fünftel dritte, and the period's d
// between an n or r and the ending (vierdte, neundte, Vierdtheil) and -de after an n
// (siebende, neunden).
const std::vector<std::string>& ordinal_endings() {
  static const std::vector<std::string> kEndings = folded_list(
      {"",      "s",    "e",    "es",     "a",    "as",    "ae",     "am",   "us",    "um",   "i",   "o",
       "os",    "is",   "ia",   "ium",    "ius",  "en",    "er",     "em",   "th",    "t",    "d",   "nd",
       "ce",    "ces",  "ie",   "ies",    "iesm", "iesme", "iesmes", "ieme", "iemes", "iem",  "ime", "imes",
       "ima",   "imas", "imo",  "imus",   "esme", "esmes", "me",     "mes",  "sme",   "smes", "tel", "teil",
       "theil", "el",   "eil",  "heil",   "te",   "ten",   "ter",    "ua",   "uas",   "ue",   "ues", "uo",
       "uus",   "au",   "aua",  "auas",   "aue",  "aues",  "auo",    "auus", "ta",    "tas",  "tus", "tum",
       "ti",    "tae",  "hs",   "de",     "the",  "ths",   "ds",     "al",   "an",    "den",  "der", "dte",
       "dten",  "dter", "dtel", "dtheil", "dteil"});
  return kEndings;
}

// A multiplex word: a stem, a joining letter or two, and the ending of -uplex, -uple,
// -pla, -ble, -fach: du-plex, dou-ble, quin-tu-ple, non-cu-ple (the print's noncuple),
// sest-u-pla, drei-fach; and doppio, doppia, doppelt.
std::optional<long> multiplex_word(const std::string& word) {
  static const std::vector<std::string> kTwo =
      folded_list({"doppio", "doppia", "doppi", "doppelt", "doppel"});
  if (among(word, kTwo)) return 2;
  static const std::vector<std::string> kJoins = {"", "t", "c", "u", "o", "tu", "cu", "ocu", "i", "e", "em"};
  static const std::vector<std::string> kEnds = folded_list(
      {"ple", "pl", "plex", "plus", "pla", "plo", "plum", "ble", "bl", "fach", "faltig", "feltig", "fältig",
       // fünffach folds to funfach: the stem's f is the ending's
       "ach"});
  for (const auto& [value, rest] : stems_of(word)) {
    for (const auto& j : kJoins) {
      if (rest.compare(0, j.size(), j) != 0) continue;
      if (among(rest.substr(j.size()), kEnds)) return value;
    }
  }
  return std::nullopt;
}

// A folded word that is an ordinal: a stem and an ordinal ending; "halb" (German, a
// half) is 2.
std::optional<long> ordinal_word(const std::string& word) {
  if (word == "halb") return 2;
  if (multiplex_word(word)) return std::nullopt;  // "double." is a ratio, not "second"
  for (const auto& [value, rest] : stems_of(word)) {
    if (among(rest, ordinal_endings())) return value;
  }
  return std::nullopt;
}

// "sesquialter", "sesquoct", "sexq. quarte" (sesq + quarte), "sesquiterza": (q+1):q.
std::optional<Rational> sesqui_words(const std::vector<std::string>& w, std::size_t i) {
  for (std::string_view head : {"sesqui", "sesqu", "sesq"}) {
    if (w[i].compare(0, head.size(), head) != 0) continue;
    const std::string rest = w[i].substr(head.size());
    std::optional<long> q;
    if (i + 1 == w.size() && !rest.empty()) q = ordinal_word(rest);
    if (i + 2 == w.size() && rest.empty()) q = ordinal_word(w[i + 1]);
    if (q && *q >= 2) return Rational(*q + 1, *q);
  }
  return std::nullopt;
}

// The part of a superpartient name after its number of parts: -partiens, -partient,
// -partiente, the print's -parties, cut short or not ("superbip.").
bool partiens_rest(const std::string& rest, bool cut_short_allowed) {
  static const std::vector<std::string> kJoins = {"",   "i",  "u",   "e",  "o",  "a",
                                                  "tu", "qu", "que", "ti", "em", "im"};
  static const std::vector<std::string> kFull =
      folded_list({"partiens", "partient", "partiente", "partienti", "partientes", "partients", "parties",
                   "partientis", "partiens", "partientem"});
  for (const auto& j : kJoins) {
    if (rest.compare(0, j.size(), j) != 0) continue;
    const std::string r = rest.substr(j.size());
    if (among(r, kFull)) return true;
    if (cut_short_allowed && !r.empty() && std::string("partiens").compare(0, r.size(), r) == 0) return true;
  }
  return false;
}

// "superbipartiens tertias", "supquadrupartiens quintas", "Bipartiente Tierces.",
// "superbip. tert.", "sopra tripartiente quarte": (q+k):q, at w[i].
std::optional<Rational> superpartient_words(const std::vector<std::string>& w, std::size_t i) {
  if (i + 2 != w.size()) return std::nullopt;
  const std::string& word = w[i];
  for (std::string_view head : {"super", "supra", "sopra", "sup", "uber", ""}) {
    if (word.compare(0, head.size(), head) != 0) continue;
    for (const auto& [k, rest] : stems_of(word.substr(head.size()))) {
      if (!partiens_rest(rest, !head.empty())) continue;
      const auto q = ordinal_word(w[i + 1]);
      if (!q || k < 2 || k >= *q) continue;
      return Rational(*q + k, *q);
    }
  }
  return std::nullopt;
}

// German cardinals for the phrases "ein und zwey Drittel", "zwey und ein halb".
std::optional<long> german_cardinal(const std::string& word) {
  static const std::vector<Form> kCardinals = folded_forms({{"ein", 1},
                                                            {"eins", 1},
                                                            {"einen", 1},
                                                            {"zwei", 2},
                                                            {"zwey", 2},
                                                            {"drei", 3},
                                                            {"drey", 3},
                                                            {"vier", 4},
                                                            {"fünf", 5},
                                                            {"funf", 5},
                                                            {"sechs", 6},
                                                            {"sieben", 7},
                                                            {"acht", 8},
                                                            {"neun", 9},
                                                            {"zehn", 10},
                                                            {"zehen", 10}});
  for (const auto& c : kCardinals) {
    if (c.folded == word) return c.value;
  }
  return std::nullopt;
}

// "anderthalb" 3:2; "<m> und <k> <q>tel" (m q + k):q, k < q.
std::optional<Rational> german_phrase(const std::vector<std::string>& w) {
  if (w.size() == 1 && w[0] == "anderthalb") return Rational(3, 2);
  if (w.size() != 4 || w[1] != "und") return std::nullopt;
  const auto m = german_cardinal(w[0]);
  const auto k = german_cardinal(w[2]);
  const auto q = ordinal_word(w[3]);
  if (!m || !k || !q || *k >= *q) return std::nullopt;
  return Rational(*m * *q + *k, *q);
}

std::optional<Rational> read_words(const std::vector<std::string>& words) {
  if (words.empty()) return std::nullopt;
  if (const auto g = german_phrase(words)) return g;
  // A leading multiplex word stands alone or makes a compound with what follows.
  std::size_t i = 0;
  long whole = 0;
  if (const auto m = multiplex_word(words[0]); m && *m >= 2) {
    whole = *m;
    i = 1;
    if (words.size() == 1) return Rational(whole);
  }
  std::optional<Rational> part = sesqui_words(words, i);
  if (!part) part = superpartient_words(words, i);
  if (!part) return std::nullopt;
  // The compound: m times the lesser and the parts, (m q + p - q) : q.
  return whole ? *part + Rational(whole - 1) : *part;
}

// A name broken over the lines of a narrow column comes in pieces: "supquadru
// partiens quintas." (ocr/lever-fulke-1563/page-0032.txt line 15), "sesqu. oct."
// (page-0029.txt line 7), "supquin. tuparties. septimas." (page-0033.txt lines 14-17).
// When the words as printed name nothing, the pieces are joined, each neighbouring pair
// or not, and the first joining (fewest joins first) that reads is taken.
template <class Read>
auto read_joined(const std::vector<std::string>& words, Read read) -> decltype(read(words)) {
  if (auto r = read(words)) return r;
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
      if (auto r = read(joined)) return r;
    }
  }
  return std::nullopt;
}

// The text folded every way it may be read: a final tilde by its vowel, then as m,
// then as n, then as no letter (an accent the OCR read as a macron); then the same with
// each f before a consonant read as a long s ("Neufief-me"), then with every f so read
// ("diapafō").
std::vector<std::string> readings_of(std::string_view printed) {
  std::vector<std::string> out;
  for (LongS f_as_s : {LongS::None, LongS::BeforeConsonant, LongS::All}) {
    for (char nasal : {'\0', 'm', 'n', '-'}) {
      std::string folded = fold_with(printed, {nasal, f_as_s});
      if (std::find(out.begin(), out.end(), folded) == out.end()) out.push_back(std::move(folded));
    }
  }
  return out;
}

// The first reading (as printed, then f as long s) that `read` reads.
template <class Read>
auto first_reading(std::string_view printed, Read read) -> decltype(read(std::vector<std::string>{})) {
  for (const auto& folded : readings_of(printed)) {
    if (auto r = read(split(folded))) return r;
  }
  return std::nullopt;
}

// A word cut short, as the books abbreviate ("arith.", "Triang.", "Vitt.", "Max."): the
// first letters, three or more, of one or more of `forms` (words, not phrases), read as
// their value when they all have one; nullopt when none begins so or they differ ("Gre."
// begins great, greater and greatest).
constexpr std::size_t kCutShort = 3;

std::optional<long> cut_short(const std::string& word, const std::vector<Form>& forms) {
  if (word.size() < kCutShort || word.find(' ') != std::string::npos) return std::nullopt;
  std::optional<long> found;
  for (const auto& f : forms) {
    if (f.folded.size() <= word.size() || f.folded.compare(0, word.size(), word) != 0) continue;
    if (f.folded.find(' ') != std::string::npos) continue;
    if (found && *found != f.value) return std::nullopt;
    found = f.value;
  }
  return found;
}

// Whole phrases, folded: does `words` read as one of `forms`?
std::optional<long> phrase_of(const std::vector<std::string>& words, const std::vector<Form>& forms) {
  std::string text;
  for (const auto& w : words) text += (text.empty() ? "" : " ") + w;
  for (const auto& f : forms) {
    if (f.folded == text) return f.value;
  }
  return std::nullopt;
}

// What a reader made of a printed text, remembered: a table prints the same words on
// many rows, and the audit reads a table under many readings. Each reader keeps its own
// (a static of its function), of at most kRemembered texts; past that it starts over.
template <class T>
class Remembered {
 public:
  template <class Read>
  T get(std::string key, Read read) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (const auto it = known_.find(key); it != known_.end()) return it->second;
    }
    T value = read();
    const std::lock_guard<std::mutex> lock(mutex_);
    if (known_.size() >= kRemembered) known_.clear();
    known_.emplace(std::move(key), value);
    return value;
  }

 private:
  static constexpr std::size_t kRemembered = 4096;
  std::mutex mutex_;
  std::unordered_map<std::string, T> known_;
};

// The reading of a printed text as a value of E (each reader's values numbered as E's),
// by the first way of folding it that `read` reads, remembered in `known`.
template <class E, class Read>
std::optional<E> remembered_reading(Remembered<std::optional<long>>& known, std::string_view printed,
                                    Read read) {
  const auto value =
      known.get(std::string(printed), [printed, &read] { return first_reading(printed, read); });
  if (!value) return std::nullopt;
  return static_cast<E>(*value);
}

}  // namespace

std::optional<Rational> read_ratio_name(std::string_view printed) {
  static Remembered<std::optional<Rational>> known;
  return known.get(std::string(printed), [printed] {
    return first_reading(printed,
                         [](const std::vector<std::string>& w) { return read_joined(w, read_words); });
  });
}

std::optional<long> read_ordinal(std::string_view printed) {
  static Remembered<std::optional<long>> known;
  return known.get(std::string(printed), [printed] {
    return first_reading(printed, [](const std::vector<std::string>& w) {
      return read_joined(w, [](const std::vector<std::string>& v) -> std::optional<long> {
        if (v.size() != 1) return std::nullopt;
        return ordinal_word(v[0]);
      });
    });
  });
}

std::optional<long> read_rank(std::string_view printed) {
  // "first" in the five languages and their period spellings; the ordinal stems above
  // begin at two, a ratio having no part of one.
  static const std::vector<std::string> kFirst = folded_list(
      {"first", "fyrst", "firste", "fyrste", "premier", "premiere", "premiers", "prime", "primier", "primus",
       "prima", "primum", "primi", "primo", "erste", "erst", "ersten", "erster"});
  const std::string folded = fold(printed);
  if (among(folded, kFirst)) return 1;
  return read_ordinal(printed);
}

namespace {

// The intervals' names (Boethius, De institutione musica I.7) and their vernacular
// names: the fifth, fourth, octave, twelfth and fifteenth of the five languages.
const std::vector<Form>& interval_forms() {
  static const std::vector<Form> kForms = [] {
    std::vector<std::pair<std::string, long>> forms = {
        {"tonus", 0},
        {"tonum", 0},
        {"toni", 0},
        {"ton", 0},
        {"tono", 0},
        {"tuono", 0},
        {"tone", 0},
        {"ganzer ton", 0},
        // German's period th for t (Thon, as Theil) and tz for z (gantzer).
        {"thon", 0},
        {"ganzer thon", 0},
        {"gantzer ton", 0},
        {"gantzer thon", 0},
        {"diatessaron", 1},
        {"diatesseron", 1},
        {"quarta", 1},
        {"quarte", 1},
        {"quart", 1},
        {"fourth", 1},
        {"diapente", 2},
        {"quinta", 2},
        {"quinte", 2},
        {"quint", 2},
        {"fifth", 2},
        {"fift", 2},
        {"diapason", 3},
        {"octava", 3},
        {"octave", 3},
        {"octav", 3},
        {"ottava", 3},
        {"eighth", 3},
        {"eight", 3},
        {"duodecima", 4},
        {"douziesme", 4},
        {"douzieme", 4},
        {"twelfth", 4},
        {"dodicesima", 4},
        {"duodez", 4},
        {"bis diapason", 5},
        {"bisdiapason", 5},
        {"disdiapason", 5},
        {"dis diapason", 5},
        {"double diapason", 5},
        {"diapason bis", 5},
        {"quintadecima", 5},
        {"quinta decima", 5},
        {"decimaquinta", 5},
        {"decima quinta", 5},
        {"doppio diapason", 5},
        {"doppia diapason", 5},
        {"quinziesme", 5},
        {"quinzieme", 5},
        {"fifteenth", 5},
        {"doppia ottava", 5},
        {"doppel octav", 5},
        {"doppeloctav", 5},
        {"double octave", 5},
    };
    // The twelfth as the octave and the fifth joined, in each language's words, the
    // article before the second ("con la Diapente") and "together" after it or between
    // ("Diapasson, con la Diapente insieme", "Diapaffon infieme con la Diapente":
    // Barozzi, ocr/barozzi-1572/page-0049.txt line 32, page-0050.txt line 18); the
    // ampersand folds away ("Diapasson & Diapente insieme", page-0048.txt line 24).
    for (const char* a : {"diapason", "diapente"}) {
      const std::string b = std::string(a) == "diapason" ? "diapente" : "diapason";
      for (const char* together : {"", " insieme", " ensemble", " simul", " together", " zusammen"}) {
        for (const char* join :
             {"", " ac", " cum", " et", " e", " and", " und", " auec", " avec", " con", " mit", " con la",
              " e la", " auec la", " avec la", " et la", " mit der", " with the"}) {
          forms.push_back({std::string(a) + join + " " + b + together, 4});
          if (*together && *join) forms.push_back({std::string(a) + together + join + " " + b, 4});
        }
      }
      forms.push_back({std::string(a) + b, 4});  // written as one word: diapasondiapente
    }
    std::vector<Form> out;
    for (const auto& [text, value] : forms) out.push_back({fold(text), value});
    return out;
  }();
  return kForms;
}

// A word that is `form` with one of `endings` after it.
bool form_with_ending(const std::string& word, const std::string& form,
                      const std::vector<std::string>& endings) {
  return word.compare(0, form.size(), form) == 0 && among(word.substr(form.size()), endings);
}

}  // namespace

// An interval's name as a sentence gives it: after an article ("le tō", "the tone"),
// and before a clause that glosses it ("le tō qui eft cōmencemēt de Consonance.",
// Boissière page 0080 line 22; "the fifth, which ...").
std::optional<long> interval_in_phrase(const std::vector<std::string>& words) {
  static const std::vector<std::string> kArticles = folded_list(
      {"the", "a", "le", "la", "l", "vne", "une", "il", "lo", "la", "der", "die", "das", "ein", "eine"});
  static const std::vector<std::string> kGloss = folded_list(
      {"qui", "que", "quod", "quae", "which", "that", "che", "welche", "welcher", "so", "c'est", "cest"});
  std::vector<std::string> w = words;
  if (w.size() > 1 && among(w[0], kArticles)) w.erase(w.begin());
  for (std::size_t k = w.size(); k > 0; --k) {
    if (k < w.size() && !among(w[k], kGloss)) continue;
    const std::vector<std::string> head(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(k));
    if (auto v = read_joined(
            head, [](const std::vector<std::string>& x) { return phrase_of(x, interval_forms()); }))
      return v;
  }
  return std::nullopt;
}

std::optional<Interval> read_interval(std::string_view printed) {
  static Remembered<std::optional<long>> known;
  const auto value =
      known.get(std::string(printed), [printed] { return first_reading(printed, interval_in_phrase); });
  if (!value) return std::nullopt;
  return kIntervals[*value];
}

std::optional<Shape> read_shape(std::string_view printed) {
  // The shapes' stems in the five languages (Italian's cerchio and quadro, German's Kreis
  // and its period Triangel among them); the endings below make the words.
  static const std::vector<Form> kForms = folded_forms({
      {"round", 0},
      {"rond", 0},
      {"rotund", 0},
      {"rotond", 0},
      {"tond", 0},
      {"circul", 0},
      {"circl", 0},
      {"circol", 0},
      {"rund", 0},
      {"zirkel", 0},
      {"circkel", 0},
      {"cerchi", 0},
      {"kreis", 0},
      {"kreiß", 0},
      {"kreys", 0},
      {"triangl", 1},
      {"triangul", 1},
      {"triangol", 1},
      {"trigon", 1},
      {"dreieck", 1},
      {"dreyeck", 1},
      {"triangel", 1},
      {"dreiangel", 1},
      {"dreyangel", 1},
      {"square", 2},
      {"quadrat", 2},
      {"quarre", 2},
      {"quarré", 2},
      {"carre", 2},
      {"carré", 2},
      {"tetragon", 2},
      {"viereck", 2},
      {"vierung", 2},
      {"quadrangul", 2},
      {"quadrangl", 2},
      {"quadrangol", 2},
      {"quadro", 2},
      {"quadri", 2},
      // Faber's Latin (1496, OCR page 0145 lines 16-29): Triquetri, Quadrātales (the
      // macron the n of quadrantales, or read as a plain a).
      {"triquetr", 1},
      {"quadrantal", 2},
      {"quadratal", 2},
  });
  static const std::vector<std::string> kEndings =
      folded_list({"", "s", "e", "es", "i", "a", "o", "us", "um", "ae", "is", "ar", "aris", "ares", "er",
                   "en", "n", "ere", "eres", "aire", "aires", "ate", "ates",
                   // German's adjectives: dreyeckicht, viereckig, vierecket, and their declension
                   "ig", "ige", "igen", "iger", "icht", "ichte", "ichten", "et", "ete", "eten"});
  static Remembered<std::optional<long>> known;
  const auto value = known.get(std::string(printed), [printed] {
    return first_reading(printed, [](const std::vector<std::string>& w) -> std::optional<long> {
      if (w.size() != 1) return std::nullopt;
      for (const auto& f : kForms) {
        if (form_with_ending(w[0], f.folded, kEndings)) return f.value;
      }
      return cut_short(w[0], kForms);  // cut short: Triang., Quadr., Rot.
    });
  });
  if (!value) return std::nullopt;
  return std::array{Shape::Round, Shape::Triangle, Shape::Square}[static_cast<std::size_t>(*value)];
}

namespace {

// 0 even, 1 odd, 2 white, 3 black.
const std::vector<Form>& army_forms() {
  static const std::vector<Form> kForms = [] {
    std::vector<Form> forms = folded_forms({
        {"even", 0},    {"euen", 0},     {"par", 0},      {"pares", 0},     {"parium", 0},  {"paris", 0},
        {"pari", 0},    {"pair", 0},     {"pairs", 0},    {"odd", 1},       {"odde", 1},    {"impar", 1},
        {"impares", 1}, {"imparium", 1}, {"imparis", 1},  {"impari", 1},    {"dispari", 1}, {"impair", 1},
        {"impairs", 1}, {"non pair", 1}, {"nonpair", 1},  {"non pairs", 1}, {"white", 2},   {"whyte", 2},
        {"blanc", 2},   {"blancs", 2},   {"blanche", 2},  {"blanches", 2},  {"albus", 2},   {"alba", 2},
        {"albi", 2},    {"albae", 2},    {"candidus", 2}, {"bianco", 2},    {"bianchi", 2}, {"bianca", 2},
        {"black", 3},   {"blacke", 3},   {"noir", 3},     {"noirs", 3},     {"noire", 3},   {"noires", 3},
        {"niger", 3},   {"nigri", 3},    {"nigra", 3},    {"nero", 3},      {"neri", 3},    {"nera", 3},
    });
    // German's adjectives, as the period spells them, with the endings of their
    // declension (die geraden, der ungerade, die Weissen, die Schwartzen); grad, ungrad
    // and weis bare only ("grade" is another word).
    const std::initializer_list<std::string_view> declined = {"", "e", "en", "er", "es"};
    add_forms(forms, {"gerad"}, declined, 0);
    add_forms(forms, {"ungerad"}, declined, 1);
    add_forms(forms, {"weiß", "weiss"}, declined, 2);
    add_forms(forms, {"schwarz", "schwartz"}, declined, 3);
    for (const auto& f : folded_forms({{"grad", 0}, {"ungrad", 1}, {"weis", 2}})) forms.push_back(f);
    return forms;
  }();
  return kForms;
}

// An army's words, with an article before them dropped ("the even", "le pair", "les
// noirs", "die ungerade"), and the words of a phrase that names the army through its
// king or its host: the noun and the words that join it to the army's word ("the even
// king", "Pyramis parium", "la pyramide des pairs", "il Re de' pari", "der König der
// Geraden", "the host of the odd"). A phrase of such words alone names no army.
std::vector<std::string> without_article(std::vector<std::string> w) {
  static const std::vector<std::string> kArticles = folded_list(
      {"the", "le", "la", "les", "il", "lo", "i", "li", "gli", "der", "die", "das", "den", "des"});
  static const std::vector<std::string> kNouns = folded_list(
      {"king",     "kinge",    "kyng",     "kynge",    "roy",     "roi",       "rex",      "regis",
       "re",       "könig",    "konig",    "koenig",   "pyramid", "pyramide",  "pyramis",  "pyramidis",
       "piramide", "pyramida", "pyramidi", "piramidi", "army",    "armie",     "armee",    "armée",
       "host",     "hoste",    "acies",    "aciei",    "schiera", "exercitus", "exercitu", "side",
       "parte",    "part",     "camp",     "campo",    "heer",    "hauffen",   "seite",    "men",
       "hommes",   "huomini",  "uomini",   "homines"});
  static const std::vector<std::string> kLinks =
      folded_list({"of", "de", "du", "des", "del", "dei", "de'", "degli", "delle", "della", "di", "der",
                   "des", "pro", "for", "pour", "per", "für", "fur"});
  if (w.size() > 1 && among(w[0], kArticles)) w.erase(w.begin());
  // A phrase through a king or a host has its noun; without one, the words stand as
  // they are ("pairs of" names nothing).
  if (w.size() < 2 || std::none_of(w.begin(), w.end(), [](const std::string& x) { return among(x, kNouns); }))
    return w;
  std::vector<std::string> kept;
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (among(w[i], kNouns) || (i > 0 && (among(w[i], kLinks) || among(w[i], kArticles)))) continue;
    kept.push_back(w[i]);
  }
  return kept.empty() ? w : kept;
}

std::optional<Army> army_of(long value, Army white) {
  switch (value) {
    case 0:
      return Army::Even;
    case 1:
      return Army::Odd;
    case 2:
      return white;
    case 3:
      return other(white);
  }
  return std::nullopt;
}

}  // namespace

std::optional<Army> read_army(std::string_view printed, Army white) {
  static Remembered<std::optional<long>> known;
  const auto value = known.get(std::string(printed), [printed] {
    return first_reading(printed, [](const std::vector<std::string>& w) {
      return phrase_of(without_article(w), army_forms());
    });
  });
  if (!value) return std::nullopt;
  return army_of(*value, white);
}

std::optional<Army> read_parity(std::string_view printed) {
  const auto as_even_white = read_army(printed, Army::Even);
  if (!as_even_white || read_army(printed, Army::Odd) != as_even_white) return std::nullopt;
  return as_even_white;
}

bool is_order_word(std::string_view printed) {
  static const std::vector<Form> kOrder = folded_forms({{"order", 0},
                                                        {"ordre", 0},
                                                        {"ordo", 0},
                                                        {"ordinis", 0},
                                                        {"ordine", 0},
                                                        {"ordini", 0},
                                                        {"ordinem", 0},
                                                        {"ordnung", 0}});
  const std::string w = fold(printed);
  return phrase_of({w}, kOrder).has_value() || cut_short(w, kOrder).has_value();
}

std::optional<std::pair<Army, Army>> read_armies_against(std::string_view printed, Army white) {
  static const std::vector<std::string> kAgainst =
      folded_list({"contre", "against", "agaynst", "contra", "gegen", "wider", "contro", "versus"});
  const std::vector<std::string> w = split(fold(printed));
  for (std::size_t i = 1; i + 1 < w.size(); ++i) {
    if (!among(w[i], kAgainst)) continue;
    const auto a =
        phrase_of(without_article({w.begin(), w.begin() + static_cast<std::ptrdiff_t>(i)}), army_forms());
    const auto b =
        phrase_of(without_article({w.begin() + static_cast<std::ptrdiff_t>(i) + 1, w.end()}), army_forms());
    if (!a || !b) return std::nullopt;
    return std::pair{*army_of(*a, white), *army_of(*b, white)};
  }
  return std::nullopt;
}

namespace {

// The ways of taking, each as its languages build the name: a stem and the endings of
// its noun or verb. Latin and Italian -tio/-tione/-zione, French and English -tion,
// English -ing, German -iren/-ieren and -ung; the folding (fold()) makes the spellings
// one: diuisio, divisione, Diuision; sottrattione, sottrazione.

const std::vector<Form>& way_forms() {
  static const std::vector<Form> kForms = [] {
    std::vector<Form> out;
    const auto way = [&out](std::initializer_list<std::string_view> stems,
                            std::initializer_list<std::string_view> endings,
                            Way w) { add_forms(out, stems, endings, static_cast<long>(w)); };
    const std::initializer_list<std::string_view> noun = {"",     "io",   "ion",   "ions",
                                                          "ione", "ioni", "ionem", "ionis"};
    way({"equal", "aequal", "egal", "esgal", "egual", "ugual"},
        {"", "ity", "itie", "itye", "ite", "itas", "itate", "itatem", "ita", "itá", "ité", "eza", "ezza"},
        Way::Equality);
    way({"eguagl", "uguagl"}, {"ianza", "ianze"}, Way::Equality);
    way({"gleich"}, {"heit", "eit", "ung"}, Way::Equality);
    way({"addit", "addiz", "aggiunt", "aggiunz", "aggiont", "adiunct", "adjunct"}, noun, Way::Addition);
    way({"aggiunt"}, {"a", "e"}, Way::Addition);
    way({"add", "summ", "somm"}, {"ing", "iren", "ieren", "irung", "ierung", "are", "a"}, Way::Addition);
    way({"adiou", "adjou"}, {"ster", "stement"}, Way::Addition);
    way({"subtract", "substract", "soustract", "soubstract", "sottratt", "sottraz", "detract", "subduct"},
        noun, Way::Subtraction);
    way({"subtract", "substract"}, {"ing"}, Way::Subtraction);
    way({"subtrah", "abzieh"}, {"iren", "ieren", "irung", "en", "ung"}, Way::Subtraction);
    // The Italian abacus books' verbs: sottrarre and cavare (to take away), partire and
    // its noun partimento (to divide).
    way({"sottrarr"}, {"e"}, Way::Subtraction);
    way({"cav"}, {"are"}, Way::Subtraction);
    way({"multiplicat", "moltiplicat", "moltiplicaz"}, noun, Way::Multiplication);
    way({"multiplic", "moltiplic"}, {"iren", "ieren", "irung", "ierung", "are"}, Way::Multiplication);
    way({"multiply", "multipli"}, {"ing", "eng"}, Way::Multiplication);
    way({"divis", "diuis", "partit", "partiz"}, noun, Way::Division);
    way({"divid", "diuid"}, {"ing", "iren", "ieren", "irung", "ere"}, Way::Division);
    way({"theil", "teil"}, {"ung", "en"}, Way::Division);
    way({"part"}, {"ire", "imento"}, Way::Division);
    // Barozzi's verbs, after «col» (ocr/barozzi-1572/page-0030.txt line 5: «col numerar,
    // col summar, col sottrar, col multiplicar, col partir, & con l'assedio»; page-0031
    // line 13 «col summare», page-0033 line 6 «col ſotrar»).
    way({"numer"}, {"ar", "are"}, Way::Equality);
    way({"summ", "somm"}, {"ar"}, Way::Addition);
    way({"sottr", "sotr"}, {"ar", "are", "arre"}, Way::Subtraction);
    way({"multiplic", "moltiplic"}, {"ar"}, Way::Multiplication);
    way({"part"}, {"ir"}, Way::Division);
    way({"assedi", "lassedi"}, {"o"}, Way::Oblivion);  // l'assedio, its apostrophe dropped
    return out;
  }();
  return kForms;
}

// One way, its words after a preposition or an article or not.
std::optional<Way> one_way(std::vector<std::string> w) {
  static const std::vector<std::string> kBefore = folded_list(
      {"by", "per", "par", "durch", "mit", "con", "col", "coi", "colla", "to", "take", "taking", "the",
       "la", "le",  "l",   "il",    "lo",  "die", "der", "das", "de",    "di", "a",    "au"});
  while (w.size() > 1 && among(w[0], kBefore)) w.erase(w.begin());
  if (const auto v = phrase_of(w, way_forms())) return static_cast<Way>(*v);
  return std::nullopt;
}

// The ways of a phrase: one way, or two joined by a conjunction.
std::optional<std::vector<long>> ways_in_phrase(const std::vector<std::string>& words) {
  static const std::vector<std::string> kAnd = folded_list({"and", "et", "ac", "e", "und"});
  if (const auto one = one_way(words)) return std::vector<long>{static_cast<long>(*one)};
  for (std::size_t i = 1; i + 1 < words.size(); ++i) {
    if (!among(words[i], kAnd)) continue;
    const auto a = one_way({words.begin(), words.begin() + static_cast<std::ptrdiff_t>(i)});
    const auto b = one_way({words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end()});
    if (a && b) return std::vector<long>{static_cast<long>(*a), static_cast<long>(*b)};
  }
  // "multiplicatio & diuisio": the ampersand parts the words as a space does.
  if (words.size() == 2) {
    const auto a = one_way({words[0]});
    const auto b = one_way({words[1]});
    if (a && b) return std::vector<long>{static_cast<long>(*a), static_cast<long>(*b)};
  }
  return std::nullopt;
}

}  // namespace

std::vector<Way> read_ways(std::string_view printed) {
  static Remembered<std::optional<std::vector<long>>> known;
  const auto value =
      known.get(std::string(printed), [printed] { return first_reading(printed, ways_in_phrase); });
  std::vector<Way> out;
  if (value) {
    for (long v : *value) out.push_back(static_cast<Way>(v));
  }
  return out;
}

namespace {

// The kinds of proportion, whole: the adjective in each language with its endings, and
// the Latin noun's stems. A word cut short (a prefix of one of these, of three letters
// or more: "arith.", "Geo.", "har.") reads as the kind it begins.
const std::vector<Form>& proportion_forms() {
  static const std::vector<Form> kForms = [] {
    std::vector<Form> out;
    const std::initializer_list<std::string_view> endings = {"",   "a",  "e",   "o",   "i",    "al",
                                                             "ae", "am", "us",  "um",  "es",   "en",
                                                             "er", "he", "hen", "her", "isch", "ische"};
    add_forms(out, {"arithmetic", "arithmetiqu", "aritmetic", "arismetic", "arithmetisch", "arithmetric"},
              endings, static_cast<long>(Proportion::Arithmetic));
    add_forms(out, {"geometric", "geometriqu", "geometrisch"}, endings,
              static_cast<long>(Proportion::Geometric));
    add_forms(
        out, {"musical", "musicalisch", "musica", "musiqu", "harmonic", "harmoniqu", "harmonisch", "armonic"},
        endings, static_cast<long>(Proportion::Musical));
    return out;
  }();
  return kForms;
}

std::optional<long> proportion_word(const std::string& word) {
  for (const auto& f : proportion_forms()) {
    if (f.folded == word) return f.value;
  }
  return cut_short(word, proportion_forms());
}

// The kind's adjective, with the noun it qualifies before it (Latin, the Romance
// languages: "medietas arithmetica", "proportion arithmetique", "mediocrità
// armonica") or after it (English, German: "arithmetical proportion", "Arithmetische
// Proportion"), and an article before all.
std::optional<long> proportion_in_phrase(const std::vector<std::string>& words) {
  static const std::vector<std::string> kNouns = folded_list(
      {"medietas",         "medietatis",       "medietate",       "medieta",          "medietà",
       "mediety",          "medietie",         "mediocrite",      "mediocrité",       "mediocritas",
       "mediocrità",       "proportio",        "proportion",      "proportione",      "proportionen",
       "proportionalitas", "proportionalita",  "proportionalità", "proportionalitie", "proportionality",
       "proportionalität", "proportionalitet", "proporzione",     "proportz"});
  static const std::vector<std::string> kArticles =
      folded_list({"the", "la", "le", "il", "die", "der", "das", "in", "en", "an"});
  std::vector<std::string> w = words;
  while (w.size() > 1 && (among(w[0], kNouns) || among(w[0], kArticles))) w.erase(w.begin());
  while (w.size() > 1 && among(w.back(), kNouns)) w.pop_back();
  if (w.size() != 1) return std::nullopt;
  return proportion_word(w[0]);
}

// A victory's (or a triumph's) name in the five languages, whole or cut short ("Vitt.",
// "Vict."): the word before or after a grade, before the thing a common victory wins.
bool victory_noun(const std::string& word) {
  static const std::vector<Form> kVictory = folded_forms({
      {"victory", 0},
      {"victorie", 0},
      {"victorye", 0},
      {"victoria", 0},
      {"victoriae", 0},
      {"victoire", 0},
      {"victoires", 0},
      {"vittoria", 0},
      {"vittorie", 0},
      {"sieg", 0},
      {"triumph", 0},
      {"triumphe", 0},
      {"triumphs", 0},
      {"triumphes", 0},
      {"triumphus", 0},
      {"triumphi", 0},
      {"trionfo", 0},
      {"trionfi", 0},
      {"triomphe", 0},
      {"triomphes", 0},
      // German's Überwindung (the overcoming), as a German book names its victories
      // ("noch Größere überwindung").
      {"überwindung", 0},
      {"vberwindung", 0},
      {"überwindungen", 0},
  });
  return phrase_of({word}, kVictory).has_value() || cut_short(word, kVictory).has_value();
}

// The value grade_in_phrase gives the bare positive shared by French and Italian
// (grande, grand, grans): Italian's great, Boissière's greater (read_grade).
constexpr long kGrande = 100;

// The grades: the words of each language, alone or with its "more" and "most" (plus
// grande, tres grande), and a victory's name before or after them.
std::optional<long> grade_in_phrase(const std::vector<std::string>& words) {
  // German's groß declined (grosser, grossen) folds as größer does, doubled letters
  // single: only groß and gross are read as great.
  static const std::vector<Form> kGrades = [] {
    std::vector<Form> out;
    const std::vector<std::pair<std::vector<std::string_view>, Grade>> grades = {
        {{"great", "greate", "magna", "magnus", "groß", "gross", "mediocre", "mediocres"}, Grade::Great},
        {{"greater", "greatter", "maior", "major", "plus grande", "plus grant", "plus grand", "plus grans",
          "plus grandes", "maggiore", "maggior", "größer", "grösser", "grössere"},
         Grade::Greater},
        {{"greatest",        "most great",       "maxima",         "maximus",         "tres grande",
          "tres grant",      "tres grand",       "tres grans",     "tres grandes",    "la plus grande",
          "le plus grand",   "les plus grandes", "les plus grans", "massima",         "grandissima",
          "excellente",      "excellentes",      "excellent",      "tres excellente", "tresexcellente",
          "tres excellentes"},
         Grade::Greatest},
    };
    for (const auto& [list, grade] : grades) {
      for (std::string_view text : list) out.push_back({fold(text), static_cast<long>(grade)});
    }
    // German declines the comparative and the superlative (größere, größerer; größte,
    // gröster, grössesten): every ending on every stem.
    for (std::string_view stem : {"größer", "grösser"}) {
      for (std::string_view ending : {"e", "er", "en", "es", "em"})
        out.push_back({fold(std::string(stem) + std::string(ending)), static_cast<long>(Grade::Greater)});
    }
    for (std::string_view stem : {"größt", "gröst", "grössest", "grösst"}) {
      for (std::string_view ending : {"e", "er", "en", "es", "em"})
        out.push_back({fold(std::string(stem) + std::string(ending)), static_cast<long>(Grade::Greatest)});
    }
    for (std::string_view text : {"grande", "grant", "grand", "grans", "grandes"})
      out.push_back({fold(text), kGrande});
    return out;
  }();
  // The victory's name, whole or cut short ("Vitt. massima", "Vict. maior"), and the
  // articles that stand before it (not French's: "la plus grande" is the greatest,
  // "plus grande" the greater).
  // German's noch ("noch Größere überwindung", the victory a German book names beside
  // Italian's maggior uittoria and English's greater) stands with the articles.
  static const std::vector<std::string> kArticles =
      folded_list({"the", "a", "il", "die", "der", "ein", "eine", "noch"});
  const auto victory_word = [](const std::string& x) { return among(x, kArticles) || victory_noun(x); };
  std::vector<std::string> w = words;
  // Italian's la, le before the grade ("la Massima uittoria", "La maggiore"); French's
  // la and les stand before plus, where they make the superlative ("la plus grande").
  static const std::vector<std::string> kFeminine = folded_list({"la", "le", "l"});
  if (w.size() > 1 && among(w.front(), kFeminine) && w[1] != "plus") w.erase(w.begin());
  while (w.size() > 1 && victory_word(w.front())) w.erase(w.begin());
  while (w.size() > 1 && victory_word(w.back())) w.pop_back();
  if (const auto g = phrase_of(w, kGrades)) return g;
  return w.size() == 1 ? cut_short(w[0], kGrades) : std::nullopt;  // cut short: Max., Mass.
}

}  // namespace

std::optional<Proportion> read_proportion(std::string_view printed) {
  static Remembered<std::optional<long>> known;
  return remembered_reading<Proportion>(known, printed, proportion_in_phrase);
}

std::optional<Grade> read_grade(std::string_view printed, Language language) {
  static Remembered<std::optional<long>> known;
  const auto value =
      known.get(std::string(printed), [printed] { return first_reading(printed, grade_in_phrase); });
  if (!value) return std::nullopt;
  if (*value == kGrande) return language == Language::French ? Grade::Greater : Grade::Great;
  return static_cast<Grade>(*value);
}

namespace {

// The common victories by the thing each wins, in the five languages (the noun, its
// Latin cases; French's d'honneur and Italian's dell'honore written as one word once
// the apostrophe is dropped; English's goodes, German's Hader and Zanck for the quarrel).
std::optional<long> victory_thing(std::vector<std::string> w) {
  static const std::vector<Form> kThings = folded_forms({
      {"bodies", static_cast<long>(Goal::Bodies)},     {"bodyes", static_cast<long>(Goal::Bodies)},
      {"corps", static_cast<long>(Goal::Bodies)},      {"corporibus", static_cast<long>(Goal::Bodies)},
      {"corporum", static_cast<long>(Goal::Bodies)},   {"corpore", static_cast<long>(Goal::Bodies)},
      {"corpi", static_cast<long>(Goal::Bodies)},      {"leiber", static_cast<long>(Goal::Bodies)},
      {"cörper", static_cast<long>(Goal::Bodies)},     {"goods", static_cast<long>(Goal::Goods)},
      {"biens", static_cast<long>(Goal::Goods)},       {"bonis", static_cast<long>(Goal::Goods)},
      {"bonorum", static_cast<long>(Goal::Goods)},     {"beni", static_cast<long>(Goal::Goods)},
      {"güter", static_cast<long>(Goal::Goods)},       {"quarrel", static_cast<long>(Goal::Quarrel)},
      {"quarell", static_cast<long>(Goal::Quarrel)},   {"proces", static_cast<long>(Goal::Quarrel)},
      {"procès", static_cast<long>(Goal::Quarrel)},    {"querelle", static_cast<long>(Goal::Quarrel)},
      {"lite", static_cast<long>(Goal::Quarrel)},      {"litis", static_cast<long>(Goal::Quarrel)},
      {"streit", static_cast<long>(Goal::Quarrel)},    {"streits", static_cast<long>(Goal::Quarrel)},
      {"honour", static_cast<long>(Goal::Honour)},     {"honor", static_cast<long>(Goal::Honour)},
      {"honneur", static_cast<long>(Goal::Honour)},    {"dhonneur", static_cast<long>(Goal::Honour)},
      {"honore", static_cast<long>(Goal::Honour)},     {"honoris", static_cast<long>(Goal::Honour)},
      {"onore", static_cast<long>(Goal::Honour)},      {"donore", static_cast<long>(Goal::Honour)},
      {"dhonore", static_cast<long>(Goal::Honour)},    {"ehren", static_cast<long>(Goal::Honour)},
      {"ehre", static_cast<long>(Goal::Honour)},       {"goodes", static_cast<long>(Goal::Goods)},
      {"hader", static_cast<long>(Goal::Quarrel)},     {"haders", static_cast<long>(Goal::Quarrel)},
      {"zanck", static_cast<long>(Goal::Quarrel)},     {"zancks", static_cast<long>(Goal::Quarrel)},
      {"zank", static_cast<long>(Goal::Quarrel)},      {"zanks", static_cast<long>(Goal::Quarrel)},
      {"dellhonore", static_cast<long>(Goal::Honour)}, {"dellonore", static_cast<long>(Goal::Honour)},
      {"lhonore", static_cast<long>(Goal::Honour)},    {"lhonneur", static_cast<long>(Goal::Honour)},
  });
  // The victory's name (whole or cut short) and the prepositions and articles before
  // the thing won.
  static const std::vector<std::string> kBefore =
      folded_list({"of",  "the", "de", "des", "du", "di",  "del",   "della", "dei",   "de'",  "der", "des",
                   "vom", "von", "la", "il",  "i",  "gli", "delle", "dello", "degli", "dell", "d",   "l"});
  while (w.size() > 1 && (among(w.front(), kBefore) || victory_noun(w.front()))) w.erase(w.begin());
  return phrase_of(w, kThings);
}

std::optional<long> victory_in_phrase(const std::vector<std::string>& words) {
  if (const auto one = victory_thing(words)) return one;
  // Honour and quarrel: the two things joined by a conjunction, or by an ampersand, which
  // the folding drops ("Vittoria dell'Honore & della Lite").
  static const std::vector<std::string> kAnd = folded_list({"and", "et", "ac", "e", "und"});
  const auto honour = static_cast<long>(Goal::Honour), quarrel = static_cast<long>(Goal::Quarrel);
  for (std::size_t i = 1; i < words.size(); ++i) {
    const bool conjunction = among(words[i], kAnd);
    if (conjunction && i + 1 == words.size()) continue;
    const auto a = victory_thing({words.begin(), words.begin() + static_cast<std::ptrdiff_t>(i)});
    const auto b =
        victory_thing({words.begin() + static_cast<std::ptrdiff_t>(i) + (conjunction ? 1 : 0), words.end()});
    if (a && b && ((*a == honour && *b == quarrel) || (*a == quarrel && *b == honour)))
      return static_cast<long>(Goal::HonourAndQuarrel);
  }
  return std::nullopt;
}

}  // namespace

std::optional<Goal> read_victory(std::string_view printed) {
  static Remembered<std::optional<long>> known;
  return remembered_reading<Goal>(known, printed, victory_in_phrase);
}

std::string not_read_text(std::string_view printed, Language language) {
  std::string lang(kLanguageNames.name(language));
  if (!lang.empty()) lang[0] = static_cast<char>(lang[0] - 'a' + 'A');
  return "not read: '" + std::string(printed) + "' (" + lang + ")";
}

}  // namespace rithmo
