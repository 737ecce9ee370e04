#include "words/number_words.hpp"

#include "words/vocabulary.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace rithmo {

namespace {

// What a piece of a number word does to the number being built.
enum class Piece {
  Unit,      // 1-9: "tres", "quattro", "foure"
  Stem,      // 2-9 only before -ty, -zig, -teen, -zehn: "thir", "fif", "sech", "zwan"
  Ten,       // 10, 20-90: "dix", "trenta", "uiginti"
  Teen,      // 11-19: "onze", "undici", "duodecim", "eleuen"
  Twenty,    // 20, or a number times twenty after it: «quatre vingts», "threescore"
  TenTimes,  // a unit times ten: -ty, -tie, -zig, -tzig, -ssig
  Hundred,   // the number before it (or one) times a hundred: cent, cento, hundert
  Hundreds,  // a hundreds in one word: ducenti, trecentae, dugento, centenarius
  Thousand,  // the number before it (or one) times a thousand: mille, milia, tausend
  Less,      // Latin duode- and unde-: two and one less than the ten after it
  Joiner,    // and, und, et, e, ac, atque
};

struct Entry {
  std::string folded;
  long value;
  Piece piece;
  std::string spelled;  // as listed, for a report: "otto", «fünf»
  Language language = Language::Latin;
  std::size_t order = 0;  // as listed below: a number's usual form before its others
};

// The pieces of the five languages, the longest first.
const std::vector<Entry>& lexicon() {
  static const std::vector<Entry> kLexicon = [] {
    std::vector<Entry> e;
    Language listing = Language::Latin;  // the language of the entries being listed
    const auto add = [&listing](std::vector<Entry>& out, std::initializer_list<std::string_view> forms,
                                long value, Piece piece) {
      for (std::string_view f : forms)
        out.push_back({fold(f), value, piece, std::string(f), listing, out.size()});
    };
    // Stems and endings: every stem with every ending.
    const auto add_inflected = [&listing](std::vector<Entry>& out,
                                          std::initializer_list<std::pair<std::string_view, long>> stems,
                                          std::initializer_list<std::string_view> endings) {
      for (const auto& [stem, value] : stems) {
        const Piece piece = value < 10 ? Piece::Unit : value < 100 ? Piece::Ten : Piece::Hundreds;
        for (std::string_view ending : endings)
          out.push_back({fold(std::string(stem) + std::string(ending)), value, piece,
                         std::string(stem) + std::string(ending), listing, out.size()});
      }
    };
    // Latin.
    listing = Language::Latin;
    add(e, {"unus", "una", "unum", "uni", "unius", "uno", "unam"}, 1, Piece::Unit);
    add(e, {"duo", "duae", "duos", "duas", "duobus", "duorum"}, 2, Piece::Unit);
    add(e, {"tres", "tria", "tribus", "trium"}, 3, Piece::Unit);
    add(e, {"quattuor", "quatuor"}, 4, Piece::Unit);
    add(e, {"quinque"}, 5, Piece::Unit);
    add(e, {"sex"}, 6, Piece::Unit);
    add(e, {"septem"}, 7, Piece::Unit);
    add(e, {"octo"}, 8, Piece::Unit);
    add(e, {"novem"}, 9, Piece::Unit);
    add(e, {"decem"}, 10, Piece::Ten);
    add(e, {"undecim"}, 11, Piece::Teen);
    add(e, {"duodecim"}, 12, Piece::Teen);
    add(e, {"tredecim"}, 13, Piece::Teen);
    add(e, {"quattuordecim", "quatuordecim"}, 14, Piece::Teen);
    add(e, {"quindecim"}, 15, Piece::Teen);
    add(e, {"sedecim", "sexdecim"}, 16, Piece::Teen);
    add(e, {"septendecim"}, 17, Piece::Teen);
    add(e, {"viginti", "vigenti"}, 20, Piece::Ten);
    add(e, {"triginta"}, 30, Piece::Ten);
    add(e, {"quadraginta"}, 40, Piece::Ten);
    add(e, {"quinquaginta"}, 50, Piece::Ten);
    add(e, {"sexaginta"}, 60, Piece::Ten);
    add(e, {"septuaginta"}, 70, Piece::Ten);
    add(e, {"octoginta"}, 80, Piece::Ten);
    add(e, {"nonaginta"}, 90, Piece::Ten);
    add(e, {"centum"}, 100, Piece::Hundred);
    add_inflected(e,
                  {{"ducent", 200},
                   {"trecent", 300},
                   {"quadringent", 400},
                   {"quingent", 500},
                   {"sescent", 600},
                   {"sexcent", 600},
                   {"septingent", 700},
                   {"octingent", 800},
                   {"nongent", 900},
                   {"noningent", 900}},
                  {"i", "ae", "a", "orum", "arum", "is", "os", "as"});
    add(e, {"mille", "milia", "millia", "milibus"}, 1000, Piece::Thousand);
    add(e, {"duode"}, 2, Piece::Less);
    add(e, {"unde"}, 1, Piece::Less);
    // The distributives and the Boethian names of numbers (ternarius, senarius).
    add_inflected(e,
                  {{"singul", 1},   {"bin", 2},        {"tern", 3},     {"trin", 3},       {"quatern", 4},
                   {"quin", 5},     {"sen", 6},        {"septen", 7},   {"octon", 8},      {"noven", 9},
                   {"den", 10},     {"vicen", 20},     {"tricen", 30},  {"quadragen", 40}, {"quinquagen", 50},
                   {"sexagen", 60}, {"septuagen", 70}, {"octogen", 80}, {"nonagen", 90},   {"centen", 100}},
                  {"i", "ae", "a", "orum", "arum", "is", "os", "as", "us", "um", "arius", "aria", "arium",
                   "arii", "ario", "arios", "ariorum", "arij"});
    // Italian.
    listing = Language::Italian;
    add(e, {"uno", "una", "un"}, 1, Piece::Unit);
    add(e, {"due"}, 2, Piece::Unit);
    add(e, {"tre"}, 3, Piece::Unit);
    add(e, {"quattro", "quatro"}, 4, Piece::Unit);
    add(e, {"cinque"}, 5, Piece::Unit);
    add(e, {"sei"}, 6, Piece::Unit);
    add(e, {"sette"}, 7, Piece::Unit);
    add(e, {"otto"}, 8, Piece::Unit);
    add(e, {"nove"}, 9, Piece::Unit);
    add(e, {"dieci", "diece"}, 10, Piece::Ten);
    add(e, {"undici", "undeci"}, 11, Piece::Teen);
    add(e, {"dodici", "dodeci"}, 12, Piece::Teen);
    add(e, {"tredici", "tredeci"}, 13, Piece::Teen);
    add(e, {"quattordici", "quatordici", "quattordeci", "quatordeci"}, 14, Piece::Teen);
    add(e, {"quindici", "quindeci"}, 15, Piece::Teen);
    add(e, {"sedici", "sedeci"}, 16, Piece::Teen);
    add(e, {"diciassette", "dicisette", "dicesette", "diecisette"}, 17, Piece::Teen);
    add(e, {"diciotto", "dicedotto", "dieciotto"}, 18, Piece::Teen);
    add(e, {"diciannove", "dicianove", "dicenove", "diecinove"}, 19, Piece::Teen);
    add(e, {"venti", "vinti", "vent", "vint"}, 20, Piece::Ten);
    add(e, {"trenta", "trent"}, 30, Piece::Ten);
    add(e, {"quaranta", "quarant"}, 40, Piece::Ten);
    add(e, {"cinquanta", "cinquant"}, 50, Piece::Ten);
    add(e, {"sessanta", "sessant"}, 60, Piece::Ten);
    add(e, {"settanta", "settant"}, 70, Piece::Ten);
    add(e, {"ottanta", "ottant"}, 80, Piece::Ten);
    add(e, {"novanta", "novant"}, 90, Piece::Ten);
    add(e, {"cento"}, 100, Piece::Hundred);
    add(e, {"dugento"}, 200, Piece::Hundreds);
    add(e, {"mila"}, 1000, Piece::Thousand);
    // French.
    listing = Language::French;
    add(e, {"un", "une"}, 1, Piece::Unit);
    add(e, {"deux"}, 2, Piece::Unit);
    add(e, {"trois"}, 3, Piece::Unit);
    add(e, {"quatre"}, 4, Piece::Unit);
    add(e, {"cinq"}, 5, Piece::Unit);
    add(e, {"six"}, 6, Piece::Unit);
    add(e, {"sept"}, 7, Piece::Unit);
    add(e, {"huit", "huict"}, 8, Piece::Unit);
    add(e, {"neuf"}, 9, Piece::Unit);
    add(e, {"dix"}, 10, Piece::Ten);
    add(e, {"onze"}, 11, Piece::Teen);
    add(e, {"douze"}, 12, Piece::Teen);
    add(e, {"treize"}, 13, Piece::Teen);
    add(e, {"quatorze"}, 14, Piece::Teen);
    add(e, {"quinze"}, 15, Piece::Teen);
    add(e, {"seize"}, 16, Piece::Teen);
    add(e, {"vingt", "vint"}, 20, Piece::Twenty);
    add(e, {"trente"}, 30, Piece::Ten);
    add(e, {"quarante"}, 40, Piece::Ten);
    add(e, {"cinquante"}, 50, Piece::Ten);
    add(e, {"soixante"}, 60, Piece::Ten);
    add(e, {"septante"}, 70, Piece::Ten);
    add(e, {"octante", "huitante", "huictante"}, 80, Piece::Ten);
    add(e, {"nonante"}, 90, Piece::Ten);
    add(e, {"cent", "cens"}, 100, Piece::Hundred);
    add(e, {"mil"}, 1000, Piece::Thousand);
    // English.
    listing = Language::English;
    add(e, {"one"}, 1, Piece::Unit);
    add(e, {"two"}, 2, Piece::Unit);
    add(e, {"three"}, 3, Piece::Unit);
    add(e, {"four"}, 4, Piece::Unit);
    add(e, {"five"}, 5, Piece::Unit);
    add(e, {"seven"}, 7, Piece::Unit);
    add(e, {"eight"}, 8, Piece::Unit);
    add(e, {"nine"}, 9, Piece::Unit);
    add(e, {"ten"}, 10, Piece::Ten);
    add(e, {"eleven"}, 11, Piece::Teen);
    add(e, {"twelve", "twelf"}, 12, Piece::Teen);
    add(e, {"twen"}, 2, Piece::Stem);
    add(e, {"thir"}, 3, Piece::Stem);
    add(e, {"for"}, 4, Piece::Stem);
    add(e, {"fif"}, 5, Piece::Stem);
    add(e, {"eigh"}, 8, Piece::Stem);
    add(e, {"ty", "tie"}, 10, Piece::TenTimes);
    add(e, {"score"}, 20, Piece::Twenty);
    add(e, {"hundred", "hundreth"}, 100, Piece::Hundred);
    add(e, {"thousand"}, 1000, Piece::Thousand);
    // German.
    listing = Language::German;
    add(e, {"ein", "eins", "eine", "einen", "einer"}, 1, Piece::Unit);
    add(e, {"zwei", "zwey", "zwo", "zween"}, 2, Piece::Unit);
    add(e, {"drei", "drey"}, 3, Piece::Unit);
    add(e, {"vier"}, 4, Piece::Unit);
    add(e, {"fünf", "fünff"}, 5, Piece::Unit);
    add(e, {"sechs"}, 6, Piece::Unit);
    add(e, {"sieben", "siben"}, 7, Piece::Unit);
    add(e, {"acht"}, 8, Piece::Unit);
    add(e, {"neun"}, 9, Piece::Unit);
    add(e, {"zehn", "zehen"}, 10, Piece::Ten);
    add(e, {"elf", "eilf", "eilff", "eylff"}, 11, Piece::Teen);
    add(e, {"zwölf", "zwölff", "zwelf"}, 12, Piece::Teen);
    add(e, {"sech"}, 6, Piece::Stem);
    add(e, {"sieb"}, 7, Piece::Stem);
    add(e, {"zwan"}, 2, Piece::Stem);
    add(e, {"zig", "tzig", "ßig", "ssig", "sig"}, 10, Piece::TenTimes);
    add(e, {"hundert"}, 100, Piece::Hundred);
    add(e, {"tausend", "tausent"}, 1000, Piece::Thousand);
    // The words that join.
    add(e, {"and", "und", "et", "e", "ac", "atque"}, 0, Piece::Joiner);
    // One entry for each folded form and meaning; the longest tried first.
    std::sort(e.begin(), e.end(), [](const Entry& a, const Entry& b) {
      if (a.folded.size() != b.folded.size()) return a.folded.size() > b.folded.size();
      if (a.folded != b.folded) return a.folded < b.folded;
      return std::make_pair(a.value, static_cast<int>(a.piece)) <
             std::make_pair(b.value, static_cast<int>(b.piece));
    });
    e.erase(std::unique(e.begin(), e.end(),
                        [](const Entry& a, const Entry& b) {
                          return a.folded == b.folded && a.value == b.value && a.piece == b.piece;
                        }),
            e.end());
    return e;
  }();
  return kLexicon;
}

// The text without its outer spaces and the period's trailing point.
std::string_view trimmed_point(std::string_view t) {
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  while (!t.empty() && (t.back() == ' ' || t.back() == '.')) t.remove_suffix(1);
  return t;
}

// The lexicon in the order it is listed: each number's usual form first.
const std::vector<const Entry*>& in_listed_order() {
  static const std::vector<const Entry*> kListed = [] {
    std::vector<const Entry*> out;
    for (const Entry& e : lexicon()) out.push_back(&e);
    std::sort(out.begin(), out.end(), [](const Entry* a, const Entry* b) { return a->order < b->order; });
    return out;
  }();
  return kListed;
}

// A piece as read from the text: its entry and whether it begins a printed word.
struct Token {
  const Entry* entry;
  bool word_start;
};

// The number the pieces make, as the languages build it (number_words.hpp), or nullopt.
std::optional<long> evaluate(const std::vector<Token>& pieces) {
  // First the pieces that make one number together within a word: a unit or stem and
  // -ty or -zig (fourtie, viertzig), a unit or stem and ten (fourteen, dreyzehen),
  // duode- or unde- and a ten (duodeviginti).
  struct Made {
    Piece piece;
    long value;
  };
  std::vector<Made> made;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Entry& e = *pieces[i].entry;
    const Entry* next = i + 1 < pieces.size() && !pieces[i + 1].word_start ? pieces[i + 1].entry : nullptr;
    const bool unit = e.piece == Piece::Unit || e.piece == Piece::Stem;
    if (unit && next && next->piece == Piece::TenTimes && e.value >= 2) {
      made.push_back({Piece::Ten, e.value * 10});
      ++i;
    } else if (unit && next && next->piece == Piece::Ten && next->value == 10) {
      made.push_back({Piece::Teen, e.value + 10});
      ++i;
    } else if (e.piece == Piece::Less && next && next->piece == Piece::Ten && next->value >= 20) {
      made.push_back({Piece::Teen, next->value - e.value});
      ++i;
    } else if (e.piece == Piece::Stem || e.piece == Piece::TenTimes || e.piece == Piece::Less) {
      return std::nullopt;  // a stem, -ty or duode- that makes nothing
    } else {
      made.push_back({e.piece, e.value});
    }
  }
  long total = 0, group = 0, small = 0, ten = 0;
  bool has_unit = false, has_ten = false, any = false;
  Piece last = Piece::Joiner;
  for (std::size_t i = 0; i < made.size(); ++i) {
    const auto [piece, value] = made[i];
    switch (piece) {
      case Piece::Joiner:
        if (i == 0 || i + 1 == made.size() || last == Piece::Joiner) return std::nullopt;
        break;
      case Piece::Unit:
        if (has_unit) return std::nullopt;
        small += value;
        has_unit = true;
        break;
      case Piece::Teen:
        // «soixante et onze», «quatre vingts treize» beside a plain teen.
        if (has_unit || (has_ten && ten != 60 && ten != 80)) return std::nullopt;
        small += value;
        has_unit = has_ten = true;
        ten = 0;
        break;
      case Piece::Twenty:
        // «quatre vingts», «six vingts», «quinze vingts», "threescore": the number just
        // before it, times twenty.
        if (small > 0 && small < 20 && ((last == Piece::Unit && !has_ten) || last == Piece::Teen)) {
          small *= 20;
          has_unit = false;
          has_ten = true;
          ten = small;
          break;
        }
        [[fallthrough]];
      case Piece::Ten:
        // A unit before its ten is joined to it: fünff und viertzig, five and twenty,
        // unus et nonaginta; «huict trente» is two numbers.
        if (has_unit && !has_ten && last != Piece::Joiner) return std::nullopt;
        if (!has_ten) {
          small += value;
          has_ten = true;
          ten = value;
        } else if (value == 10 && (ten == 60 || ten == 80) && !has_unit) {
          small += 10;  // soixante dix, quatre vingts dix
          ten = 0;
        } else {
          return std::nullopt;
        }
        break;
      case Piece::Hundred:
        if (group != 0 || small >= 100) return std::nullopt;
        group = (small == 0 ? 1 : small) * 100;
        small = ten = 0;
        has_unit = has_ten = false;
        break;
      case Piece::Hundreds:
        if (group != 0 || small != 0) return std::nullopt;
        group = value;
        break;
      case Piece::Thousand: {
        if (total != 0) return std::nullopt;
        const long n = group + small;
        total = (n == 0 ? 1 : n) * 1000;
        group = small = ten = 0;
        has_unit = has_ten = false;
        break;
      }
      default:
        return std::nullopt;
    }
    if (piece != Piece::Joiner) any = true;
    last = piece;
  }
  const long n = total + group + small;
  if (!any || n <= 0) return std::nullopt;
  return n;
}

// The letters a piece may carry after it in the period's spelling: a final e (foure,
// sixe, tenne), a plural s (vingts, cents), or both.
constexpr std::string_view kTrailing[] = {"", "e", "s", "es"};

// Cuts `word` (folded, no spaces) into pieces from `at` on, appending each way of
// cutting it to `found` as `cut` continued; stops at `budget` steps.
void cut(const std::string& word, std::size_t at, bool start, std::vector<Token>& cut_so_far,
         std::vector<std::vector<Token>>& found, std::size_t& budget) {
  if (budget == 0 || found.size() >= 64) return;
  --budget;
  if (at == word.size()) {
    found.push_back(cut_so_far);
    return;
  }
  const auto from_here = [&](const Entry& e, std::size_t from) {
    if (word.compare(from, e.folded.size(), e.folded) != 0) return;
    const std::size_t end = from + e.folded.size();
    if (end <= at) return;
    cut_so_far.push_back({&e, start});
    for (std::string_view tail : kTrailing) {
      if (word.compare(end, tail.size(), tail) == 0)
        cut(word, end + tail.size(), false, cut_so_far, found, budget);
    }
    cut_so_far.pop_back();
  };
  for (const Entry& e : lexicon()) {
    if (budget == 0) return;
    from_here(e, at);
    // A letter doubled where two pieces meet is folded to one (cento otto, centotto).
    if (!start && at > 0 && word[at - 1] == e.folded[0]) from_here(e, at - 1);
  }
}

// Whether the text holds only what number words are printed with: letters (ASCII, the
// accented Latin letters and long s, combining marks), spaces, hyphens, points and
// apostrophes. Digits and other scripts are not number words.
bool letters_only(std::string_view printed) {
  bool letter = false;
  for (std::size_t i = 0; i < printed.size(); ++i) {
    const auto c = static_cast<unsigned char>(printed[i]);
    if (c < 0x80) {
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        letter = true;
      } else if (c != ' ' && c != '-' && c != '.' && c != '\'') {
        return false;
      }
      continue;
    }
    // A code point of two or three bytes in the Latin blocks, Latin Extended
    // Additional (ẽ) and the combining marks.
    unsigned cp = 0;
    std::size_t more = 0;
    if ((c & 0xE0) == 0xC0) {
      cp = c & 0x1F;
      more = 1;
    } else if ((c & 0xF0) == 0xE0) {
      cp = c & 0x0F;
      more = 2;
    } else {
      return false;
    }
    for (std::size_t k = 0; k < more; ++k) {
      if (++i >= printed.size() || (static_cast<unsigned char>(printed[i]) & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (static_cast<unsigned char>(printed[i]) & 0x3F);
    }
    const bool latin =
        (cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7) || (cp >= 0x1E00 && cp <= 0x1EFF);
    const bool mark = cp >= 0x300 && cp <= 0x36F;
    if (!latin && !mark) return false;
    letter = letter || latin;
  }
  return letter;
}

// The pieces of the first way of cutting the text that makes a number, and the number.
std::optional<std::pair<std::vector<Token>, long>> read_pieces(std::string_view printed) {
  if (printed.size() > kMaxNumberWordsBytes || !letters_only(printed)) return std::nullopt;
  const std::string folded = fold(printed);
  std::vector<std::string> words;
  for (std::size_t a = 0; a < folded.size();) {
    std::size_t b = folded.find(' ', a);
    if (b == std::string::npos) b = folded.size();
    if (b > a) words.push_back(folded.substr(a, b - a));
    a = b + 1;
  }
  if (words.empty()) return std::nullopt;
  // Every way of cutting each word, then every combination in order, the first that
  // makes a number kept: few words, few cuts each.
  std::vector<std::vector<std::vector<Token>>> cuts;
  for (const std::string& w : words) {
    std::vector<std::vector<Token>> found;
    std::vector<Token> so_far;
    std::size_t budget = 4096;
    cut(w, 0, true, so_far, found, budget);
    if (found.empty()) return std::nullopt;
    cuts.push_back(std::move(found));
  }
  std::vector<std::size_t> choice(cuts.size(), 0);
  for (std::size_t tries = 0; tries < 4096; ++tries) {
    std::vector<Token> pieces;
    for (std::size_t k = 0; k < cuts.size(); ++k) {
      const auto& c = cuts[k][choice[k]];
      pieces.insert(pieces.end(), c.begin(), c.end());
    }
    if (const auto n = evaluate(pieces)) return std::pair{std::move(pieces), *n};
    std::size_t k = cuts.size();
    while (k-- > 0) {
      if (++choice[k] < cuts[k].size()) break;
      choice[k] = 0;
    }
    if (k == static_cast<std::size_t>(-1)) break;
  }
  return std::nullopt;
}

}  // namespace

std::optional<mpz_class> read_number_words(std::string_view printed) {
  const auto read = read_pieces(printed);
  if (!read) return std::nullopt;
  return mpz_class(read->second);
}

std::vector<std::pair<mpz_class, WordSlip>> number_word_variants(std::string_view printed) {
  std::vector<std::pair<mpz_class, WordSlip>> out;
  const auto read = read_pieces(printed);
  if (!read) return out;
  std::vector<Token> pieces = read->first;
  std::vector<long> seen = {read->second};
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Entry* was = pieces[i].entry;
    if (was->piece == Piece::Joiner) continue;
    for (const Entry* ep : in_listed_order()) {
      const Entry& e = *ep;
      if (e.piece != was->piece || e.value == was->value || e.language != was->language) continue;
      pieces[i].entry = &e;
      if (const auto n = evaluate(pieces); n && std::find(seen.begin(), seen.end(), *n) == seen.end()) {
        seen.push_back(*n);
        // The word printed: the cell itself when it is one word, else the piece as read.
        const std::string_view whole = trimmed_point(printed);
        const bool one = pieces.size() == 1;
        out.emplace_back(mpz_class(*n), WordSlip{e.spelled, one ? std::string(whole) : was->folded});
      }
    }
    pieces[i].entry = was;
  }
  return out;
}

}  // namespace rithmo
