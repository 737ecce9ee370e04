#include "collation/selection.hpp"

#include <algorithm>
#include <utility>

namespace rithmo {

std::vector<std::size_t> printed_order(const Apparatus& app, std::size_t witness) {
  std::vector<std::pair<std::size_t, std::size_t>> by_row;  // (row, place)
  for (const auto& p : app.places) {
    if (!p.derived) continue;
    for (const auto& r : p.readings) {
      if (r.witness == witness && r.kind != ReadingClass::Omission && r.row > 0) {
        by_row.emplace_back(r.row, p.number);
        break;
      }
    }
  }
  std::sort(by_row.begin(), by_row.end());
  std::vector<std::size_t> out;
  for (const auto& [row, place] : by_row) out.push_back(place);
  return out;
}

std::string cited(const Apparatus& app, std::size_t place, std::size_t witness) {
  const std::string siglum = app.witnesses[witness].siglum;
  if (place == 0 || place > app.places.size()) return siglum;
  const PlaceReading* r = reading_of(app.places[place - 1], witness);
  if (!r || r->kind == ReadingClass::Omission) return siglum + " lacks it";
  std::string page = r->source.str();
  if (const auto slash = page.rfind('/'); slash != std::string::npos) page = page.substr(slash + 1);
  if (page.size() > 4 && page.compare(page.size() - 4, 4, ".txt") == 0) page.resize(page.size() - 4);
  if (!page.empty() && r->line) return siglum + " " + page + " line " + std::to_string(*r->line);
  return siglum + " row " + std::to_string(r->row);
}

std::string row_named(const Apparatus& app, std::size_t place) {
  if (place == 0 || place > app.places.size()) return "«?»";
  const Place& p = app.places[place - 1];
  if (!p.lemma.empty()) return "«" + p.lemma + "»";
  for (const PlaceReading& r : p.readings)
    if (r.kind != ReadingClass::Omission) return "«" + r.text.str() + "» (not a derived row)";
  return "«?»";
}

const PlaceReading* reading_of(const Place& p, std::size_t witness) {
  for (const PlaceReading& r : p.readings)
    if (r.witness == witness) return &r;
  return nullptr;
}

bool prints(const Place& p, std::size_t witness) {
  return std::any_of(p.readings.begin(), p.readings.end(), [&](const PlaceReading& r) {
    return r.witness == witness && r.kind != ReadingClass::Omission;
  });
}

SharedSelection shared_selection(const Apparatus& app, std::size_t a, std::size_t b) {
  return shared_selection(app, a, b, std::vector<bool>(app.witnesses.size(), true));
}

SharedSelection shared_selection(const Apparatus& app, std::size_t a, std::size_t b,
                                 const std::vector<bool>& counts) {
  return shared_selection(app, index_selection(app, counts), a, b);
}

SelectionIndex index_selection(const Apparatus& app, const std::vector<bool>& counts) {
  SelectionIndex index;
  index.prints.assign(app.witnesses.size(), std::vector<char>(app.places.size(), 0));
  index.printers.assign(app.places.size(), 0);
  index.witnesses = static_cast<std::size_t>(std::count(counts.begin(), counts.end(), true));
  std::vector<std::vector<std::pair<std::size_t, std::size_t>>> by_row(app.witnesses.size());  // (row, place)
  for (std::size_t i = 0; i < app.places.size(); ++i) {
    const Place& p = app.places[i];
    for (const PlaceReading& r : p.readings) {
      if (r.kind == ReadingClass::Omission || r.witness >= app.witnesses.size()) continue;
      if (index.prints[r.witness][i]) continue;  // the first printing
      index.prints[r.witness][i] = 1;
      if (r.witness < counts.size() && counts[r.witness]) ++index.printers[i];
      if (p.derived && r.row > 0) by_row[r.witness].emplace_back(r.row, p.number);
    }
  }
  for (auto& rows : by_row) {
    std::sort(rows.begin(), rows.end());
    std::vector<std::size_t> places;
    for (const auto& [row, place] : rows) places.push_back(place);
    index.order.push_back(std::move(places));
  }
  return index;
}

SharedSelection shared_selection(const Apparatus& app, const SelectionIndex& index, std::size_t a,
                                 std::size_t b) {
  SharedSelection s;
  const std::size_t witnesses = index.witnesses;
  for (std::size_t i = 0; i < app.places.size(); ++i) {
    const Place& p = app.places[i];
    if (!p.derived) continue;
    const std::size_t n = index.printers[i];
    if (n == 0) continue;
    ++s.places;
    const bool in_a = index.prints[a][i] != 0, in_b = index.prints[b][i] != 0;
    s.printed_a += in_a ? 1 : 0;
    s.printed_b += in_b ? 1 : 0;
    if (in_a && in_b) {
      ++s.shared;
      if (n == 2 && witnesses > 2) s.printed_by_these_alone.push_back(p.number);
    }
    if (!in_a && !in_b && n == witnesses - 2 && witnesses > 2) s.omitted_by_these_alone.push_back(p.number);
  }
  s.omitted_both = s.places - s.printed_a - s.printed_b + s.shared;
  s.chance = hypergeometric_at_least(s.places, s.printed_a, s.printed_b, s.shared);
  return s;
}

SharedOrder shared_arrangement(const Apparatus& app, std::size_t a, std::size_t b) {
  return shared_order(printed_order(app, a), printed_order(app, b));
}

}  // namespace rithmo
