// The printable reference sheets: one function per sheet, returning the LaTeX source
// for a paper size, every number in it computed by the library.
//
//   men          the men of both armies (shape, rule, value, Boethian ratio, Latin
//                name) and the two kings' pyramids with their layers
//   arrays       the starting arrays of Fulke's three kinds of play and Boissière's game
//                as board diagrams,
//                placed from the transcribed tables (arrays/arrays.hpp)
//   proportions  the arithmetic, geometric and musical proportions, a triumph of each
//                grade worked, and the triumph sets of the three grades, with their counts
//   captures     taking by the void spaces (multiplication and division, both
//                takers), by cossic signs with the signs the men bear written as powers
//                and roots, and the first kind's taking by two men: each table a row
//                for each man who takes, in ascending order of his number
//   standards    the victory of standards: the armies' footmen, their standards and
//                the men that win them
//   errata       the errata of the sources as the audit finds them (audit/): each
//                printed row that cannot be right with its reading, slip and the page
//                and line where the book prints it; the rows the print omits; the
//                counts and contradictions
//   quick        for the players: the game in brief and the common victories, each
//                worked; then a page per game of the books (Fulke's three kinds,
//                Boissière's two games, Barozzi's): its opening drawn with the camps,
//                who moves first, a turn, the king, the moves drawn, the ways of taking
//                with an example each, its victory; the books cited by key
//   readings     for the historian, the same games: the readings of each preset
//                (play/rules.hpp) by part of play, each in words, with its source line
//
// A sheet is an entry of sheets(): adding one is adding a function and a row. The
// tools write the source and build the PDF (tools/sheet_commands.cpp).
#pragma once

#include "arrays/arrays.hpp"
#include "audit/tables_audit.hpp"
#include "harmony/pool.hpp"
#include "harmony/triumph.hpp"
#include "men/armies.hpp"
#include "sheet/latex.hpp"
#include "tables/csv.hpp"
#include "taking/spaces_table.hpp"
#include "taking/two_men.hpp"
#include "victory/standards.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace rithmo::sheet {

// Everything a sheet is built from: the readings and, for the arrays, the tables.
struct SheetInputs {
  ArmiesOptions armies;
  PoolOptions pool;
  TriumphOptions triumphs;
  SpacesOptions spaces;
  TwoMenOptions two_men;
  StandardsOptions standards;
  std::vector<ArrayTable> arrays;  // used by sheets with needs_arrays
  AuditReport audit;               // used by sheets with needs_audit: the audit of the
                                   // transcribed tables (audit_packages)
};

// What a sheet function gets besides the inputs: the paper, and the line stamped at
// the foot of every page.
struct SheetContext {
  latex::Paper paper = latex::Paper::A4;
  std::string stamp;
};

struct SheetSpec {
  std::string_view name;         // "men": the command's argument and the file's stem
  std::string_view title;        // the heading
  std::string_view description;  // one line for the list of sheets
  bool needs_arrays = false;     // reads SheetInputs::arrays
  std::string (*build)(const SheetInputs&, const SheetContext&);
  bool needs_audit = false;  // reads SheetInputs::audit
  // Derives what it shows from SheetInputs::armies, whatever their seeds; a sheet
  // that shows the printed tables (arrays, errata) or the readings of play (readings)
  // shows Fulke's armies only.
  bool takes_seeds = false;
};

// Every sheet, in the order `all` builds them.
const std::vector<SheetSpec>& sheets();
// The sheet of that name, or nullptr.
const SheetSpec* find_sheet(std::string_view name);

// A canonical text of the inputs the sheet reads (the readings, the tables' cells for
// a sheet that needs the arrays, the audit's own input digest for one that needs the
// audit): what the stamp's digest is taken of.
std::string inputs_text(const SheetSpec& sheet, const SheetInputs& inputs);

// "rithmo VERSION, sheet NAME (PAPER), inputs sha256:DIGEST": the generator and the
// SHA-256 of inputs_text, never a date.
std::string stamp(const SheetSpec& sheet, const SheetInputs& inputs, latex::Paper paper);

// The sheet's complete LaTeX source for the paper, stamped. Throws what the library
// throws on bad inputs (DiagnosticError for a bad array table; std::invalid_argument
// for bad readings; std::invalid_argument when a sheet needing the arrays has none).
std::string sheet_source(const SheetSpec& sheet, const SheetInputs& inputs, latex::Paper paper);

// The sheets, one function each (what sheets() lists).
std::string men_sheet(const SheetInputs& inputs, const SheetContext& context);
std::string arrays_sheet(const SheetInputs& inputs, const SheetContext& context);
std::string proportions_sheet(const SheetInputs& inputs, const SheetContext& context);
std::string captures_sheet(const SheetInputs& inputs, const SheetContext& context);
std::string standards_sheet(const SheetInputs& inputs, const SheetContext& context);
std::string errata_sheet(const SheetInputs& inputs, const SheetContext& context);
std::string quick_sheet(const SheetInputs& inputs, const SheetContext& context);
std::string readings_sheet(const SheetInputs& inputs, const SheetContext& context);

}  // namespace rithmo::sheet
