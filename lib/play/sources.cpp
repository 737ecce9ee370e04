#include "play/sources.hpp"

#include "number/numeral.hpp"
#include "tables/datapackage.hpp"

#include <stdexcept>
#include <string>

namespace rithmo::play {

namespace {

struct Reader {
  const CsvDocument& doc;

  std::size_t column(const std::string& name) const {
    const auto i = doc.column(name);
    if (i == std::string::npos) {
      throw DiagnosticError({doc.name, 1, 1, "no column '" + name + "'"});
    }
    return i;
  }
  [[noreturn]] void fail(const CsvCell& c, const std::string& message) const {
    throw DiagnosticError({doc.name, c.line, c.column, message});
  }
  std::optional<int> integer(const CsvRow& row, std::size_t col, bool required) const {
    const CsvCell& c = row.cells[col];
    if (c.text.empty()) {
      if (required) fail(c, "empty cell where a number is required");
      return std::nullopt;
    }
    const auto v = read_count(c.text, 1000000);
    if (!v) fail(c, "'" + c.text + "' is not a number");
    return static_cast<int>(*v);
  }
};

}  // namespace

const ArrayTable& Sources::array(int kind) const {
  for (const auto& a : arrays) {
    if (a.kind == kind) return a;
  }
  throw std::invalid_argument("no transcribed array of the kind " + std::to_string(kind) + " was read");
}

ArrayTable& Sources::array(int kind) {
  return const_cast<ArrayTable&>(static_cast<const Sources&>(*this).array(kind));
}

std::vector<CossicPair> parse_cossic(const CsvDocument& doc) {
  Reader r{doc};
  const auto line = r.column("line"), root = r.column("root"), power = r.column("power"),
             sign = r.column("sign");
  std::vector<CossicPair> out;
  for (const auto& rw : doc.rows) {
    out.push_back({*r.integer(rw, line, true), *r.integer(rw, root, true), *r.integer(rw, power, true),
                   *r.integer(rw, sign, true)});
  }
  return out;
}

std::vector<DiagramLabel> parse_lettering(const CsvDocument& doc) {
  Reader r{doc};
  const auto line = r.column("line"), row = r.column("row"), pos = r.column("position"),
             label = r.column("label");
  std::vector<DiagramLabel> out;
  for (const auto& rw : doc.rows) {
    DiagramLabel d{*r.integer(rw, line, true), *r.integer(rw, row, true), *r.integer(rw, pos, true),
                   rw.cells[label].text};
    if (d.label.empty()) r.fail(rw.cells[label], "empty label");
    out.push_back(d);
  }
  return out;
}

Sources read_sources(const std::string& tables_dir) { return read_sources(tables_dir, SourceNeeds{}); }

SourceNeeds needs_of(const Rules& rules, bool opening, bool lettering) {
  SourceNeeds n;
  n.fulke_arrays = opening && rules.array != ArrayKind::Boissiere;
  n.boissiere = opening && rules.array == ArrayKind::Boissiere;
  n.cossic = rules.cossic;
  n.lettering = lettering;
  return n;
}

Sources read_sources(const std::string& tables_dir, const SourceNeeds& needs) {
  Sources s;
  // Each package is read for the tables the game needs, the rest of it left unread.
  if (needs.fulke_arrays || needs.cossic) {
    std::vector<std::string> relations;
    if (needs.fulke_arrays) relations.push_back("board-array");
    if (needs.cossic) relations.push_back("cossic-captures");
    const Package fulke = read_package(tables_dir + "/fulke-1563", relations);
    if (needs.fulke_arrays) s.arrays = read_arrays(fulke);
    if (needs.cossic) s.cossic = parse_cossic(read_resource(fulke, "cossic-captures"));
  }
  if (needs.boissiere) {
    const auto boissiere = read_arrays(read_package(tables_dir + "/boissiere-1556", {"board-array"}));
    if (boissiere.size() != 1) {
      throw DiagnosticError(
          {tables_dir + "/boissiere-1556/datapackage.json", 1, 1,
           "Boissière's package should hold one board-array table, not " + std::to_string(boissiere.size())});
    }
    s.boissiere = boissiere.front();
  }
  if (needs.lettering) {
    s.lettering = parse_lettering(
        read_resource(read_package(tables_dir + "/du-coeur-1998", {"movement-diagram"}), "movement-diagram"));
  }
  return s;
}

}  // namespace rithmo::play
