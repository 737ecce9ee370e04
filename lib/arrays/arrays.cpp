#include "arrays/arrays.hpp"

#include "diagnostic.hpp"
#include "number/numeral.hpp"
#include "tables/datapackage.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>

namespace rithmo {

namespace {

void check_kind(int kind) {
  if (kind < 1 || kind > 3)
    throw std::invalid_argument("Fulke sets out three kinds of play (1, 2, 3), not " + std::to_string(kind));
}

}  // namespace

ArrayPlacement ArrayPlacement::fulke(int kind) {
  check_kind(kind);
  ArrayPlacement p;
  p.behind = kind == 1 ? 2 : 0;  // 001 line 27, 003 line 94; 002 lines 646, 822
  return p;
}

long fulke_ranks(int kind) {
  check_kind(kind);
  return kind == 2 ? 6 : 4;
}

Army fulke_top(int kind) {
  check_kind(kind);
  return kind == 2 ? Army::Odd : Army::Even;
}

std::vector<ArrayTable> read_arrays(const std::string& package_dir) {
  return read_arrays(read_package(package_dir));
}

std::vector<ArrayTable> read_arrays(const Package& p) {
  std::vector<ArrayTable> out;
  for (const auto& r : p.resources) {
    if (r.relation.value("name", "") != "board-array") continue;
    const auto kind = r.relation.find("kind-of-play");
    if (kind == r.relation.end() || !kind->is_number_integer() || kind->get<long>() < 1 ||
        kind->get<long>() > 3) {
      throw DiagnosticError(Diagnostic{
          p.descriptor_name, r.line, r.column,
          "resource '" + r.name + "': a board-array relation needs a \"kind-of-play\", 1, 2 or 3"});
    }
    out.push_back({kind->get<int>(), read_resource(p, r), p.name});
  }
  if (out.empty())
    throw DiagnosticError(Diagnostic{p.descriptor_name, 1, 1, "no board-array tables in the package"});
  return out;
}

namespace {

// One printed man as the transcription keys him.
struct Printed {
  long line = 0;
  long row = 0;
  long position = 0;
  std::optional<long> file;  // the square across the breadth, when the drawing gives it
  std::optional<Shape> shape;
  std::optional<mpz_class> value;
  bool king = false;
  std::size_t csv_row = 0;  // its row of the table
};

[[noreturn]] void fail(const CsvDocument& doc, const CsvCell& cell, const std::string& message) {
  throw DiagnosticError(Diagnostic{doc.name, cell.line, cell.column, message});
}

std::size_t column(const CsvDocument& doc, const std::string& name) {
  const std::size_t i = doc.column(name);
  if (i == std::string::npos) {
    throw DiagnosticError(
        Diagnostic{doc.name, 1, 1, "no column '" + name + "' (expected line,row,position,shape,value,king)"});
  }
  return i;
}

long positive(const CsvDocument& doc, const CsvCell& cell, const std::string& what) {
  const auto n = read_count(cell.text, 999999999);
  if (!n || *n == 0) fail(doc, cell, what + " '" + cell.text + "' is not a positive integer");
  return static_cast<long>(*n);
}

std::vector<Printed> read_printed(const CsvDocument& doc) {
  const std::size_t c_line = column(doc, "line"), c_row = column(doc, "row"), c_pos = column(doc, "position"),
                    c_shape = column(doc, "shape"), c_value = column(doc, "value"),
                    c_king = column(doc, "king");
  const std::size_t c_file = doc.column("column");  // optional
  std::vector<Printed> out;
  for (std::size_t i = 0; i < doc.rows.size(); ++i) {
    const CsvRow r = doc.rows[i];
    Printed p;
    p.csv_row = i;
    p.line = positive(doc, r.cells[c_line], "line");
    p.row = positive(doc, r.cells[c_row], "row");
    p.position = positive(doc, r.cells[c_pos], "position");
    if (c_file != std::string::npos && !r.cells[c_file].text.empty())
      p.file = positive(doc, r.cells[c_file], "column");
    const CsvCell& shape = r.cells[c_shape];
    if (shape.text == "round")
      p.shape = Shape::Round;
    else if (shape.text == "triangle")
      p.shape = Shape::Triangle;
    else if (shape.text == "square")
      p.shape = Shape::Square;
    else if (!shape.text.empty())
      fail(doc, shape,
           "unknown shape '" + shape.text +
               "' (valid: round, triangle, square, or empty for a king drawn without a number)");
    const CsvCell& value = r.cells[c_value];
    if (!value.text.empty()) p.value = mpz_class(positive(doc, value, "value"));
    const CsvCell& king = r.cells[c_king];
    if (king.text != "0" && king.text != "1") fail(doc, king, "king '" + king.text + "' is not 0 or 1");
    p.king = king.text == "1";
    if (p.shape.has_value() != p.value.has_value()) {
      fail(doc, p.shape ? value : shape,
           "a man needs both a shape and a value (both empty only for a printed King)");
    }
    if (!p.shape && !p.king) fail(doc, shape, "a man without shape and value must be a king (king 1)");
    out.push_back(p);
  }
  return out;
}

// The man of the army bearing this shape and number, if any.
const Man* find_man(const Armies& armies, Army army, Shape shape, const mpz_class& value) {
  for (const Man& m : armies.men(army)) {
    if (m.shape == shape && m.value == value) return &m;
  }
  return nullptr;
}

const Man* king_of(const Armies& armies, Army army) {
  for (const Man& m : armies.men(army)) {
    if (m.is_pyramid) return &m;
  }
  return nullptr;
}

std::string describe(const Printed& p) { return std::string(name(*p.shape)) + " " + p.value->get_str(); }

// The army whose men include every numbered man of the half; else the error names the
// first man the likelier army lacks.
Army army_of_half(const CsvDocument& doc, const Armies& armies, const std::vector<const Printed*>& half,
                  long first_row, long last_row, std::size_t shape_column) {
  std::map<Army, std::size_t> found;
  for (Army a : {Army::Even, Army::Odd}) {
    for (const Printed* p : half) {
      if (p->shape && find_man(armies, a, *p->shape, *p->value)) ++found[a];
    }
  }
  const Army likely = found[Army::Odd] > found[Army::Even] ? Army::Odd : Army::Even;
  for (const Printed* p : half) {
    if (p->shape && !find_man(armies, likely, *p->shape, *p->value)) {
      fail(doc, doc.rows.cell(p->csv_row, shape_column),
           "the " + describe(*p) + " is no man of the " + std::string(name(likely)) +
               " army, whose men fill rows " + std::to_string(first_row) + "-" + std::to_string(last_row));
    }
  }
  return likely;
}

}  // namespace

BoardArray place_array(const CsvDocument& doc, const Armies& armies, const ArrayPlacement& placement) {
  const auto printed = read_printed(doc);
  const std::size_t c_row = column(doc, "row"), c_pos = column(doc, "position"),
                    c_shape = column(doc, "shape"), c_king = column(doc, "king");
  if (printed.empty()) throw DiagnosticError(Diagnostic{doc.name, 1, 1, "no men in the array"});

  // Rows numbered 1..n in order, positions 1..k within each.
  std::map<long, long> row_length;
  long last_row = 0;
  std::optional<long> last_file;  // the column of the man before, in his row
  for (const Printed& p : printed) {
    if (p.row != last_row && p.row != last_row + 1) {
      fail(doc, doc.rows.cell(p.csv_row, c_row),
           "row " + std::to_string(p.row) + " follows row " + std::to_string(last_row) +
               " (rows are numbered 1, 2, ... in order)");
    }
    last_row = p.row;
    if (p.position != row_length[p.row] + 1) {
      fail(doc, doc.rows.cell(p.csv_row, c_pos),
           "position " + std::to_string(p.position) + " follows position " +
               std::to_string(row_length[p.row]) + " in row " + std::to_string(p.row));
    }
    row_length[p.row] = p.position;
    if (p.file) {
      const std::size_t c_file = doc.column("column");
      if (*p.file > placement.board.files) {
        fail(doc, doc.rows.cell(p.csv_row, c_file),
             "column " + std::to_string(*p.file) + " is beyond the board's " +
                 std::to_string(placement.board.files) + " files");
      }
      if (p.position > 1 && !last_file) {
        fail(doc, doc.rows.cell(p.csv_row, c_file),
             "row " + std::to_string(p.row) + " gives the column of some men and not of others");
      }
      if (p.position > 1 && *p.file <= *last_file) {
        fail(doc, doc.rows.cell(p.csv_row, c_file),
             "column " + std::to_string(*p.file) + " does not follow the column of position " +
                 std::to_string(p.position - 1) + " in row " + std::to_string(p.row) +
                 " (a row's men are keyed left to right, each column given)");
      }
    } else if (p.position > 1 && last_file) {
      fail(doc, doc.rows.cell(p.csv_row, c_pos),
           "row " + std::to_string(p.row) + " gives the column of some men and not of others");
    }
    last_file = p.file;
    if (p.position > placement.board.files) {
      fail(doc, doc.rows.cell(p.csv_row, c_pos),
           "row " + std::to_string(p.row) + " holds more men than the board's " +
               std::to_string(placement.board.files) + " files");
    }
  }
  const long rows = last_row;
  const CsvRow& last = doc.rows.back();
  if (rows % 2 != 0)
    fail(doc, last.cells[c_row], std::to_string(rows) + " printed rows cannot be halved between the armies");
  const long per_army = rows / 2;
  if (2 * (placement.behind + per_army) > placement.board.ranks) {
    fail(doc, last.cells[c_row],
         "two armies of " + std::to_string(per_army) + " rows with " + std::to_string(placement.behind) +
             " empty ranks behind each do not fit " + std::to_string(placement.board.ranks) + " ranks");
  }

  std::vector<const Printed*> top, bottom;
  for (const Printed& p : printed) (p.row <= per_army ? top : bottom).push_back(&p);
  BoardArray out;
  out.placement = placement;
  out.rows_per_army = per_army;
  out.top = army_of_half(doc, armies, top, 1, per_army, c_shape);
  const Army bottom_army = army_of_half(doc, armies, bottom, per_army + 1, rows, c_shape);
  if (bottom_army == out.top) {
    fail(doc, doc.rows.cell(bottom.front()->csv_row, c_shape),
         "both halves of the array are men of the " + std::string(name(out.top)) + " army");
  }

  for (const Printed& p : printed) {
    PlacedMan m;
    m.army = p.row <= per_army ? out.top : bottom_army;
    m.printed_row = p.row;
    m.position = p.position;
    m.source_line = p.line;
    m.rank = p.row <= per_army ? placement.behind + p.row
                               : placement.board.ranks - placement.behind - rows + p.row;
    // A drawing that gives a man's column places him there; else a row of fewer men
    // than files is centred (the project's reading of Fulke's rows of four).
    m.file = p.file ? *p.file : (placement.board.files - row_length[p.row]) / 2 + p.position;
    const Man* man = p.shape ? find_man(armies, m.army, *p.shape, *p.value) : king_of(armies, m.army);
    if (!man) {
      fail(doc, doc.rows.cell(p.csv_row, c_king),
           "the " + std::string(name(m.army)) + " army has no king on the board");
    }
    if (p.king && !man->is_pyramid) {
      const Man* king = king_of(armies, m.army);
      fail(doc, doc.rows.cell(p.csv_row, c_king),
           "the " + describe(p) + " is marked king, but the " + std::string(name(m.army)) + " army's king " +
               (king ? "is " + king->value.get_str() : "is not on the board"));
    }
    m.shape = man->shape;
    m.king = man->is_pyramid;
    m.value = man->value;
    out.men.push_back(m);
  }
  return out;
}

}  // namespace rithmo
