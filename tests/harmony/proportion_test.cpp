#include "harmony/proportion.hpp"
#include "harmony/pool.hpp"

#include "catch.hpp"
#include "transcribed.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

std::vector<std::vector<long>> as_rows(const std::vector<Triple>& triples) {
  std::vector<std::vector<long>> out;
  for (const auto& t : triples) out.push_back({t[0].get_si(), t[1].get_si(), t[2].get_si()});
  return out;
}

std::string diff(const std::vector<std::vector<long>>& derived,
                 const std::vector<std::vector<long>>& printed) {
  std::string out;
  auto show = [](const std::vector<long>& r) {
    std::string s;
    for (long v : r) s += (s.empty() ? "" : " ") + std::to_string(v);
    return s;
  };
  for (const auto& r : derived) {
    if (std::find(printed.begin(), printed.end(), r) == printed.end())
      out += "  derived, not printed: " + show(r) + "\n";
  }
  for (const auto& r : printed) {
    if (std::find(derived.begin(), derived.end(), r) == derived.end())
      out += "  printed, not derived: " + show(r) + "\n";
  }
  return out;
}

}  // namespace

TEST_CASE("proportions: the sources' worked examples", "[harmony]") {
  auto [kind, a, b, c] = GENERATE(table<Proportion, long, long, long>({
      {Proportion::Arithmetic, 5, 25, 45},  // 000: ".5.25.45. make an Arithmeticall Proportion"
      {Proportion::Arithmetic, 2, 4, 6},    // 002 line 208
      {Proportion::Geometric, 4, 16, 64},   // 000: ".4.16.64. make a Geometricall Proportion"
      {Proportion::Geometric, 4, 6, 9},     // 000: "the relation .4.6.9." (multiplier one and one half)
      {Proportion::Geometric, 2, 4, 8},     // 002 line 213
      {Proportion::Musical, 5, 9, 45},      // 000: "the numbers .5.9.45. maketh a Musicall Proportion"
      {Proportion::Musical, 25, 45, 225},   // 002 line 217
      {Proportion::Musical, 3, 4, 6},       // 002 line 217
  }));
  CHECK(in_proportion(kind, {mpz_class(a), mpz_class(b), mpz_class(c)}));
  // The order in which the numbers are given does not matter.
  CHECK(in_proportion(kind, {mpz_class(c), mpz_class(a), mpz_class(b)}));
  for (Proportion other : kProportions) {
    if (other != kind) CHECK_FALSE(in_proportion(other, {mpz_class(a), mpz_class(b), mpz_class(c)}));
  }
}

TEST_CASE("proportions: 3 12 72 is not geometric, whatever 002 line 213 says", "[harmony]") {
  // 002 line 213: "3, 12, and 72 are in geometric proportion, because (3 x 6) = 12":
  // 3 x 6 is 18, and 12 x 12 = 144 is not 3 x 72 = 216. (2 12 72 is: 144 = 2 x 72.)
  CHECK_FALSE(in_proportion(Proportion::Geometric, {mpz_class(3), mpz_class(12), mpz_class(72)}));
  CHECK(in_proportion(Proportion::Geometric, {mpz_class(2), mpz_class(12), mpz_class(72)}));
  CHECK_FALSE(in_proportion(Proportion::Arithmetic, {mpz_class(4), mpz_class(4), mpz_class(4)}));
}

TEST_CASE("proportions: equal the Table of harmonies row for row", "[harmony]") {
  // Appendix III, 002 lines 985-1221, transcribed in tables/harmonies-appendix-iii/.
  auto [kind, file] = GENERATE(table<Proportion, std::string>({
      {Proportion::Geometric, "harmonies-appendix-iii/small-geometric.csv"},
      {Proportion::Arithmetic, "harmonies-appendix-iii/small-arithmetic.csv"},
      {Proportion::Musical, "harmonies-appendix-iii/small-musical.csv"},
  }));
  auto printed = testing::read_numbers(file, {"a", "b", "c"});
  std::sort(printed.begin(), printed.end());
  const auto derived = as_rows(proportions(kind, make_pool(build_armies())));
  INFO(std::string(name(kind)) << " differences:\n" << diff(derived, printed));
  CHECK(derived == printed);
}

TEST_CASE("proportions: counts equal a brute force over the transcribed men", "[harmony]") {
  // Independent of rithmo's generator and predicates: integer cross-multiplication
  // over the numbers of the transcribed derivation table.
  const auto pool = testing::transcribed_pool();
  std::size_t ar = 0, ge = 0, mu = 0;
  for (std::size_t i = 0; i < pool.size(); ++i)
    for (std::size_t j = i + 1; j < pool.size(); ++j)
      for (std::size_t k = j + 1; k < pool.size(); ++k) {
        const long a = pool[i], b = pool[j], c = pool[k];
        ar += (b - a == c - b);
        ge += (b * b == a * c);
        mu += (c * (b - a) == a * (c - b));
      }
  const auto rithmo_pool = make_pool(build_armies());
  CHECK(rithmo_pool.size() == pool.size());
  CHECK(proportions(Proportion::Arithmetic, rithmo_pool).size() == ar);
  CHECK(proportions(Proportion::Geometric, rithmo_pool).size() == ge);
  CHECK(proportions(Proportion::Musical, rithmo_pool).size() == mu);
}

TEST_CASE("proportions: the lookup of the third term equals trying every triple", "[harmony]") {
  // Pools of "what if" seeds, and the same pools times 2^40 (the GMP path: every
  // proportion is unchanged when all three numbers are multiplied by one factor).
  for (const Seeds& seeds :
       {Seeds::fulke(), Seeds{{2, 4, 6, 8, 10, 12}, {3, 5, 7, 9, 11, 13}}, Seeds{{6, 12}, {9, 15}}}) {
    ArmiesOptions o;
    o.seeds = seeds;
    PoolOptions layers;
    layers.men.pyramid_layers = true;
    const auto pool = make_pool(build_armies(o), layers);
    const mpz_class scale = mpz_class(1) << 40;
    std::vector<mpz_class> scaled;
    for (const auto& x : pool) scaled.push_back(x * scale);
    for (Proportion p : kProportions) {
      std::vector<std::vector<long>> want;
      for (std::size_t i = 0; i < pool.size(); ++i)
        for (std::size_t j = i + 1; j < pool.size(); ++j)
          for (std::size_t k = j + 1; k < pool.size(); ++k) {
            const long a = pool[i].get_si(), b = pool[j].get_si(), c = pool[k].get_si();
            const bool in = p == Proportion::Arithmetic  ? b - a == c - b
                            : p == Proportion::Geometric ? b * b == a * c
                                                         : c * (b - a) == a * (c - b);
            if (in) want.push_back({a, b, c});
          }
      INFO(name(p) << " over " << pool.size() << " numbers");
      CHECK(as_rows(proportions(p, pool)) == want);
      std::vector<std::vector<long>> unscaled;
      for (const auto& t : proportions(p, scaled)) {
        unscaled.push_back({mpz_class(t[0] / scale).get_si(), mpz_class(t[1] / scale).get_si(),
                            mpz_class(t[2] / scale).get_si()});
      }
      CHECK(unscaled == want);
    }
  }
}

TEST_CASE("proportions: the pool follows its parameters", "[harmony]") {
  const Armies a = build_armies();
  const auto both = make_pool(a);
  CHECK(std::find(both.begin(), both.end(), mpz_class(91)) != both.end());
  CHECK(std::find(both.begin(), both.end(), mpz_class(1)) == both.end());
  PoolOptions no_totals;
  no_totals.men.pyramid_totals = false;
  const auto without = make_pool(a, no_totals);
  CHECK(std::find(without.begin(), without.end(), mpz_class(91)) == without.end());
  CHECK(std::find(without.begin(), without.end(), mpz_class(190)) == without.end());
  CHECK(without.size() == both.size() - 2);
  PoolOptions layers;
  layers.men.pyramid_layers = true;
  const auto with_layers = make_pool(a, layers);
  // The only layer value that is not also a man is the even king's top, 1 (002 line 532).
  CHECK(with_layers.size() == both.size() + 1);
  CHECK(with_layers.front() == 1);
  PoolOptions even;
  even.armies = PoolArmies::Even;
  // 24 even men, of whom 4, 6, 25 and 81 stand twice (002 lines 523-531): 20 distinct.
  CHECK(make_pool(a, even).size() == 20);
}

TEST_CASE("proportion: the 64-bit fast path agrees with the exact path", "[harmony]") {
  // Every triple of 1..60, and triples about sqrt(2^63) where the products overflow:
  // the fast path either declines (nullopt) or answers as GMP does.
  std::vector<std::int64_t> values;
  for (std::int64_t v = 1; v <= 60; ++v) values.push_back(v);
  for (std::int64_t v : {3037000498LL, 3037000499LL, 3037000500LL, 6074000998LL, 4611686018427387904LL})
    values.push_back(v);
  std::size_t declined = 0, answered = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    for (std::size_t j = i + 1; j < values.size(); ++j) {
      for (std::size_t k = j + 1; k < values.size(); ++k) {
        for (Proportion p : kProportions) {
          const auto fast = in_proportion_fixed(p, values[i], values[j], values[k]);
          const bool exact = in_proportion(
              p, {mpz_class(static_cast<long>(values[i])), mpz_class(static_cast<long>(values[j])),
                  mpz_class(static_cast<long>(values[k]))});
          if (!fast) {
            ++declined;
            continue;
          }
          ++answered;
          INFO(values[i] << " " << values[j] << " " << values[k] << " " << name(p));
          CHECK(*fast == exact);
        }
      }
    }
  }
  CHECK(declined > 0);
  CHECK(answered > 100000);
}

TEST_CASE("proportion: the whole terms that complete a proportion with two numbers", "[harmony]") {
  // Between 4 and 16: arithmetic (4 + 16) / 2 = 10, geometric sqrt(64) = 8; the musical
  // mean 2 x 64 / 20 = 6 2/5 is no whole number.
  CHECK(whole_means(4, 16) == std::vector<mpz_class>{10, 8});
  // Between 3 and 6 only the musical: 2 x 18 / 9 = 4 (3 4 6: (6 - 4):(4 - 3) = 6:3).
  CHECK(whole_means(3, 6) == std::vector<mpz_class>{4});
  // After 2, 3: arithmetic 4; geometric 9/2 is not whole; musical 6 / (4 - 3) = 6
  // (2 3 6: (6 - 3):(3 - 2) = 6:2).
  CHECK(whole_next_terms(2, 3) == std::vector<mpz_class>{4, 6});
  // After 4, 16: arithmetic 28, geometric 64; musical 64 / (8 - 16) is negative, -8,
  // which the caller refuses as no man's number.
  CHECK(whole_next_terms(4, 16) == std::vector<mpz_class>{28, 64, -8});
  for (const mpz_class& m : whole_means(4, 16)) {
    const auto kinds = {Proportion::Arithmetic, Proportion::Geometric, Proportion::Musical};
    CHECK(std::any_of(kinds.begin(), kinds.end(), [&](Proportion p) {
      return in_proportion(p, Triple{mpz_class(4), m, mpz_class(16)});
    }));
  }
}
