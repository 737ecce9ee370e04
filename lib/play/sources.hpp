// What the engine reads from the transcribed tables: the three arrays of Fulke's kinds,
// Boissière's array (tables/boissiere-1556/array.csv), Fulke's table "To take by cossicall signes"
// (tables/fulke-1563/), and du Coeur's lettered movement diagram (tables/du-coeur-1998/movement-diagram.csv).
//
// The tables are read through lib/tables, as transcribed, and nothing is typed in
// here: the arrays are array-first-kind.csv (002 lines 602-609), array-second-kind.csv
// (649-660) and array-third-kind.csv (825-832), read and placed on the board by the
// one reader of the arrays (arrays/arrays.hpp); the cossic pairs are
// cossic-captures.csv (797-809). A parser takes a CsvDocument so that tests need no
// disk; read_sources() reads the files.
#pragma once

#include "arrays/arrays.hpp"
#include "diagnostic.hpp"
#include "men/army.hpp"
#include "play/rules.hpp"
#include "tables/csv.hpp"

#include <optional>
#include <string>
#include <vector>

namespace rithmo::play {

// A power and its root, "2 16{4}": 16 is the fourth power of 2 (002 line 798).
struct CossicPair {
  int line = 0;
  int root = 0;
  int power = 0;
  int sign = 0;
};

// A label of du Coeur's lettered movement diagram (001 lines 33-39): the printed row
// (1 = top) and place in it, and the label (A the centre, letters for the ordinary
// draughts, numbers for the flights).
struct DiagramLabel {
  int line = 0;
  int row = 0;
  int position = 0;
  std::string label;
};

struct Sources {
  std::vector<ArrayTable> arrays;       // Fulke's transcribed arrays, read and placed by arrays/arrays.hpp
  std::optional<ArrayTable> boissiere;  // Boissière's array (tables/boissiere-1556/array.csv)
  std::vector<CossicPair> cossic;
  std::vector<DiagramLabel> lettering;

  // The array of Fulke's kind 1, 2 or 3. Throws std::invalid_argument when none was read.
  const ArrayTable& array(int kind) const;
  ArrayTable& array(int kind);
};

// Parses the cossic table (columns line,root,power,sign,note). Throws DiagnosticError.
std::vector<CossicPair> parse_cossic(const CsvDocument& doc);

// Parses du Coeur's diagram (columns line,row,position,label,note). Throws DiagnosticError.
std::vector<DiagramLabel> parse_lettering(const CsvDocument& doc);

// Reads the six tables from tables_dir (the repository's tables/), each through its
// package's descriptor (fulke-1563, boissiere-1556, du-coeur-1998). Throws DiagnosticError when a
// file is missing or malformed.
Sources read_sources(const std::string& tables_dir);

// What one game needs of them: Fulke's arrays or Boissière's (the array its men stand in
// at the opening; neither when the position is read from a file), the cossic pairs when
// its rules take by cossic signs, du Coeur's lettering for his diagram. read_sources
// above needs all of them.
struct SourceNeeds {
  bool fulke_arrays = true;
  bool boissiere = true;
  bool cossic = true;
  bool lettering = true;
};
SourceNeeds needs_of(const Rules& rules, bool opening, bool lettering = false);

// Reads only what `needs` names, each package's descriptor once: a game of Fulke's
// first kind reads his package, not Boissière's (a quarter of a megabyte) or du Coeur's.
Sources read_sources(const std::string& tables_dir, const SourceNeeds& needs);

}  // namespace rithmo::play
