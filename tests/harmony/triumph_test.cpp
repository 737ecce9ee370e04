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
