// Every ratio and interval of the game, named as each of the five languages of the
// books builds the name, and in each kind of form the period and the OCR give it. The
// forms are generated here, from each language's own rules (its numerals and ordinals,
// its endings, its abbreviations and spellings), independently of words/vocabulary.cpp:
// the test knows the grammar of the names, not the reader's stems.
//
// The ratios are those of the men (Fulke 002 lines 535-591; Boissière's pages 0018,
// 0023, 0028): multiplex n:1 (n = 2..9), superparticular (n+1):n (n = 2..9), and
// superpartient (2n+1):(n+1) (5:3, 7:4, ... 19:10); the intervals those of Boethius, De
// institutione musica I.7 (harmony/interval.hpp).
#include "words/vocabulary.hpp"

#include "catch.hpp"

#include <functional>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

struct Named {
  std::string text;
  Rational ratio;
};

// The ordinals of 2..10, per language, as the names use them: the superparticular's
// (sesqui-altera, -tierce, -terza) and the superpartient's parts, plural (tertias,
// tierces, terze, Drittel). Index q - 2.
struct Ordinals {
  std::vector<std::string> after_sesqui;
  std::vector<std::string> parts;
};

const Ordinals kLatin = {
    {"altera", "tertia", "quarta", "quinta", "sexta", "septima", "octava", "nona", "decima"},
    {"secundas", "tertias", "quartas", "quintas", "sextas", "septimas", "octavas", "nonas", "decimas"}};
// English: sesquialteral, sesquitertian, sesquiquartal ... (the names of the English
// arithmetics); the parts as English ordinals.
const Ordinals kEnglish = {
    {"alteral", "tertian", "quartal", "quintal", "sextal", "septimal", "octave", "nonal", "decimal"},
    {"seconds", "thirds", "fourths", "fifths", "sixths", "sevenths", "eighths", "ninths", "tenths"}};
const Ordinals kFrench = {
    {"altere", "tierce", "quarte", "quinte", "sixiesme", "septiesme", "huictiesme", "neufiesme", "dixiesme"},
    {"secondes", "tierces", "quartes", "quintes", "sixiesmes", "septiesmes", "huictiesmes", "neufiesmes",
     "dixiesmes"}};
const Ordinals kItalian = {
    {"altera", "terza", "quarta", "quinta", "sesta", "settima", "ottava", "nona", "decima"},
    {"seconde", "terze", "quarte", "quinte", "seste", "settime", "ottave", "none", "decime"}};
// German names its parts by the fractions: Halb, Drittel, Viertel ...
const std::vector<std::string> kGermanParts = {"halb",      "Drittel", "Viertel", "Fünftel", "Sechstel",
                                               "Siebentel", "Achtel",  "Neuntel", "Zehntel"};
const std::vector<std::string> kGermanCardinals = {"ein",   "zwey",   "drey", "vier", "fünf",
                                                   "sechs", "sieben", "acht", "neun", "zehen"};

// The multiplex names of 2..9, per language.
const std::vector<std::string> kLatinMultiplex = {"duplex",    "triplex",   "quadruplex", "quintuplex",
                                                  "sextuplex", "septuplex", "octuplex",   "nonuplex"};
const std::vector<std::string> kEnglishMultiplex = {"double",   "triple",   "quadruple", "quintuple",
                                                    "sextuple", "septuple", "octuple",   "nonuple"};
const std::vector<std::string> kFrenchMultiplex = {"double",   "triple",   "quadruple", "quintuple",
                                                   "sextuple", "septuple", "octuple",   "nonuple"};
const std::vector<std::string> kItalianMultiplex = {"doppia",   "tripla",   "quadrupla", "quintupla",
                                                    "sestupla", "settupla", "ottupla",   "nonupla"};
const std::vector<std::string> kGermanMultiplex = {"zweyfach",  "dreyfach",   "vierfach", "fünffach",
                                                   "sechsfach", "siebenfach", "achtfach", "neunfach"};

// The number of parts of a superpartient (2..9), as its name's first element:
// bi-partiens, tri-, quadri-, quinque-, sex-, septem-, octo-, novem-; the Italian and
// French forms of Barozzi and Boissière (sestu-, settu-, octu-).
const std::vector<std::string> kLatinParts = {"bi",  "tri",    "quadri", "quinque",
                                              "sex", "septem", "octo",   "novem"};
const std::vector<std::string> kRomanceParts = {"bi",    "tri",   "quadri", "quintu",
                                                "sestu", "septu", "octu",   "nonu"};
const std::vector<std::string> kItalianPartsCount = {"bi",    "tri",   "quadri", "quintu",
                                                     "sestu", "settu", "ottu",   "nonu"};

std::vector<Named> names_of(Language language) {
  std::vector<Named> out;
  for (long n = 2; n <= 9; ++n) {
    const auto i = static_cast<std::size_t>(n - 2);
    const Rational multiplex(n);
    const Rational superparticular(n + 1, n);
    const Rational superpartient(2 * n + 1, n + 1);  // n parts of n + 1
    const auto parts_index = static_cast<std::size_t>(n + 1 - 2);
    switch (language) {
      case Language::Latin:
        out.push_back({kLatinMultiplex[i], multiplex});
        out.push_back({"sesqui" + kLatin.after_sesqui[i], superparticular});
        out.push_back({"super" + kLatinParts[i] + "partiens " + kLatin.parts[parts_index], superpartient});
        // Latin names written without "super" (Boissière's "Bipartiente Tierces.")
        out.push_back({kLatinParts[i] + "partiens " + kLatin.parts[parts_index], superpartient});
        break;
      case Language::English:
        out.push_back({kEnglishMultiplex[i], multiplex});
        out.push_back({"sesqui" + kEnglish.after_sesqui[i], superparticular});
        out.push_back({"super" + kLatinParts[i] + "partient " + kEnglish.parts[parts_index], superpartient});
        break;
      case Language::French:
        out.push_back({kFrenchMultiplex[i], multiplex});
        out.push_back({"sesqui" + kFrench.after_sesqui[i], superparticular});
        out.push_back({"sexqui" + kFrench.after_sesqui[i], superparticular});
        out.push_back(
            {"super" + kRomanceParts[i] + "partiente " + kFrench.parts[parts_index], superpartient});
        out.push_back({kRomanceParts[i] + "partiente " + kFrench.parts[parts_index], superpartient});
        break;
      case Language::Italian:
        out.push_back({kItalianMultiplex[i], multiplex});
        out.push_back({"sesqui" + kItalian.after_sesqui[i], superparticular});
        out.push_back(
            {"super" + kItalianPartsCount[i] + "partiente " + kItalian.parts[parts_index], superpartient});
        break;
      case Language::German:
        out.push_back({kGermanMultiplex[i], multiplex});
        // one and one n-th; one and n n+1-ths
        out.push_back({"ein und ein " + kGermanParts[i], superparticular});
        out.push_back(
            {"ein und " + kGermanCardinals[static_cast<std::size_t>(n - 1)] + " " + kGermanParts[parts_index],
             superpartient});
        break;
    }
  }
  if (language == Language::German) out.push_back({"anderthalb", Rational(3, 2)});
  return out;
}

// Each kind of form a period book or its OCR gives a name in.
using Transform = std::function<std::string(const std::string&)>;

std::string capitalized(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string upper(std::string s) {
  for (char& c : s) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return s;
}

// Replace every match of `from` by `to`.
std::string replaced(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// The long s (ſ) for every s but a final one.
std::string long_s(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool final = i + 1 == s.size() || s[i + 1] == ' ';
    out += s[i] == 's' && !final ? std::string("\u017F") : std::string(1, s[i]);
  }
  return out;
}

// u and v exchanged, and i written j at a word's end (octaua, nouem; "sesquij" is not
// made: only i between letters stays).
std::string u_for_v(const std::string& s) {
  std::string out = s;
  for (char& c : out) {
    if (c == 'v') {
      c = 'u';
    } else if (c == 'u') {
      c = 'v';
    }
  }
  return out;
}

std::string j_for_i(const std::string& s) {
  std::string out = s;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == 'i' && (i + 1 == out.size() || out[i + 1] == ' ')) out[i] = 'j';
  }
  return out;
}

// Each n or m after a vowel, and before a consonant or at a word's end, dropped and
// marked by a tilde over the vowel (quĩtas, partiẽs, septẽ); the other forms of the
// same contraction, a macron.
std::string contracted(const std::string& s, const char* mark) {
  std::string out;
  auto vowel = [](char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; };
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const char next = i + 1 < s.size() ? s[i + 1] : ' ';
    if ((c == 'n' || c == 'm') && i > 0 && vowel(s[i - 1]) && !vowel(next) && next != 'n' && next != 'm') {
      out += mark;
      continue;
    }
    out += c;
  }
  return out;
}

// A letter doubled (tripple, quadrupple) and a double letter single (setima, otava,
// dopia).
std::string doubled(const std::string& s) { return replaced(replaced(s, "pl", "ppl"), "pt", "ppt"); }
std::string single(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (out.empty() || out.back() != c || c == ' ') out += c;
  }
  return out;
}

// The -s of a plural written -z (tiercez, quintez).
std::string z_for_s(const std::string& s) {
  std::string out = s;
  if (!out.empty() && out.back() == 's') out.back() = 'z';
  return out;
}

// The accents of French (tierçe is not made; é on a final e: quinté, dyapenté).
std::string accented(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool final = i + 1 == s.size() || s[i + 1] == ' ';
    out += s[i] == 'e' && final ? std::string("\u00E9") : std::string(1, s[i]);
  }
  return out;
}

// Latin's -ae written æ and ę.
std::string ae_ligature(const std::string& s) { return replaced(s, "ae", "\u00E6"); }
std::string e_caudata(const std::string& s) { return replaced(s, "ae", "\u0119"); }

const std::vector<std::pair<std::string, Transform>>& kinds_of_form() {
  static const std::vector<std::pair<std::string, Transform>> k = {
      {"as built", [](const std::string& s) { return s; }},
      {"capitalized", capitalized},
      {"upper case", upper},
      {"with a point", [](const std::string& s) { return s + "."; }},
      {"long s", long_s},
      {"u for v", u_for_v},
      {"j for a final i", j_for_i},
      {"contraction by tilde", [](const std::string& s) { return contracted(s, "\u0303"); }},
      {"contraction by macron", [](const std::string& s) { return contracted(s, "\u0304"); }},
      {"doubled letters", doubled},
      {"double letters single", single},
      {"-z for -s", z_for_s},
      {"accents", accented},
      {"ae as æ", ae_ligature},
      {"ae as ę", e_caudata},
      {"broken at a line's end",
       [](const std::string& s) {
         const std::size_t half = s.size() / 2;
         return s.find(' ') == std::string::npos && half > 2 ? s.substr(0, half) + "- " + s.substr(half) : s;
       }},
  };
  return k;
}

}  // namespace

TEST_CASE("vocabulary: every ratio of the game, in the five languages and every kind of form", "[words]") {
  const Language language =
      GENERATE(Language::English, Language::Latin, Language::French, Language::Italian, Language::German);
  std::size_t read = 0;
  for (const Named& n : names_of(language)) {
    for (const auto& [kind, transform] : kinds_of_form()) {
      const std::string printed = transform(n.text);
      INFO(kLanguageNames.name(language) << ", " << kind << ": '" << printed << "'");
      CHECK(read_ratio_name(printed) == n.ratio);
      ++read;
    }
  }
  CHECK(read >= 3 * 8 * kinds_of_form().size());
}

// Abbreviations as the books cut the names short: "sesq." and "sexq." before the
// ordinal (Boissière page 0023: "sexq. quarte"), the superpartient's "-partiens" cut to
// its first letter ("superbip. tertias"), the multiplex's "-plex" cut ("septupl.", 002
// line 549), with and without their point.
TEST_CASE("vocabulary: the names cut short, with and without their point", "[words]") {
  for (long n = 2; n <= 9; ++n) {
    const auto i = static_cast<std::size_t>(n - 2);
    const auto parts = static_cast<std::size_t>(n - 1);
    for (const char* point : {".", ""}) {
      const std::vector<std::pair<std::string, Rational>> forms = {
          {std::string("sesq") + point + " " + kLatin.after_sesqui[i], Rational(n + 1, n)},
          {std::string("sexq") + point + " " + kFrench.after_sesqui[i], Rational(n + 1, n)},
          {std::string("sesqui") + point + " " + kItalian.after_sesqui[i], Rational(n + 1, n)},
          {"super" + kLatinParts[i] + "p" + point + " " + kLatin.parts[parts], Rational(2 * n + 1, n + 1)},
          {"sup" + kLatinParts[i] + "partiens " + kLatin.parts[parts], Rational(2 * n + 1, n + 1)},
          {kLatinMultiplex[i].substr(0, kLatinMultiplex[i].size() - 2) + point, Rational(n)},
      };
      for (const auto& [printed, ratio] : forms) {
        INFO(printed);
        CHECK(read_ratio_name(printed) == ratio);
      }
    }
  }
}

TEST_CASE("vocabulary: the ordinals of the parts, in the five languages", "[words]") {
  for (long q = 2; q <= 10; ++q) {
    const auto i = static_cast<std::size_t>(q - 2);
    for (const std::string& printed :
         {kLatin.parts[i], kEnglish.parts[i], kFrench.parts[i], kItalian.parts[i], kGermanParts[i],
          capitalized(kFrench.parts[i]), long_s(kFrench.parts[i]), kFrench.parts[i] + "."}) {
      INFO(printed);
      CHECK(read_ordinal(printed) == q);
    }
  }
}

namespace {

// The German ordinals of 2..10 as the sixteenth-century books spell them, built by the
// language's rules from its cardinals: the ordinal is the cardinal and -te (vier,
// vierte; sieben, siebente; zehen, zehente), but "ander" for the second, "dritte" for
// the third and "achte" for the eighth; the period writes a d between an n or r and the
// ending (vierdte, neundte, zehendte) or -de for -te after an n (siebende, neunde,
// zehende); and sieben also siben. The fractions are the ordinal's stem and -theil or
// -tel (Drittheil, Vierdtheil, Siebendtheil, Viertel).
std::vector<std::string> german_ordinal_forms(long q) {
  static const std::vector<std::vector<std::string>> kCardinals = {
      {"zwey"}, {"drey"}, {"vier"}, {"fünf", "fünff"}, {"sechs"}, {"sieben", "siben"},
      {"acht"}, {"neun"}, {"zehen"}};
  std::vector<std::string> out;
  if (q == 2) return {"ander", "Ander", "andere"};
  for (const std::string& cardinal : kCardinals[static_cast<std::size_t>(q - 2)]) {
    // The stem the ending joins: drit- for drey, ach- for acht (its t is the ending's).
    const std::string stem = q == 3 ? "drit" : q == 8 ? "ach" : cardinal;
    const char last = stem.back();
    std::vector<std::string> stems = {stem};
    if (last == 'n' || last == 'r') stems.push_back(stem + "d");
    for (const std::string& s : stems) {
      for (const char* ending : {"te", "ten", "ter", "theil", "tel"}) out.push_back(s + ending);
    }
    if (last == 'n') {
      for (const char* ending : {"de", "den", "der"}) out.push_back(stem + ending);
    }
  }
  return out;
}

}  // namespace

TEST_CASE("vocabulary: the German ordinals and fractions as the period spells them", "[words]") {
  for (long q = 2; q <= 10; ++q) {
    for (const std::string& form : german_ordinal_forms(q)) {
      for (const std::string& printed : {form, capitalized(form), form + "."}) {
        INFO(printed);
        CHECK(read_ordinal(printed) == q);
      }
    }
  }
  // As the parts of a superparticular and a superpartient: "ein und ein Vierdtheil",
  // "ein und drey Vierdtheil".
  CHECK(read_ratio_name("ein und ein Vierdtheil") == Rational(5, 4));
  CHECK(read_ratio_name("ein und drey Vierdtheil") == Rational(7, 4));
  CHECK(read_ratio_name("ein und sechs Siebendtheil") == Rational(13, 7));
}

namespace {

// The intervals of Boethius (harmony/interval.hpp) in the five languages: the Latin
// (Greek) names and the vernacular ones (the fourth, fifth, octave, twelfth and
// fifteenth, and the tone). The compound names in either order and as one word
// (diapasondiapente, decimaquinta: the Italian fifteenth is the tenth and fifth or the
// fifth and tenth), diatesseron, the period's other spelling of the fourth, and the German
// period's th for t and tz for z (Thon, gantzer Thon).
struct IntervalNames {
  Interval interval;
  std::vector<std::string> names;
};

const std::vector<IntervalNames> kIntervalForms = {
    {Interval::Tonus, {"tonus", "tone", "ton", "tuono", "Ton", "Thon", "ganzer Ton", "gantzer Thon"}},
    {Interval::Diatessaron, {"diatessaron", "diatesseron", "fourth", "quarte", "quarta", "Quart"}},
    {Interval::Diapente, {"diapente", "fifth", "quinte", "quinta", "Quint"}},
    {Interval::Diapason, {"diapason", "eighth", "octave", "ottava", "Octav"}},
    {Interval::DiapasonDiapente,
     {"diapason ac diapente", "diapason cum diapente", "diapason et diapente", "twelfth", "douziesme",
      "duodecima", "diapason und diapente", "diapasondiapente", "diapentediapason",
      // Barozzi's Italian, with the article and "together" (ocr/barozzi-1572/page-0048.txt
      // line 24, page-0049.txt line 32, page-0050.txt line 18)
      "diapason & diapente insieme", "diapason, con la diapente insieme", "diapason insieme con la diapente",
      "diapason con la diapente insieme"}},
    {Interval::BisDiapason,
     {"bis diapason", "disdiapason", "fifteenth", "quinziesme", "quintadecima", "quinta decima",
      "decimaquinta", "decima quinta", "doppia ottava", "doppio diapason", "Doppeloctav"}},
};

}  // namespace

TEST_CASE("vocabulary: every interval, in the five languages and every kind of form", "[words]") {
  std::size_t read = 0;
  for (const auto& [interval, names] : kIntervalForms) {
    for (const std::string& n : names) {
      // The French spellings with y for i (dyapason, Boissière page 0079) besides.
      for (const std::string& base : {n, replaced(n, "dia", "dya")}) {
        for (const auto& [kind, transform] : kinds_of_form()) {
          const std::string printed = transform(base);
          INFO(kind << ": '" << printed << "'");
          CHECK(read_interval(printed) == interval);
          ++read;
        }
      }
    }
  }
  CHECK(read > 500);
}

TEST_CASE("vocabulary: the OCR's f for a long s, and its marks of contraction", "[words]") {
  // Faber, ocr/jordanus-1496/page-0146.txt line 90: "diapafō ac diapēte".
  CHECK(read_interval("diapafō ac diapēte") == Interval::DiapasonDiapente);
  // Barozzi, ocr/barozzi-1572/page-0050.txt lines 18, 37: the doubled long s read as ff.
  CHECK(read_interval("Diapaffon infieme con la Diapente") == Interval::DiapasonDiapente);
  CHECK(read_interval("Diapaffon con la Diapente infieme") == Interval::DiapasonDiapente);
  CHECK(read_interval("Diapasson") == Interval::Diapason);
  // Neither a fifth with no octave nor two words that only sit together.
  CHECK_FALSE(read_interval("Diapente insieme con la"));
  CHECK_FALSE(read_interval("Diapasson con la Quinta insieme"));
  // Boissière, ocr/boissiere-1554/page-0028.txt: "Septief- mes." for Septieſmes.
  CHECK(read_ordinal("Septief- mes.") == 7);
  // Boissière page 0023: the names over the superparticular triangles.
  CHECK(read_ratio_name("Sexquialtre") == Rational(3, 2));
  CHECK(read_ratio_name("sexq. sixies.") == Rational(7, 6));
  CHECK(read_ratio_name("sexq. huitiesme") == Rational(9, 8));
  CHECK(read_ratio_name("sexquineuf.") == Rational(10, 9));
  // Page 0028: "Bipartiente Tierces." and "Sestupartiente Septiesmes.", without super.
  CHECK(read_ratio_name("Bipartiente Tierces.") == Rational(5, 3));
  CHECK(read_ratio_name("Sestupartiente Septiesmes.") == Rational(13, 7));
  // Page 0028 line 110: "Quintapartiente Sextes." (11:6); line 26: "Neufief- me.", the
  // f of neuf a real f, the second a long s; page 0018 line 23: "octocuple." (8:1).
  CHECK(read_ratio_name("Quintapartiente Sextes.") == Rational(11, 6));
  CHECK(read_ordinal("Neufief- me.") == 9);
  CHECK(read_ratio_name("octocuple.") == Rational(8));
  // Page 0080 lines 22-33: the OCR's macron for an accent ("dyapētē." for dyapenté), a
  // long s read as f, and the name inside its sentence, after an article and before
  // the clause that glosses it.
  CHECK(read_interval("dyapētē.") == Interval::Diapente);
  CHECK(read_interval("dyapafon & dyapētē") == Interval::DiapasonDiapente);
  CHECK(read_interval("le tō qui eft cōmencemēt de Consonance.") == Interval::Tonus);
  CHECK(read_interval("dyfdiapafon.") == Interval::BisDiapason);
  // ... but a word the OCR lost a letter of is not guessed: "Nocuple." (page 0018 line
  // 25, for Nõcuple), "Huieties." (page 0023, for Huictiesmes).
  CHECK_FALSE(read_ratio_name("Nocuple.").has_value());
  CHECK_FALSE(read_ordinal("Huieties.").has_value());
}

TEST_CASE("vocabulary: shapes and armies in the five languages", "[words]") {
  for (const char* w :
       {"round", "Rounde", "rondz", "rotundus", "tondo", "Runde", "cerchio", "cerchi", "Kreis", "Kreise"})
    CHECK(read_shape(w) == Shape::Round);
  for (const char* w : {"Triangles", "triangulus", "triangolo", "Dreyeck", "Triangel", "Dreyangel"})
    CHECK(read_shape(w) == Shape::Triangle);
  for (const char* w : {"square", "quarré", "quadratus", "quadrato", "Viereck", "quadro", "quadri"})
    CHECK(read_shape(w) == Shape::Square);
  // Faber's own (1496, OCR page-0145.txt lines 16 and 28): "Triquetri.", "Quadrātales.".
  CHECK(read_shape("Triquetri.") == Shape::Triangle);
  CHECK(read_shape("Quadrātales.") == Shape::Square);
  for (const char* w : {"quadruplex", "Kreuz", "cerca", "angel", "quetri"}) {
    INFO(w);
    CHECK_FALSE(read_shape(w).has_value());
  }
  for (const char* w : {"even", "Pair", "pares", "pari", "gerade", "the even"})
    CHECK(read_army(w, Army::Even) == Army::Even);
  for (const char* w : {"odd", "Impair", "non pair", "impares", "dispari", "ungerade"})
    CHECK(read_army(w, Army::Even) == Army::Odd);
  // The colours follow the reading "white" (readings/readings.hpp).
  CHECK(read_army("blanc", Army::Even) == Army::Even);
  CHECK(read_army("noirs", Army::Even) == Army::Odd);
  CHECK(read_army("weiß", Army::Odd) == Army::Odd);
  CHECK(read_army("schwarz", Army::Odd) == Army::Even);
  // By parity only: a colour names no army until the reading white says which.
  for (const char* w : {"even", "Pari", "gerade", "the even"}) CHECK(read_parity(w) == Army::Even);
  for (const char* w : {"Impair", "Vngerade", "dispari"}) CHECK(read_parity(w) == Army::Odd);
  for (const char* w : {"white", "blanc", "Neri", "schwarz", "round"}) {
    INFO(w);
    CHECK_FALSE(read_parity(w).has_value());
  }
  // An army named through its king or its host, with article, noun, genitive or
  // adjective, in the five languages.
  for (const char* w : {"the even king", "Pyramis parium", "la pyramide des pairs", "il Re de' pari",
                        "der König der Geraden", "the host of the even", "Acies parium", "le roy pair"}) {
    INFO(w);
    CHECK(read_parity(w) == Army::Even);
  }
  for (const char* w : {"the odd king", "Pyramis imparium", "la Pyramide des impairs", "la pyramide dispari",
                        "der ungerade König", "the kyng of the odde", "Rex imparium"}) {
    INFO(w);
    CHECK(read_parity(w) == Army::Odd);
  }
  // The noun alone, or beside no army's word, names none; a colour is still no parity.
  for (const char* w :
       {"the king", "Pyramis", "der König der Könige", "il Re", "Die Weissen", "the white king"}) {
    INFO(w);
    CHECK_FALSE(read_parity(w).has_value());
  }
  CHECK(read_army("Die Weissen", Army::Even) == Army::Even);
  CHECK(read_army("il Re de' Neri", Army::Even) == Army::Odd);
  // The word for an order, whole or cut short to three letters or more.
  for (const char* w : {"ordine", "Ordnung", "ordinis", "ord.", "Ordn."}) CHECK(is_order_word(w));
  for (const char* w : {"or.", "orden", "primo", ""}) {
    INFO(w);
    CHECK_FALSE(is_order_word(w));
  }
  CHECK(read_armies_against("Pair contre Impair", Army::Even) == std::pair{Army::Even, Army::Odd});
  CHECK(read_armies_against("odd against even", Army::Even) == std::pair{Army::Odd, Army::Even});
  CHECK(read_armies_against("gerade gegen ungerade", Army::Even) == std::pair{Army::Even, Army::Odd});
}

// The armies and shapes as each language declines them, built by its rules: German's
// adjectives with the endings of their declension, after an article or not (die
// geraden, der ungerade, die Weissen, die Schwartzen), its shapes' adjectives in -ig,
// -icht and -et (dreyeckicht, viereckig, vierecket); the Italian plural articles i, li
// and gli (li pari, i dispari); the Latin and Italian quadrangle for the square.
TEST_CASE("vocabulary: armies and shapes as each language declines them", "[words]") {
  const std::vector<std::pair<std::string, Army>> german_armies = {
      {"gerad", Army::Even}, {"ungerad", Army::Odd}, {"weiss", Army::Even}, {"schwartz", Army::Odd}};
  for (const auto& [stem, army] : german_armies) {
    for (const char* ending : {"", "e", "en", "er", "es"}) {
      for (const char* article : {"", "die ", "der "}) {
        const std::string printed = article + capitalized(stem + ending);
        INFO(printed);
        CHECK(read_army(printed, Army::Even) == army);  // white even: weiss is even
      }
    }
  }
  for (const char* article : {"", "i ", "li ", "gli ", "I ", "Li "}) {
    CHECK(read_army(std::string(article) + "pari", Army::Even) == Army::Even);
    CHECK(read_army(std::string(article) + "dispari", Army::Even) == Army::Odd);
  }
  const std::vector<std::pair<std::string, Shape>> german_shapes = {
      {"dreyeck", Shape::Triangle}, {"dreieck", Shape::Triangle}, {"viereck", Shape::Square}};
  for (const auto& [stem, shape] : german_shapes) {
    for (const char* suffix : {"ig", "icht", "et"}) {
      for (const char* ending : {"", "e", "en"}) {
        const std::string printed = capitalized(stem + suffix + ending);
        INFO(printed);
        CHECK(read_shape(printed) == shape);
      }
    }
  }
  for (const char* w : {"quadrangulus", "Quadranguli", "quadrangolo", "quadrangle"}) {
    INFO(w);
    CHECK(read_shape(w) == Shape::Square);
  }
  // A word the declension must not make: the English "grade" (grad is declined only as
  // gerad). The German "weise" (a manner) folds as "Weisse" does, doubled letters single,
  // and is read as white: in an army's column it is the army.
  CHECK_FALSE(read_army("grade", Army::Even).has_value());
}

// The ways of taking as each language names them: Latin's nouns in -io declined
// (additio, per additionem, additione, additionis; aequalitas, per aequalitatem),
// Italian's -ione with its -tt- and -z- spellings (sottrattione, sottrazione) and the
// abacus books' verbs (sottrarre, cavare, partire, partimento), French's
// and English's -ion and English's -ing, German's Latin verbs in -iren and -ieren and
// its own (abziehen, Theilung, Gleichheit); after the language's preposition or not.
TEST_CASE("vocabulary: the ways of taking, in the five languages", "[words]") {
  struct Names {
    Way way;
    std::vector<std::string> latin_stems;  // the nominative without its -io or -as
    std::vector<std::string> italian, french, english, german;
  };
  const std::vector<Names> ways = {
      {Way::Addition,
       {"additi"},
       {"additione", "addizione", "aggiuntione", "aggiunzione"},
       {"addition"},
       {"addition", "adding"},
       {"addiren", "addieren", "summiren"}},
      {Way::Subtraction,
       {"subtracti", "substracti"},
       {"sottrattione", "sottrazione", "sottrarre", "cavare"},
       {"soustraction", "soubstraction"},
       {"subtraction", "substraction", "subtracting"},
       {"subtrahiren", "subtrahieren", "abziehen"}},
      {Way::Multiplication,
       {"multiplicati"},
       {"moltiplicatione", "moltiplicazione"},
       {"multiplication"},
       {"multiplication", "multiplying"},
       {"multipliciren", "multiplicieren"}},
      {Way::Division,
       {"divisi"},
       {"divisione", "dividere", "partire", "partimento"},
       {"division"},
       {"division", "dividing"},
       {"dividiren", "dividieren", "theilung", "teilung"}},
  };
  auto check_way = [](const std::string& printed, Way way) {
    for (const std::string& form : {printed, capitalized(printed), printed + ".", u_for_v(printed)}) {
      INFO(form);
      CHECK(read_ways(form) == std::vector<Way>{way});
    }
  };
  for (const Names& n : ways) {
    for (const std::string& stem : n.latin_stems) {
      for (const char* ending : {"o", "onem", "one", "onis"}) check_way(stem + ending, n.way);
      check_way("per " + stem + "onem", n.way);
    }
    // Each vernacular name alone and after its language's "by".
    for (const auto& [names, by] : {std::pair{&n.italian, "per "}, std::pair{&n.french, "par "},
                                    std::pair{&n.english, "by "}, std::pair{&n.german, "durch "}}) {
      for (const std::string& w : *names) {
        check_way(w, n.way);
        check_way(by + w, n.way);
      }
    }
  }
  for (const char* equality : {"aequalitas", "per aequalitatem", "equalitie", "by equality", "egalite",
                               "esgalité", "equalità", "eguaglianza", "Gleichheit"})
    check_way(equality, Way::Equality);
  // Two ways in one heading, joined by each language's "and".
  for (const char* both :
       {"Multiplication and Division", "multiplicatio et diuisio", "multiplicatio & divisio",
        "Moltiplicatione e divisione", "Multipliciren und Dividiren"})
    CHECK(read_ways(both) == std::vector<Way>{Way::Multiplication, Way::Division});
  // What names no way, or something besides.
  for (const char* w :
       {"Obsidion", "proportion", "addition of the kings", "", "by", "parti", "parte", "cava"}) {
    INFO(w);
    CHECK(read_ways(w).empty());
  }
}

// The kinds of proportion as each language makes the adjective (Latin and Italian -a,
// -ae, -e; French -ique; German -isch; English -al), whole, after "medietas" or
// "proportion" or before the noun as English and German set it ("Arithmetische
// Proportion"), and cut short as Faber's table cuts them ("Medietas arith.", "Geo.",
// "har.": every cut of three letters or more that begins one name only).
TEST_CASE("vocabulary: the kinds of proportion, in the five languages, whole and cut short", "[words]") {
  const std::vector<std::pair<Proportion, std::vector<std::string>>> kinds = {
      {Proportion::Arithmetic,
       {"arithmetica", "arithmeticae", "arithmetical", "arithmetique", "aritmetica", "aritmetiche",
        "arithmetisch", "arithmetic"}},
      {Proportion::Geometric,
       {"geometrica", "geometricae", "geometrical", "geometrique", "geometriche", "geometrisch",
        "geometric"}},
      {Proportion::Musical,
       {"musica", "musicale", "musical", "harmonica", "harmonique", "armonica", "harmonisch", "harmonic"}},
  };
  for (const auto& [kind, names] : kinds) {
    for (const std::string& n : names) {
      for (const std::string& printed :
           {n, capitalized(n), n + ".", "medietas " + n, "proportion " + n, "Proportio " + capitalized(n),
            "mediocrità " + n, "medietà " + n, n + " proportion", capitalized(n) + " Proportion",
            n + " proportionalitie"}) {
        INFO(printed);
        CHECK(read_proportion(printed) == kind);
      }
    }
  }
  // German declines the adjective before its noun: "Arithmetische Proportion", "der
  // geometrischen Proportionalität".
  for (const auto& [kind, adjective] :
       std::vector<std::pair<Proportion, std::string>>{{Proportion::Arithmetic, "arithmetisch"},
                                                       {Proportion::Geometric, "geometrisch"},
                                                       {Proportion::Musical, "harmonisch"},
                                                       {Proportion::Musical, "musicalisch"}}) {
    for (const char* ending : {"e", "en", "er"}) {
      for (const std::string& printed : {capitalized(adjective) + ending + " Proportion",
                                         "der " + adjective + ending + " Proportionalität"}) {
        INFO(printed);
        CHECK(read_proportion(printed) == kind);
      }
    }
  }
  // Cut short: "arith." to "arithmetica", "geo." to "geometric", "har."/"harm." and
  // "mus." for the musical; but "ar", "ge" (two letters) say nothing.
  for (const auto& [kind, full] :
       std::vector<std::pair<Proportion, std::string>>{{Proportion::Arithmetic, "arithmetica"},
                                                       {Proportion::Geometric, "geometrica"},
                                                       {Proportion::Musical, "harmonica"},
                                                       {Proportion::Musical, "musica"}}) {
    for (std::size_t n = 3; n < full.size(); ++n) {
      const std::string cut = full.substr(0, n) + ".";
      INFO(cut);
      CHECK(read_proportion(cut) == kind);
      CHECK(read_proportion("Medietas " + cut) == kind);
    }
  }
  for (const char* w : {"ar.", "ge.", "proportion", "Geographie", "medietas", "proportion proportion",
                        "arithmetica geometrica", "die Proportion"}) {
    INFO(w);
    CHECK_FALSE(read_proportion(w).has_value());
  }
}

// The grades of a victory: each language's positive, comparative and superlative
// (great, greater, greatest; magna, maior, maxima; mediocre, plus grande, tres grande;
// grande, maggiore, massima; groß, größer, gröste), with the word for a victory before
// or after it or not; the bare grande by the table's language.
TEST_CASE("vocabulary: the grades of a victory, in the five languages", "[words]") {
  struct Grades {
    std::string victory;  // the language's word for a victory
    std::string great, greater, greatest;
  };
  const std::vector<Grades> languages = {
      {"victorie", "great", "greater", "greatest"},
      {"victoria", "magna", "maior", "maxima"},
      {"victoire", "mediocre", "plus grande", "tres grande"},
      {"vittoria", "grande", "maggiore", "massima"},
      {"Sieg", "groß", "grösser", "gröste"},
  };
  for (const Grades& g : languages) {
    for (const auto& [word, grade] : std::vector<std::pair<std::string, Grade>>{
             {g.great, Grade::Great}, {g.greater, Grade::Greater}, {g.greatest, Grade::Greatest}}) {
      for (const std::string& printed : {word, capitalized(word), g.victory + " " + word,
                                         word + " " + g.victory, capitalized(g.victory) + " " + word + "."}) {
        INFO(printed);
        CHECK(read_grade(printed) == grade);
      }
    }
  }
  // The bare "grande" is the table's language's: Boissière's three victories are
  // "mediocre, grande & excellente" (ocr/boissiere-1554/page-0069.txt line 5), his
  // greater "Victoire grande" (page-0073.txt line 11); Italian's grande is the great.
  for (const char* grande : {"grande", "Victoire grande", "grande victoire", "grans", "grand"}) {
    INFO(grande);
    CHECK(read_grade(grande, Language::French) == Grade::Greater);
    CHECK(read_grade(grande, Language::Italian) == Grade::Great);
    CHECK(read_grade(grande) == Grade::Great);
  }
  for (const char* excellent :
       {"excellente", "Victoire excellente", "victoires excellentes", "tres excellente"}) {
    INFO(excellent);
    CHECK(read_grade(excellent, Language::French) == Grade::Greatest);
  }
  // A victory is also a triumph (Fulke's "triumphe"): its name in each language.
  for (const char* triumph : {"triumph", "triumphe", "Triumphus", "trionfo", "triomphe"}) {
    INFO(triumph);
    CHECK(read_grade(std::string("the greater ") + triumph) == Grade::Greater);
    CHECK(read_grade(std::string(triumph) + " maxima") == Grade::Greatest);
  }
  CHECK_FALSE(read_grade("triumph").has_value());
  // German's Überwindung is a victory too; its "noch" before the grade stands with the
  // articles (the issue "Who copied whom" names "noch Größere überwindung" beside
  // "maggior uittoria" and "greater").
  CHECK(read_grade("noch Größere überwindung", Language::German) == Grade::Greater);
  CHECK(read_grade("Größere Überwindung", Language::German) == Grade::Greater);
  CHECK(read_grade("größte Überwindung", Language::German) == Grade::Greatest);
  CHECK(read_grade("maggior uittoria", Language::Italian) == Grade::Greater);
  CHECK_FALSE(read_grade("noch", Language::German).has_value());
  CHECK_FALSE(read_grade("Überwindung", Language::German).has_value());
  // German declines the comparative and the superlative before its noun.
  for (const char* ending : {"e", "er", "en", "es", "em"}) {
    for (const std::string& stem : {std::string("größer"), std::string("grösser")}) {
      INFO(stem + ending);
      CHECK(read_grade(capitalized(stem + ending) + " Sieg", Language::German) == Grade::Greater);
    }
    for (const std::string& stem : {std::string("größt"), std::string("gröst"), std::string("grössest")}) {
      INFO(stem + ending);
      CHECK(read_grade("der " + stem + ending + " Sieg", Language::German) == Grade::Greatest);
    }
  }
  // Boissière's "tres grãs victoires" (ocr/boissiere-1554/page-0106.txt line 12): the
  // tilde for the dropped n of grans.
  CHECK(read_grade("tres grãs victoires") == Grade::Greatest);
  // French's article makes the superlative: "la plus grande".
  CHECK(read_grade("la plus grande") == Grade::Greatest);
  for (const char* w : {"victoire", "small", "petite", ""}) {
    INFO(w);
    CHECK_FALSE(read_grade(w).has_value());
  }
}

// Words cut short, as the books abbreviate: the first letters, three or more, with the
// point or without, read as the word they begin when every word of the kind that begins
// so means the same. Each case names the words it begins.
TEST_CASE("vocabulary: a victory, its grade and a shape cut short", "[words]") {
  // The victory's noun, every cut of it, before the grade.
  for (const std::string victory : {"victoria", "victoire", "vittoria", "victorie", "triumphus", "trionfo"}) {
    for (std::size_t n = 3; n < victory.size(); ++n) {
      const std::string cut = capitalized(victory.substr(0, n));
      INFO(cut);
      CHECK(read_grade(cut + ". maxima") == Grade::Greatest);
      CHECK(read_grade(cut + " maggiore") == Grade::Greater);
      CHECK(read_grade(cut + ". magna") == Grade::Great);
    }
  }
  // The grade cut short: "Max." begins maxima and maximus only, "Mass." massima,
  // "Mai." maior.
  CHECK(read_grade("Vict. Max.") == Grade::Greatest);
  CHECK(read_grade("Vitt. mass.") == Grade::Greatest);
  CHECK(read_grade("mai.") == Grade::Greater);
  // "Mag." begins magna and maggiore ("Magg." too: a doubled letter folds to one),
  // "Gre." great, greater and greatest; "Ma." and "Vi." are two letters.
  for (const char* w : {"Mag.", "Vitt. magg.", "Vict. Gre.", "Ma.", "Vi. maxima", "Vict.", "vitt"}) {
    INFO(w);
    CHECK_FALSE(read_grade(w).has_value());
  }
  // Shapes: "Triang." begins triangle's stems (triangl, triangul, triangol, triangel),
  // "Quadr." the square's (quadrat, quadrangul, quadro), "Rot." the round's (rotund,
  // rotond), "Vier." viereck and vierung, "Circ." circul, circl and circol.
  for (const char* w : {"Triang.", "Tri.", "triang", "Dreyeck."}) {
    INFO(w);
    CHECK(read_shape(w) == Shape::Triangle);
  }
  for (const char* w : {"Quadr.", "Quad.", "Vier.", "Tetr."}) {
    INFO(w);
    CHECK(read_shape(w) == Shape::Square);
  }
  for (const char* w : {"Rot.", "Circ.", "Rond."}) {
    INFO(w);
    CHECK(read_shape(w) == Shape::Round);
  }
  for (const char* w : {"Tr.", "Qu.", "Pyr.", "Rex"}) {
    INFO(w);
    CHECK_FALSE(read_shape(w).has_value());
  }
}

TEST_CASE("vocabulary: what names nothing is not read", "[words]") {
  for (const char* w : {"", "proportion", "Regirans plic.", "Huieties.", "tables", "multiplex", "7", "super",
                        "sesqui", "partiens tertias", "superbipartiens secundas"}) {
    INFO(w);
    CHECK_FALSE(read_ratio_name(w).has_value());
  }
  for (const char* w : {"", "diapasonne", "tonal", "consonance", "quint diapente"}) {
    INFO(w);
    CHECK_FALSE(read_interval(w).has_value());
  }
  for (const char* w : {"pyramid", "king", "circus"}) CHECK_FALSE(read_shape(w).has_value());
  for (const char* w : {"both", "pairs of", "grey"}) CHECK_FALSE(read_army(w, Army::Even).has_value());
}

TEST_CASE("vocabulary: Barozzi's ways of taking and grades of victory", "[words]") {
  // ocr/barozzi-1572/page-0030.txt line 5: «col numerar, col summar, col sottrar, col
  // multiplicar, col partir, & con l'assedio»; page-0031 line 13 «col summare»; page-0033
  // line 6 «col ſotrar»; page-0034 line 10 «col moltiplicar».
  const std::vector<std::pair<std::string, Way>> ways = {
      {"col numerar", Way::Equality},           {"col summar", Way::Addition},
      {"col summare", Way::Addition},           {"col sottrar", Way::Subtraction},
      {"col ſotrar", Way::Subtraction},         {"col multiplicar", Way::Multiplication},
      {"col moltiplicar", Way::Multiplication}, {"col partir", Way::Division},
      {"col partire", Way::Division},           {"con l'assedio", Way::Oblivion}};
  for (const auto& [words, way] : ways) {
    INFO(words);
    CHECK(read_ways(words) == std::vector<Way>{way});
  }
  // page-0043 line 33 «La maggior uittoria», page-0046 line 26 «La Massima uittoria»,
  // page-0040 line 25 «l'vna grande, l'altra maggiore, e l'altra massima».
  CHECK(read_grade("La maggior uittoria", Language::Italian) == Grade::Greater);
  CHECK(read_grade("La Massima uittoria", Language::Italian) == Grade::Greatest);
  CHECK(read_grade("la maggiore", Language::Italian) == Grade::Greater);
  CHECK(read_grade("La grande uittoria", Language::Italian) == Grade::Great);
  // French's la plus grande stays the greatest, plus grande the greater.
  CHECK(read_grade("la plus grande", Language::French) == Grade::Greatest);
  CHECK(read_grade("plus grande", Language::French) == Grade::Greater);
  // Words near them that name no way.
  for (const char* w : {"col", "numero", "partita", "assedi"}) {
    INFO(w);
    CHECK(read_ways(w).empty());
  }
}
