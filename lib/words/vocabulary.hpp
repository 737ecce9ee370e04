// The game's words, in the five languages of its books: one vocabulary.
//
// The period books name ratios, intervals, shapes, armies, ways of taking, kinds of
// proportion, victories and the parts of a ratio in their own language and spelling: Fulke's English-Latin
// ("sesqu.oct.", "supquadru partiens quintas", "third fyft"), Faber's Latin ("diapente", "diapafō ac
// diapēte"), Boissière's French ("Sexquialtre", "sexq. quarte", "Bipartiente Tierces.", "Septief- mes." for
// Septieſmes), Barozzi's Italian ("sesquiterza", "superbipartiente terze") and Selenus's German ("Drittel",
// "dreyfach", "anderthalb"). Every relation that reads a word reads it here; nothing else in rithmo keeps a
// list of words.
//
// A word is first folded (fold()): case, the period's spellings and the OCR's marks are
// undone, so that one form stands for all its spellings:
//   - u/v and i/j are one letter, and y is i (dyapason, thyrd, drey);
//   - long s is s; æ, œ and ę are ae, oe and ae; accents and umlauts are dropped
//     (dyapenté, fünf); ß is ss; k is c (Oktav);
//   - a tilde or macron over a vowel is the dropped n or m it stands for (cōtiẽt
//     contient, principiū principium, diapasō diapason: m before p or b, n before
//     another letter; at a word's end n after o, m after another vowel, and the other
//     letter tried too); q̃ is que;
//   - x before q is s (sexquialtre sesquialtre), a final z is s (rondz), and a doubled
//     letter is one (settima setima, doppia dopia, diatessaron diatesaron);
//   - points and other marks are dropped; a word broken at a printed line's end
//     ("superbi- partiens") is joined again.
// A word the folded vocabulary lacks is tried once more with each f read as a long s,
// the OCR's commonest misreading ("diapafō", "Septief-mes").
//
// Numbers are read by their stems, as the names are built: a ratio's name from the
// stems of its numbers and the endings of its class, an ordinal from a stem and an
// ordinal ending of one of the five languages; so any spelling or abbreviation that
// keeps the stems reads ("sexq. sixies.", "superbip. tert.").
#pragma once

#include "harmony/interval.hpp"
#include "harmony/proportion_kind.hpp"
#include "harmony/triumph.hpp"
#include "men/army.hpp"
#include "men/ways.hpp"
#include "number/rational.hpp"
#include "params/enum_table.hpp"
#include "victory/goal.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// The languages of the sources: Fulke's English, Faber's and Selenus's Latin,
// Boissière's French, Barozzi's Italian, Selenus's German.
enum class Language { English, Latin, French, Italian, German };

inline constexpr auto kLanguageNames = enum_table<Language>({{Language::English, "english"},
                                                             {Language::Latin, "latin"},
                                                             {Language::French, "french"},
                                                             {Language::Italian, "italian"},
                                                             {Language::German, "german"}});

// What a word can mean: the kinds of term the vocabulary reads.
enum class WordKind { Ratio, Ordinal, Interval, Shape, Army, Way, Proportion, Grade, Victory };

inline constexpr auto kWordKindNames = enum_table<WordKind>({{WordKind::Ratio, "ratio"},
                                                             {WordKind::Ordinal, "ordinal"},
                                                             {WordKind::Interval, "interval"},
                                                             {WordKind::Shape, "shape"},
                                                             {WordKind::Army, "army"},
                                                             {WordKind::Way, "way"},
                                                             {WordKind::Proportion, "proportion"},
                                                             {WordKind::Grade, "grade"},
                                                             {WordKind::Victory, "victory"}});

// The folded form of a printed word or phrase (the rules above), words separated by
// one space. UTF-8 in, ASCII letters and spaces out; bytes that are no letter are
// dropped.
std::string fold(std::string_view printed);

// The ratio a printed name names, greater to lesser in lowest terms, in any of the
// five languages: "double." 2:1, "Sexquialtre" 3:2, "sexq. huitiesme" 9:8,
// "Bipartiente Tierces." 5:3, "supquadrupartiens quintas" 9:5, "duplex sesquialter"
// 5:2, "sesquiterza" 4:3, "dreyfach" 3:1, "ein und zwey Drittel" 5:3, "anderthalb" 3:2.
// nullopt when the text names no ratio.
std::optional<Rational> read_ratio_name(std::string_view printed);

// The number a printed ordinal (or the numeral of the parts of a ratio) names: "third"
// 3, "fyft" 5, "tertias" 3, "Tierce." 3, "Huictiesmes" 8, "Septief- mes." 7, "terze" 3,
// "Drittel" 3. nullopt when the word is none.
std::optional<long> read_ordinal(std::string_view printed);
// The rank a printed ordinal gives an order of men: 1 for "first" in the five
// languages ("first", "fyrst", "premier", "primus", "prima", "erste"), else what
// read_ordinal reads ("second", "secundus", "zweite", "third"). nullopt for any other.
std::optional<long> read_rank(std::string_view printed);

// The musical interval a printed name gives, in any of the five languages:
// "diapente", "dyapenté", "quinte", "fifth" (3:2); "diapason ac diapente",
// "douziesme" (3:1); "bis diapason", "disdiapason", "quinziesme" (4:1); "tonus",
// "ton", "tuono" (9:8). nullopt for any other text.
std::optional<Interval> read_interval(std::string_view printed);

// The shape a printed word names: "Rounde", "rondz", "Triangles", "quarré",
// "quadratus", "Dreyeck". nullopt for any other word.
std::optional<Shape> read_shape(std::string_view printed);

// The army a printed word names, by its parity or its colour: "even", "Pair",
// "pares", "gerade" are the even army, "odd", "Impair", "non pair", "ungerade" the odd;
// "white", "blanc", "albus", "weiß" the white army, "black", "noir", "niger",
// "schwarz" the other. nullopt for any other word.
std::optional<Army> read_army(std::string_view printed, Army white);

// The army a printed word names by its parity ("Pari", "Impair", "Vngerade"): the same
// army whichever is white; nullopt for a colour, which names one army under one reading
// and the other under the other, and for any other word.
std::optional<Army> read_parity(std::string_view printed);

// A word for an order of men, whole or cut short to three letters or more: order,
// ordre, ordo, ordinis, ordine, Ordnung, "ord.".
bool is_order_word(std::string_view printed);

// The two armies of a printed "taker against taken" ("Pair contre Impair", "even
// against odd", "par contra impar", "gerade gegen ungerade"); nullopt unless both read.
std::optional<std::pair<Army, Army>> read_armies_against(std::string_view printed, Army white);

// The ways of taking a printed heading or cell names, in any of the five languages:
// equality, addition, subtraction, multiplication and division ("Addition.",
// "Equalitie", "additio", "per aggiuntione", "soubstraction", "Multipliciren",
// "diuisio", "Theilung"), after a preposition or article or not ("by", "per", "par",
// "durch", "the"); a heading that names two ("Multiplication and Division",
// "multiplicatio & diuisio") gives both, in the order printed. Empty when the text
// names no way, or anything besides.
std::vector<Way> read_ways(std::string_view printed);
// The kind of proportion a printed name gives, in any of the five languages, whole or
// cut short: "arithmetic", "Medietas arith.", "Geo.", "har.", "musicale",
// "Arithmetique", "armonica", "Geometrisch"; after "medietas", "proportion" or an
// article. nullopt for any other text.
std::optional<Proportion> read_proportion(std::string_view printed);
// The grade of a victory a printed name gives: great, greater, greatest in the five
// languages ("magna", "maior", "maxima"; "mediocre", "grande", "plus grande", "tres
// grande", "tres grãs", "excellente"; "grande", "maggiore", "massima"; "groß",
// "grösser", "gröste"), with the word for a victory before or after it or not. The
// bare "grande" (grand, grans) is the table's language's: Boissière's three victories
// are "mediocre, grande & excellente" (ocr/boissiere-1554/page-0069.txt line 5; the
// greater, "Victoire grande", page-0073.txt line 11), so in French
// it is the greater; in any other language the great (Italian's grande, maggiore,
// massima). nullopt for any other text.
std::optional<Grade> read_grade(std::string_view printed, Language language = Language::English);
// The common victory a printed name gives, in any of the five languages: bodies,
// goods, quarrel, honour, honour and quarrel ("Victorie of bodies", "victoire de
// biens", "victoire des proces", "Victoire d'honneur", "de honore et lite", "di
// beni", "der Ehren und des Streits"), with the word for a victory or not. nullopt
// for any other text.
std::optional<Goal> read_victory(std::string_view printed);
// What the report says of a word the vocabulary cannot read: "not read: 'Huieties.'
// (French)", the word as printed and the table's language.
std::string not_read_text(std::string_view printed, Language language);

}  // namespace rithmo
