// Numbers written as words, as the period books print them in the five languages of
// their tables: a cell that reads "ternarius", "foure", "Neun", «vingt cinq»,
// «fünff und viertzig», «quarantacinque», "threescore and ten".
//
// A number word is read through the vocabulary's folding (words/vocabulary.hpp: case,
// u/v, i/j/y, long s, accents, doubled letters), then cut into the pieces its language
// builds numbers from, and the pieces are added and multiplied as the languages do:
//   Latin    cardinals (unus … decem, undecim … septendecim, uiginti … nonaginta, centum,
//            ducenti … nongenti, mille, milia), the subtractive duode- and unde-
//            (duodeuiginti 18, undetriginta 29), the distributives (bini, terni, …,
//            centeni) and the Boethian names of numbers (binarius, ternarius, …,
//            denarius, centenarius); "et", "ac" and "atque" join.
//   Italian  uno … dieci, undici … dicianoue, venti … nouanta with their elided forms
//            (ventotto, trentuno), cento, mille, mila; compounds in one word
//            (quarantacinque, trecento) or several, joined by "e" or not.
//   French   un … dix, onze … seize, vingt … nonante (septante, octante, huictante), the
//            vigesimal «quatre vingts» and «six vingts» (a number times twenty), cent,
//            cens, mil, mille; «et» joins, a hyphen joins.
//   English  one … twelve, the -teen and -ty of a unit (fourteen, fourtie, fyftie), the
//            score ("threescore and ten"), hundred, hundreth, thousand; "and" joins; a
//            period's final e (foure, sixe, tenne).
//   German   ein … zehn, elf, eilff, zwölf, the -zehn and -zig of a unit (dreyzehen,
//            zwantzig, dreyssig, viertzig), hundert, tausend; "und" joins, in one word
//            or in several (fünffundzwantzig, fünff und viertzig).
// The units come before the tens where the language puts them there, joined to them (fünff
// und viertzig, unus et nonaginta, five and twenty; «huict trente» is two numbers). A number is read when
// every letter of the text belongs to a piece and the pieces make one number as a language makes it: "two
// two", "vingt trente" and "hundred hundred" are none. Ordinals ("third", "terza") are not cardinals and are
// not read here (read_ordinal reads them).
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rithmo {

// The longest text read as number words (in bytes): the game's numbers need far fewer
// ("trecento sessanta uno"); a longer text is none, without being read further.
inline constexpr std::size_t kMaxNumberWordsBytes = 120;

// The number the words name, or nullopt when the text is not number words (digits and
// Roman numerals are not: read them with read_numeral and read_roman).
std::optional<mpz_class> read_number_words(std::string_view printed);

// A number in words one slip of the compositor away from a printed one: one word (or
// piece of a compound word) set for another of its kind, a unit for a unit, a ten for a
// ten ("tre" for "due", «trente» for «quarante»). The slip is read from the number it
// acts on: the word it should read, as the vocabulary spells it, and the word printed
// (the cell as printed when it is one word, else the word as folded: words/vocabulary.hpp).
struct WordSlip {
  std::string word;     // the word the number should read
  std::string printed;  // the word printed in its place
};

// Every number one word slip away from the printed words, each once (the first slip
// that gives it), in the order of the words and then of the vocabulary; empty when the
// text is no number in words.
std::vector<std::pair<mpz_class, WordSlip>> number_word_variants(std::string_view printed);

// Whether the text is number words (read_number_words reads it).
inline bool is_number_words(std::string_view printed) { return read_number_words(printed).has_value(); }

}  // namespace rithmo
