#include "collation/evidence.hpp"

#include "number/numeral.hpp"
#include "params/enum_table.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace rithmo {

namespace {

constexpr auto kEvidenceKindNames = enum_table<EvidenceKind>({{EvidenceKind::Selection, "selection"},
                                                              {EvidenceKind::Arrangement, "arrangement"},
                                                              {EvidenceKind::Errors, "errors"}});

// The package of a witness's table ("boissiere-1556/x.csv": "boissiere-1556").
std::string package_of(const std::string& table) { return table.substr(0, table.find('/')); }

Rational mean(const Distribution& d) {
  Rational m;
  for (std::size_t x = 1; x < d.size(); ++x) m += d[x] * Rational(static_cast<long>(x));
  return m;
}

}  // namespace

std::string_view name(EvidenceKind kind) { return kEvidenceKindNames.name(kind); }

SharedErrors shared_errors(const Apparatus& app, std::size_t a, std::size_t b) {
  const PairEvidence p = compare_witnesses(app, a, b);
  SharedErrors e;
  e.compared = p.compared;
  e.errors_a = p.errors_a;
  e.errors_b = p.errors_b;
  e.shared = p.shared_errors;
  e.different = p.different_errors;
  e.separative_a = p.only_a;
  e.separative_b = p.only_b;
  if (e.compared > 0) {
    const Rational rate = Rational(static_cast<long>(e.errors_a * e.errors_b)) /
                          Rational(static_cast<long>(e.compared * e.compared));
    e.distribution = binomial_distribution(e.compared, rate);
    e.chance = binomial_at_least(e.compared, rate, e.shared.size());
  }
  return e;
}

std::vector<std::size_t> printed_places(const Apparatus& app, std::size_t witness) {
  std::vector<std::size_t> out;
  for (const Place& p : app.places)
    if (prints(p, witness)) out.push_back(p.number);
  return out;
}

const KindTotal& BookEvidence::strongest() const {
  const KindTotal* best = &totals[0];
  for (const KindTotal& t : totals)
    if (t.chance < best->chance) best = &t;
  return *best;
}

Rational BookEvidence::weight() const {
  Rational w(1);
  for (const KindTotal& t : totals) w *= t.chance;
  return w;
}

std::optional<int> year_of(const std::string& package) {
  std::optional<int> year;
  std::size_t start = 0;
  while (start <= package.size()) {
    const std::size_t end = std::min(package.find('-', start), package.size());
    const std::string_view part = std::string_view(package).substr(start, end - start);
    if (part.size() == 4) {
      if (const auto y = read_count(part, 2999); y && *y >= 1000) year = static_cast<int>(*y);
    }
    start = end + 1;
  }
  return year;
}

Evidence collect_evidence(const std::vector<Apparatus>& works) {
  Evidence ev;
  std::map<std::string, Book> by_package;
  for (const Apparatus& app : works) {
    for (const auto& w : app.witnesses) {
      Book& book = by_package[package_of(w.table)];
      book.package = package_of(w.table);
      book.title = w.book;
      if (std::find(book.sigla.begin(), book.sigla.end(), w.siglum) == book.sigla.end())
        book.sigla.push_back(w.siglum);
      if (!w.transcribes.empty()) {
        for (const auto& print : app.witnesses)
          if (print.siglum == w.transcribes) book.transcribes = package_of(print.table);
      }
    }
  }
  for (auto& [package, book] : by_package) {
    book.year = year_of(package);
    ev.books.push_back(std::move(book));
  }
  std::stable_sort(ev.books.begin(), ev.books.end(), [](const Book& x, const Book& y) {
    if (x.year.has_value() != y.year.has_value()) return x.year.has_value();
    return x.year < y.year;
  });
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < ev.books.size(); ++i) index[ev.books[i].package] = i;

  // Each book's witness in each work: the one that prints the most places, a complete
  // table before a partial one.
  std::vector<std::map<std::size_t, std::size_t>>& voice = ev.voice;
  voice.resize(works.size());
  for (std::size_t k = 0; k < works.size(); ++k) {
    const Apparatus& app = works[k];
    std::map<std::size_t, std::pair<bool, std::size_t>> best;  // book -> (complete, printed)
    for (std::size_t w = 0; w < app.witnesses.size(); ++w) {
      const std::size_t book = index[package_of(app.witnesses[w].table)];
      const std::pair<bool, std::size_t> score{!app.witnesses[w].partial, printed_places(app, w).size()};
      if (!voice[k].count(book) || score > best[book]) {
        voice[k][book] = w;
        best[book] = score;
      }
    }
  }

  for (std::size_t a = 0; a < ev.books.size(); ++a) {
    for (std::size_t b = a + 1; b < ev.books.size(); ++b) {
      if (!ev.books[a].transcribes.empty() || !ev.books[b].transcribes.empty()) continue;
      BookEvidence pair;
      pair.a = a;
      pair.b = b;
      std::vector<Distribution> selection, arrangement, errors;
      for (std::size_t k = 0; k < works.size(); ++k) {
        if (!voice[k].count(a) || !voice[k].count(b)) continue;
        WorkEvidence we;
        we.work = k;
        we.a = voice[k].at(a);
        we.b = voice[k].at(b);
        we.selection = shared_selection(works[k], we.a, we.b);
        we.order = shared_arrangement(works[k], we.a, we.b);
        we.errors = shared_errors(works[k], we.a, we.b);
        const auto& wa = works[k].witnesses[we.a].own_reading;
        const auto& wb = works[k].witnesses[we.b].own_reading;
        for (const auto& reading : wa) {
          const std::string& key = reading.first;
          const std::string& value = reading.second;
          const auto it = wb.find(key);
          if (it == wb.end() || it->second != value) continue;
          const bool others_differ =
              std::any_of(works[k].witnesses.begin(), works[k].witnesses.end(), [&](const auto& w) {
                const auto x = w.own_reading.find(key);
                return x != w.own_reading.end() && x->second != value;
              });
          if (others_differ) we.shared_readings.push_back(key + "=" + value);
        }
        for (const Place& p : works[k].places) {
          if (!p.derived) continue;
          const bool in_a = prints(p, we.a), in_b = prints(p, we.b);
          if (in_a && !in_b) we.only_a.push_back(p.number);
          if (in_b && !in_a) we.only_b.push_back(p.number);
        }
        selection.push_back(
            hypergeometric_distribution(we.selection.places, we.selection.printed_a, we.selection.printed_b));
        arrangement.push_back(
            hypergeometric_distribution(we.order.neighbours, we.order.breaks_a, we.order.breaks_b));
        errors.push_back(we.errors.distribution);
        pair.totals[0].observed += we.selection.shared;
        pair.totals[1].observed += we.order.shared;
        pair.totals[2].observed += we.errors.shared.size();
        pair.works.push_back(std::move(we));
      }
      if (pair.works.empty()) continue;
      const std::vector<Distribution>* dists[3] = {&selection, &arrangement, &errors};
      for (std::size_t i = 0; i < 3; ++i) {
        KindTotal& t = pair.totals[i];
        t.kind = kEvidenceKinds[i];
        for (const Distribution& d : *dists[i]) t.expected += mean(d);
        t.chance = sum_at_least(*dists[i], t.observed);
      }
      ev.pairs.push_back(std::move(pair));
    }
  }
  return ev;
}

}  // namespace rithmo
