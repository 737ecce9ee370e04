#include "tables/align.hpp"
#include "tables/csv.hpp"
#include "tables/keying.hpp"

#include "catch.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// The length of the longest common subsequence by the textbook n x m table.
std::size_t lcs_length(const std::vector<std::size_t>& a, const std::vector<std::size_t>& b) {
  std::vector<std::vector<std::size_t>> t(a.size() + 1, std::vector<std::size_t>(b.size() + 1, 0));
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j)
      t[i][j] = a[i - 1] == b[j - 1] ? t[i - 1][j - 1] + 1 : std::max(t[i - 1][j], t[i][j - 1]);
  return t[a.size()][b.size()];
}

}  // namespace

TEST_CASE("align: common rows are a longest common subsequence", "[tables][align]") {
  std::mt19937 rng(12);
  for (int round = 0; round < 500; ++round) {
    std::vector<std::size_t> a(rng() % 13), b(rng() % 13);
    for (auto& x : a) x = rng() % 3;
    for (auto& x : b) x = rng() % 3;
    const auto pairs = common_rows(a, b);
    INFO("round " << round);
    REQUIRE(pairs.size() == lcs_length(a, b));
    for (std::size_t k = 0; k < pairs.size(); ++k) {
      CHECK(a[pairs[k].first] == b[pairs[k].second]);
      if (k) CHECK((pairs[k - 1].first < pairs[k].first && pairs[k - 1].second < pairs[k].second));
    }
  }
}

TEST_CASE("align: every row once, in order; a misread row pairs with its reading", "[tables][align]") {
  // Rows as texts: the second side misreads "22 5 45" as "22 5 4" and lacks "3 9 4".
  const std::vector<std::string> a = {"12 2 6", "22 5 45", "3 9 4", "30 5 6"};
  const std::vector<std::string> b = {"12 2 6", "22 5 4", "30 5 6", "16 8 2"};
  std::vector<std::size_t> ka, kb;
  row_keys(a, b, ka, kb);
  // two of three cells alike pair two rows
  auto score = [&](std::size_t i, std::size_t j) -> long {
    const bool pair = a[i].substr(0, 4) == b[j].substr(0, 4);
    return pair ? 2 : -1;
  };
  const auto steps = align_rows(ka, kb, score);
  const std::vector<AlignedRows> want = {{0, 0}, {1, 1}, {2, kNoRow}, {3, 2}, {kNoRow, 3}};
  CHECK(steps == want);
}

TEST_CASE("align: two 20 000-row keyings in memory linear in the rows", "[tables][align]") {
  // A rows x rows table of this size would take 20 000^2 x 8 bytes = 3.2 GB (issue 13,
  // defect 5); the alignment keeps two rows of lengths and small gap tables.
  std::string a = "n,m\n", b = "n,m\n";
  for (int i = 0; i < 20000; ++i) {
    a += std::to_string(i) + ",a\n";
    b += std::to_string(i) + (i == 7000 ? ",b\n" : ",a\n");
    if (i == 15000) b += "extra,extra\n";
  }
  const auto ds = diff_keyings(parse_csv(a, "a.csv"), parse_csv(b, "b.csv"), "t");
  REQUIRE(ds.size() == 2);
  CHECK(ds[0].first_row == 7001);
  CHECK(ds[0].column == "m");
  CHECK(ds[0].second == "b");
  CHECK(ds[1].first_row == 0);  // the row only the second keying has
  CHECK(ds[1].second == "extra,extra");
}
