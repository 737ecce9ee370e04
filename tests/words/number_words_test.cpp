#include "words/number_words.hpp"

#include "catch.hpp"

#include <array>
#include <string>

using namespace rithmo;

namespace {

// The test's own namers of the numbers 1-999, as each language writes them today (the
// period's spellings are tested one by one below): the reader must read every one.
std::string english(int n) {
  static const std::array<const char*, 20> small = {
      "",         "one",     "two",     "three",     "four",     "five",    "six",
      "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",  "thirteen",
      "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
  static const std::array<const char*, 10> tens = {"",      "",      "twenty",  "thirty", "forty",
                                                   "fifty", "sixty", "seventy", "eighty", "ninety"};
  std::string s;
  if (n >= 100) {
    s = std::string(small[n / 100]) + " hundred";
    n %= 100;
    if (n) s += " and ";
  }
  if (n >= 20) {
    s += tens[n / 10];
    if (n % 10) s += std::string("-") + small[n % 10];
  } else if (n) {
    s += small[n];
  }
  return s;
}

std::string italian(int n) {
  static const std::array<const char*, 20> small = {
      "",       "uno",         "due",      "tre",       "quattro", "cinque",  "sei",         "sette",
      "otto",   "nove",        "dieci",    "undici",    "dodici",  "tredici", "quattordici", "quindici",
      "sedici", "diciassette", "diciotto", "diciannove"};
  static const std::array<const char*, 10> tens = {"",          "",         "venti",    "trenta",  "quaranta",
                                                   "cinquanta", "sessanta", "settanta", "ottanta", "novanta"};
  std::string s;
  if (n >= 100) {
    s = n / 100 == 1 ? "cento" : std::string(small[n / 100]) + "cento";
    n %= 100;
  }
  if (n >= 20) {
    std::string t = tens[n / 10];
    const int u = n % 10;
    if (u == 1 || u == 8) t.pop_back();  // ventuno, trentotto
    s += t + (u == 3 ? "tré" : small[u]);
  } else {
    s += small[n];
  }
  return s;
}

std::string french(int n) {
  static const std::array<const char*, 17> small = {"",      "un",     "deux",     "trois",  "quatre", "cinq",
                                                    "six",   "sept",   "huit",     "neuf",   "dix",    "onze",
                                                    "douze", "treize", "quatorze", "quinze", "seize"};
  static const std::array<const char*, 7> tens = {"",         "",          "vingt",   "trente",
                                                  "quarante", "cinquante", "soixante"};
  const auto below100 = [&](int m) -> std::string {
    if (m <= 16) return small[m];
    if (m < 20) return std::string("dix-") + small[m - 10];
    if (m < 70) {
      const int u = m % 10;
      return std::string(tens[m / 10]) + (u == 0 ? "" : u == 1 ? " et un" : std::string("-") + small[u]);
    }
    if (m < 80)
      return m == 71 ? "soixante et onze"
                     : "soixante-" + std::string(m - 60 <= 16 ? small[m - 60] : "") +
                           (m - 60 > 16 ? "dix-" + std::string(small[m - 70]) : "");
    if (m == 80) return "quatre-vingts";
    const int r = m - 80;
    return "quatre-vingt-" + (r <= 16 ? std::string(small[r]) : "dix-" + std::string(small[r - 10]));
  };
  std::string s;
  if (n >= 100) {
    s = n / 100 == 1 ? "cent" : std::string(small[n / 100]) + (n % 100 ? " cent" : " cents");
    n %= 100;
    if (n) s += " ";
  }
  return s + (n ? below100(n) : "");
}

std::string german(int n) {
  static const std::array<const char*, 20> small = {
      "",         "eins",     "zwei",     "drei",     "vier",     "fünf",    "sechs",
      "sieben",   "acht",     "neun",     "zehn",     "elf",      "zwölf",   "dreizehn",
      "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"};
  static const std::array<const char*, 10> tens = {"",        "",        "zwanzig", "dreißig", "vierzig",
                                                   "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"};
  std::string s;
  if (n >= 100) {
    s = (n / 100 == 1 ? std::string("ein") : std::string(small[n / 100])) + "hundert";
    n %= 100;
  }
  if (n >= 20) {
    const int u = n % 10;
    s += (u == 0 ? "" : (u == 1 ? std::string("ein") : std::string(small[u])) + "und") + tens[n / 10];
  } else {
    s += small[n];
  }
  return s;
}

std::string latin(int n) {
  static const std::array<const char*, 20> small = {
      "",          "unus",    "duo",         "tres",         "quattuor",
      "quinque",   "sex",     "septem",      "octo",         "novem",
      "decem",     "undecim", "duodecim",    "tredecim",     "quattuordecim",
      "quindecim", "sedecim", "septendecim", "duodeviginti", "undeviginti"};
  static const std::array<const char*, 10> tens = {"",
                                                   "",
                                                   "viginti",
                                                   "triginta",
                                                   "quadraginta",
                                                   "quinquaginta",
                                                   "sexaginta",
                                                   "septuaginta",
                                                   "octoginta",
                                                   "nonaginta"};
  static const std::array<const char*, 10> hundreds = {
      "",          "centum",   "ducenti",     "trecenti",   "quadringenti",
      "quingenti", "sescenti", "septingenti", "octingenti", "nongenti"};
  std::string s = hundreds[n / 100];
  n %= 100;
  if (n && !s.empty()) s += " ";
  if (n >= 20) {
    const int u = n % 10;
    // duodetriginta 28, undetriginta 29, as the cardinals are formed below each ten
    if (u == 8 && n < 98) return s + "duode" + tens[n / 10 + 1];
    if (u == 9 && n < 99) return s + "unde" + tens[n / 10 + 1];
    s += tens[n / 10];
    if (u) s += std::string(" ") + small[u];
  } else {
    s += small[n];
  }
  return s;
}

}  // namespace

TEST_CASE("number words: every number below a thousand, in each language", "[words][numbers]") {
  for (int n = 1; n < 1000; ++n) {
    INFO(n);
    for (const std::string& text : {english(n), italian(n), french(n), german(n), latin(n)}) {
      INFO(text);
      const auto read = read_number_words(text);
      REQUIRE(read);
      CHECK(*read == n);
    }
  }
}

TEST_CASE("number words: the period's spellings and forms", "[words][numbers]") {
  // The forms issue 67 names, and the period's spellings of each language.
  const std::pair<const char*, long> cases[] = {
      {"ternarius", 3},
      {"Senarius", 6},
      {"quaternarius", 4},
      {"centenarius", 100},
      {"bini", 2},
      {"terni", 3},
      {"foure", 4},
      {"fyue", 5},
      {"sixe", 6},
      {"seuen", 7},
      {"tenne", 10},
      {"twelue", 12},
      {"fourtie", 40},
      {"fyftie", 50},
      {"threescore and ten", 70},
      {"fourscore", 80},
      {"five and twenty", 25},
      {"hundreth", 100},
      {"Neun", 9},
      {"fünff und viertzig", 45},
      {"fünffundzwantzig", 25},
      {"dreyzehen", 13},
      {"dreyssig", 30},
      {"zwey hundert", 200},
      {"vingt cinq", 25},
      {"vingt-cinq", 25},
      {"quatre vingts", 80},
      {"six vingts", 120},
      {"quinze vingts", 300},
      {"septante", 70},
      {"huictante", 80},
      {"cens", 100},
      {"quarantacinque", 45},
      {"ventotto", 28},
      {"trecento sessanta", 360},
      {"cento novanta", 190},
      {"dugento", 200},
      {"quattro cento", 400},
      {"unus et nonaginta", 91},
      {"nonaginta unus", 91},
      {"centum nonaginta", 190},
      {"duo milia", 2000},
      {"CCC", 0},
      {"mille", 1000},
      {"Quadratales", 0},
      {"third", 0},
      {"terza", 0},
      {"tertius", 0},
  };
  for (const auto& [text, value] : cases) {
    INFO(text);
    const auto read = read_number_words(text);
    if (value == 0) {
      CHECK_FALSE(read);
    } else {
      REQUIRE(read);
      CHECK(*read == value);
    }
  }
}

TEST_CASE("number words: what no language makes is not read", "[words][numbers]") {
  for (const char* text : {"two two",
                           "vingt trente",
                           "hundred hundred",
                           "zig",
                           "thir",
                           "ty",
                           "and",
                           "e",
                           "und vier",
                           "vier und",
                           "cinq et et six",
                           "mille mille",
                           "duode",
                           "twelve",
                           "",
                           "12",
                           "12 dozen",
                           "vіer" /* a Cyrillic і */,
                           "ein zig",
                           "one 2"}) {
    INFO(text);
    if (std::string(text) == "twelve") {
      CHECK(read_number_words(text) == 12);  // a teen is one: the list's one number read
    } else {
      CHECK_FALSE(read_number_words(text));
    }
  }
}

TEST_CASE("number words: a hostile text is refused at once", "[words][numbers]") {
  // Far past kMaxNumberWordsBytes: not read, and not searched.
  std::string long_text;
  for (int i = 0; i < 500; ++i) long_text += "un";
  CHECK_FALSE(read_number_words(long_text));
  // Within the bound, the pieces that cut many ways: the search stays bounded.
  std::string many;
  for (int i = 0; i < 20; ++i) many += "une";
  CHECK_FALSE(read_number_words(many));
  CHECK_FALSE(read_number_words(std::string(100, 'e')));
}

TEST_CASE("number words: one word set for another", "[words][numbers]") {
  // «trenta tre» is 33; one word set for another gives 32 (due for tre) and 43
  // (quaranta for trenta), each word of the same language and kind.
  const auto variants = number_word_variants("trenta tre");
  const auto has = [&](long value, const std::string& word, const std::string& printed) {
    for (const auto& [v, slip] : variants) {
      if (v == value) return slip.word == word && slip.printed == printed;
    }
    return false;
  };
  CHECK(has(32, "due", "tre"));
  CHECK(has(43, "quaranta", "trenta"));
  for (const auto& [v, slip] : variants) {
    INFO(slip.word);
    CHECK(v != 33);                       // the number as printed is no variant
    CHECK(read_number_words(slip.word));  // each word is one of the language's (a number alone)
  }
  CHECK(number_word_variants("33").empty());
  CHECK(number_word_variants("xxv").empty());
}
