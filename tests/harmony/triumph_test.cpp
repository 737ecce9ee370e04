#include "harmony/triumph.hpp"
#include "harmony/pool.hpp"

#include "catch.hpp"
#include "transcribed.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

std::vector<std::vector<long>> as_rows(const std::vector<TriumphSet>& sets) {
  std::vector<std::vector<long>> out;
  for (const auto& s : sets) {
    std::vector<long> r;
    for (const auto& v : s.numbers) r.push_back(v.get_si());
    out.push_back(r);
  }
  return out;
}

std::vector<mpz_class> big(const std::vector<long>& v) { return {v.begin(), v.end()}; }

// What four numbers show, by the test's own integer arithmetic: bit 0 arithmetic,
// bit 1 geometric, bit 2 musical. geometric_mode: 0 progression, 1 ratios, 2 either.
int brute_kinds(std::vector<long> s, int geometric_mode) {
  std::sort(s.begin(), s.end());
  int k = 0;
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j)
      for (int l = j + 1; l < 4; ++l) {
        const long a = s[i], b = s[j], c = s[l];
        if (b - a == c - b) k |= 1;
        if (geometric_mode != 1 && b * b == a * c) k |= 2;
        if (c * (b - a) == a * (c - b)) k |= 4;
      }
  if (geometric_mode != 0 && s[0] * s[3] == s[1] * s[2]) k |= 2;
  return k;
}

// The pools the fast enumeration is compared on: the default armies and "what if"
// armies of other seeds (a larger pool, seeds sharing factors, odd seeds only).
std::vector<std::vector<mpz_class>> seeded_pools() {
  std::vector<std::vector<mpz_class>> out;
  for (const Seeds& seeds : {Seeds::fulke(), Seeds{{2, 4, 6, 8, 10}, {3, 5, 7, 9, 11}},
                             Seeds{{6, 12}, {9, 15}}, Seeds{{3, 5, 7}, {9, 11, 13}}}) {
    ArmiesOptions o;
    o.seeds = seeds;
    for (bool layers : {false, true}) {
      PoolOptions p;
      p.men.pyramid_layers = layers;
      out.push_back(make_pool(build_armies(o), p));
    }
  }
  return out;
}

// Every set of three or four over the pool, tried one by one with the test's own
// arithmetic: the reference for the enumeration. (numbers, kinds as in brute_kinds)
std::vector<std::pair<std::vector<long>, int>> brute_sets(const std::vector<long>& pool, std::size_t size,
                                                          int geometric_mode) {
  std::vector<std::pair<std::vector<long>, int>> out;
  const std::size_t n = pool.size();
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      for (std::size_t k = j + 1; k < n; ++k) {
        if (size == 3) {
          const long a = pool[i], b = pool[j], c = pool[k];
          const int kinds =
              (b - a == c - b ? 1 : 0) | (b * b == a * c ? 2 : 0) | (c * (b - a) == a * (c - b) ? 4 : 0);
          if (kinds) out.push_back({{a, b, c}, kinds});
          continue;
        }
        for (std::size_t l = k + 1; l < n; ++l) {
          const std::vector<long> s{pool[i], pool[j], pool[k], pool[l]};
          const int kinds = brute_kinds(s, geometric_mode);
          if (__builtin_popcount(static_cast<unsigned>(kinds)) >= 2) out.push_back({s, kinds});
        }
      }
  return out;
}

int bits(Kinds k) {
  return (k.has(Proportion::Arithmetic) ? 1 : 0) | (k.has(Proportion::Geometric) ? 2 : 0) |
         (k.has(Proportion::Musical) ? 4 : 0);
}

}  // namespace

TEST_CASE("triumphs: equal the Table of harmonies row for row", "[harmony]") {
  // Appendix III, 002 lines 1100-1221, transcribed in tables/harmonies-appendix-iii/.
  auto [grade, pair, file] = GENERATE(table<Grade, std::string, std::string>({
      {Grade::Greater, "arithmetic+musical", "harmonies-appendix-iii/greater-arithmetic-musical.csv"},
      {Grade::Greater, "geometric+musical", "harmonies-appendix-iii/greater-geometric-musical.csv"},
      {Grade::Greater, "arithmetic+geometric", "harmonies-appendix-iii/greater-arithmetic-geometric.csv"},
      {Grade::Greatest, "", "harmonies-appendix-iii/greatest.csv"},
  }));
  auto printed = testing::read_numbers(file, {"a", "b", "c", "d"});
  std::sort(printed.begin(), printed.end());
  const auto p = pair.empty() ? std::nullopt : parse_kind_pair(pair);
  const auto derived = as_rows(triumphs(grade, make_pool(build_armies()), {}, p));
  CHECK(derived == printed);
}

TEST_CASE("triumphs: great triumphs are the three proportion lists together", "[harmony]") {
  std::size_t printed = 0;
  for (const char* f : {"small-geometric.csv", "small-arithmetic.csv", "small-musical.csv"}) {
    printed += testing::read_numbers(std::string("harmonies-appendix-iii/") + f, {"a", "b", "c"}).size();
  }
  CHECK(triumphs(Grade::Great, make_pool(build_armies())).size() == printed);
}

TEST_CASE("triumphs: the readings change the counts as a brute force says", "[harmony]") {
  auto [geometric_mode, two] = GENERATE(table<int, TwoKinds>({
      {0, TwoKinds::Exactly},
      {1, TwoKinds::Exactly},
      {2, TwoKinds::Exactly},
      {0, TwoKinds::AtLeast},
      {2, TwoKinds::AtLeast},
  }));
  const auto pool = testing::transcribed_pool();
  std::size_t greater = 0, greatest = 0;
  for (std::size_t i = 0; i < pool.size(); ++i)
    for (std::size_t j = i + 1; j < pool.size(); ++j)
      for (std::size_t k = j + 1; k < pool.size(); ++k)
        for (std::size_t l = k + 1; l < pool.size(); ++l) {
          const int kinds = brute_kinds({pool[i], pool[j], pool[k], pool[l]}, geometric_mode);
          const int n = __builtin_popcount(static_cast<unsigned>(kinds));
          greater += two == TwoKinds::Exactly ? n == 2 : n >= 2;
          greatest += n == 3;
        }
  TriumphOptions o;
  o.geometric_four = geometric_mode == 0   ? GeometricFour::Progression
                     : geometric_mode == 1 ? GeometricFour::EqualRatios
                                           : GeometricFour::Either;
  o.two_kinds = two;
  const auto rpool = make_pool(build_armies());
  CHECK(triumphs(Grade::Greater, rpool, o).size() == greater);
  CHECK(triumphs(Grade::Greatest, rpool, o).size() == greatest);
}

TEST_CASE("triumphs: order does not matter and Savard's sets are greatest", "[harmony]") {
  // Savard, 003 lines 204-237: "2 9 16 72 ... 2:9 = 16:72 ... 9 16 72".
  CHECK(is_triumph(Grade::Greatest, big({72, 16, 9, 2})));
  CHECK(is_triumph(Grade::Greatest, big({9, 6, 4, 3})));  // 003 line 207
  // 3 4 5 6: arithmetic 3 4 5, musical 3 4 6, no geometric (002 line 1102).
  CHECK(kinds_shown(big({6, 5, 4, 3})) == Kinds{Proportion::Arithmetic, Proportion::Musical});
  CHECK_FALSE(is_triumph(Grade::Greatest, big({3, 4, 5, 6})));
  CHECK(
      is_triumph(Grade::Greater, big({3, 4, 5, 6}), {}, Kinds{Proportion::Arithmetic, Proportion::Musical}));
  CHECK_FALSE(is_triumph(Grade::Greater, big({3, 3, 4, 6})));
}

TEST_CASE("triumphs: the enumeration by triples equals trying every set", "[harmony]") {
  // Every grade, pair and reading over several seeded pools: the sets and their kinds
  // equal the brute force over all sets of three and four.
  for (const auto& pool : seeded_pools()) {
    std::vector<long> small;
    for (const auto& x : pool) small.push_back(x.get_si());
    INFO("pool of " << pool.size() << " from " << small.front() << " to " << small.back());
    const auto threes = brute_sets(small, 3, 2);
    std::vector<std::pair<std::vector<long>, int>> great;
    for (const auto& t : triumphs(Grade::Great, pool)) great.push_back({as_rows({t}).front(), bits(t.kinds)});
    CHECK(great == threes);
    for (int geometric_mode : {0, 1, 2}) {
      TriumphOptions o;
      o.geometric_four = geometric_mode == 0   ? GeometricFour::Progression
                         : geometric_mode == 1 ? GeometricFour::EqualRatios
                                               : GeometricFour::Either;
      const auto fours = brute_sets(small, 4, geometric_mode);
      for (TwoKinds two : {TwoKinds::Exactly, TwoKinds::AtLeast}) {
        o.two_kinds = two;
        for (const char* pair : {"", "arithmetic+geometric", "arithmetic+musical", "geometric+musical"}) {
          const auto kp = *pair ? parse_kind_pair(pair) : std::nullopt;
          INFO("geometric " << geometric_mode << ", " << name(two) << ", pair " << pair);
          std::vector<std::pair<std::vector<long>, int>> greater, greatest, want_greater, want_greatest;
          for (const auto& t : triumphs(Grade::Greater, pool, o, kp))
            greater.push_back({as_rows({t}).front(), bits(t.kinds)});
          for (const auto& t : triumphs(Grade::Greatest, pool, o))
            greatest.push_back({as_rows({t}).front(), bits(t.kinds)});
          const int want = kp ? bits(*kp) : 0;
          for (const auto& [s, k] : fours) {
            const int n = __builtin_popcount(static_cast<unsigned>(k));
            if ((two == TwoKinds::Exactly ? n == 2 : n >= 2) && (k & want) == want)
              want_greater.push_back({s, k});
            if (n == 3) want_greatest.push_back({s, k});
          }
          CHECK(greater == want_greater);
          CHECK(greatest == want_greatest);
        }
      }
    }
  }
}

TEST_CASE("triumphs: numbers beyond 64 bits give the same sets, scaled", "[harmony]") {
  // Each proportion and the equal ratios are unchanged when every number is multiplied
  // by one factor: a pool times 2^40 takes the GMP path and must give the same sets.
  const auto pool = make_pool(build_armies());
  const mpz_class scale = mpz_class(1) << 40;
  std::vector<mpz_class> scaled;
  for (const auto& x : pool) scaled.push_back(x * scale);
  for (Grade g : {Grade::Great, Grade::Greater, Grade::Greatest}) {
    const auto want = triumphs(g, pool);
    const auto got = triumphs(g, scaled);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      std::vector<mpz_class> w;
      for (const auto& x : want[i].numbers) w.push_back(x * scale);
      CHECK(got[i].numbers == w);
      CHECK(got[i].kinds == want[i].kinds);
    }
  }
}

TEST_CASE("kinds_shown: the kinds of four as a brute force says, in 64 bits and beyond", "[harmony]") {
  // Every four of the first numbers of the pool, under each reading of geometric among
  // four: the kinds the test's own arithmetic finds, and the same for the four times
  // 2^40 (the GMP path; every proportion is unchanged by one factor).
  const auto pool = testing::transcribed_pool();
  const int geometric_mode = GENERATE(0, 1, 2);
  TriumphOptions o;
  o.geometric_four = geometric_mode == 0   ? GeometricFour::Progression
                     : geometric_mode == 1 ? GeometricFour::EqualRatios
                                           : GeometricFour::Either;
  const mpz_class scale = mpz_class(1) << 40;
  const std::size_t n = std::min<std::size_t>(pool.size(), 24);
  std::size_t shown = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      for (std::size_t k = j + 1; k < n; ++k)
        for (std::size_t l = k + 1; l < n; ++l) {
          const std::vector<long> four{pool[i], pool[j], pool[k], pool[l]};
          const int want = brute_kinds(four, geometric_mode);
          std::vector<mpz_class> scaled;
          for (long x : four) scaled.push_back(mpz_class(x) * scale);
          for (const auto& numbers : {big(four), scaled}) {
            const Kinds k4 = kinds_shown(numbers, o);
            const int got = (k4.has(Proportion::Arithmetic) ? 1 : 0) |
                            (k4.has(Proportion::Geometric) ? 2 : 0) | (k4.has(Proportion::Musical) ? 4 : 0);
            CHECK(got == want);
          }
          shown += want != 0;
        }
  CHECK(shown > 0);  // the sample holds sets in proportion
}
