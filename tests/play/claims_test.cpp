// The claims ledger: its verdicts against numbers this test computes by its own means.
#include "play/claims.hpp"

#include "catch.hpp"
#include "men/armies.hpp"
#include "number/rational.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

using namespace rithmo;
using namespace rithmo::play;

namespace {

const std::vector<Claim>& ledger() {
  static const std::vector<Claim> l = claims_ledger(std::string(RITHMO_SOURCE_DIR) + "/tables");
  return l;
}

const Claim& find(const std::string& id, const std::string& reading) {
  for (const auto& c : ledger()) {
    if (c.id == id && c.readings.rfind(reading, 0) == 0) return c;
  }
  throw std::runtime_error("no claim " + id + " under " + reading);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("claims: every claim has its source, reading, verdict and evidence", "[play][claims]") {
  REQUIRE(ledger().size() >= 12);
  for (const auto& c : ledger()) {
    INFO(c.id);
    CHECK_FALSE(c.claim.empty());
    CHECK_FALSE(c.source.empty());
    CHECK_FALSE(c.readings.empty());
    CHECK_FALSE(c.verdict.empty());
    CHECK_FALSE(c.evidence.empty());
  }
}

TEST_CASE("claims: blocking the ordinary draughts blocks the flights only when flights may not leap",
          "[play][claims]") {
  CHECK(find("flying-blocked", "du-coeur").verdict == "holds");
  CHECK(find("flying-blocked", "fulke-1").verdict == "fails");
  CHECK(find("flying-blocked", "savard").verdict == "fails");
  // Ways of blocking: each of four lines held on a non-empty set of its 2 (or 3) spaces.
  CHECK(contains(find("flying-blocked", "du-coeur").evidence, "0 of " + std::to_string(3 * 3 * 3 * 3)));
  CHECK(contains(find("flying-blocked", "du-coeur").evidence, "0 of " + std::to_string(7 * 7 * 7 * 7)));
}

TEST_CASE("claims: the squares a triangle and a square reach, by residues", "[play][claims]") {
  // Ordinary draughts of two (three) spaces keep file and rank modulo 2 (3): from (f, r)
  // a man reaches the squares of its classes, counted here on the 8 x 16 board.
  auto reach = [](int step, int f, int r) {
    int n = 0;
    for (int x = 0; x < 8; ++x)
      for (int y = 0; y < 16; ++y) n += (x - f) % step == 0 && (y - r) % step == 0;
    return n;
  };
  int least = 1000, most = 0, total = 0;
  for (int f = 0; f < 8; ++f)
    for (int r = 0; r < 16; ++r) {
      CHECK(reach(2, f, r) == 128 / 4);  // "one out of every four squares" (003 line 251)
      least = std::min(least, reach(3, f, r));
      most = std::max(most, reach(3, f, r));
      total += reach(3, f, r);
    }
  const std::string mean = Rational(total, 128).str();
  const Claim& c = find("confined", "fulke-1");
  CHECK(contains(c.evidence, "triangle 32 of 128"));
  CHECK(contains(c.evidence, "square " + std::to_string(least) + " to " + std::to_string(most) +
                                 " of 128 (mean " + mean + ")"));
  CHECK(
      contains(c.evidence, "with the flights as the reading allows: triangle 128 of 128, square 128 of 128"));
  // The second kind flies only about a siege: a lone man never does (002 line 664).
  CHECK(contains(find("confined", "fulke-2").verdict, "do not free them"));
}

TEST_CASE("claims: a round's draughts keep his colour only in the first kind", "[play][claims]") {
  CHECK(contains(find("rounds-one-colour", "fulke-1").evidence, "64 of 128, all of his colour"));
  CHECK(contains(find("rounds-one-colour", "fulke-2").verdict, "does not apply"));
  CHECK(contains(find("rounds-one-colour", "fulke-3").verdict, "does not apply"));
}

TEST_CASE("claims: the third kind's men only oblivion takes, by the numbers alone", "[play][claims]") {
  // A man is taken by encountering (an enemy of his number), eruption (an enemy's number
  // times 1-14 void spaces, the longest line of 16 leaving 14), or lying in wait (two
  // enemies summing to him) (002 lines 839-845); the men none of these reaches:
  const Armies armies = build_armies();
  std::map<Army, std::vector<long>> only;
  for (Army army : {Army::Even, Army::Odd}) {
    std::vector<long> enemy;
    for (const auto& m : armies.men(other(army)))
      enemy.push_back(m.is_pyramid ? armies.king(other(army)).total().get_si() : m.value.get_si());
    for (const auto& m : armies.men(army)) {
      const long t = m.is_pyramid ? armies.king(army).total().get_si() : m.value.get_si();
      bool taken = false;
      for (std::size_t i = 0; i < enemy.size(); ++i) {
        taken = taken || enemy[i] == t;
        for (long k = 1; k <= 14; ++k) taken = taken || enemy[i] * k == t;
        for (std::size_t j = i + 1; j < enemy.size(); ++j) taken = taken || enemy[i] + enemy[j] == t;
      }
      if (!taken) only[army].push_back(t);
    }
    std::sort(only[army].begin(), only[army].end());
  }
  CHECK(only[Army::Even] == std::vector<long>{2, 4, 4, 153});
  CHECK(only[Army::Odd] == std::vector<long>{3, 5, 7, 190});
  const Claim& c = find("third-kind-oblivion-only", "fulke-3 on 8x16");
  CHECK(contains(c.evidence, "even 2 4 4 153, odd 3 5 7 190"));
  CHECK(contains(c.verdict, "printed and not found even 135"));
}

TEST_CASE("claims: the odd army cannot make the greatest triumph alone", "[play][claims]") {
  CHECK(contains(find("own-men-triumphs", "each army's own numbers, the pyramid's total out").verdict,
                 "holds"));
  CHECK(contains(find("own-men-triumphs", "each army's own numbers, the pyramid's total out").evidence,
                 "odd alone: great 19, greater 2, greatest 0"));
}

TEST_CASE("claims: the printed examples that fail", "[play][claims]") {
  CHECK(contains(find("division-example", "du-coeur").verdict, "fails as printed"));
  // 2 + 4 + 5 + 8 + 24 + 64 = 107, more than 100 by 7 (002 line 867 says 4).
  CHECK(contains(find("quarrel-example", "victory of quarrel").evidence,
                 "sum to " + std::to_string(2 + 4 + 5 + 8 + 24 + 64)));
  CHECK(contains(find("spaces-tables", "fulke-2").evidence, "82 of 85 rows"));
  CHECK(find("standards", "the men").verdict == "holds");
  CHECK(find("equality-numbers", "fulke-2").verdict == "holds");
}

TEST_CASE("claims: Boissière's men taken only by siege, by the numbers alone", "[play][claims]") {
  // His four ways (0051:23-24): rencontre, a man of the same number (0053:8); assault,
  // a lesser number times the void places between, 1 to 14 on a line of 16 (0053:18);
  // embusche, two men summing to him (0056:8). A king is taken by his total; his base
  // lost is no king lost (pyramid-base=no). His layers take (0059:20, king-parts-take)
  // or not.
  const Armies armies = build_armies();
  auto only_siege = [&](bool layers_take) {
    std::map<Army, std::vector<long>> only;
    for (Army army : {Army::Even, Army::Odd}) {
      std::vector<long> enemy;
      for (const auto& m : armies.men(other(army)))
        enemy.push_back(m.is_pyramid ? armies.king(other(army)).total().get_si() : m.value.get_si());
      if (layers_take) {
        for (const auto& layer : armies.king(other(army)).layers) enemy.push_back(layer.value.get_si());
      }
      for (const auto& m : armies.men(army)) {
        const long t = m.is_pyramid ? armies.king(army).total().get_si() : m.value.get_si();
        bool taken = false;
        for (std::size_t i = 0; i < enemy.size(); ++i) {
          taken = taken || enemy[i] == t;
          for (long k = 1; k <= 14; ++k) taken = taken || (enemy[i] < t && enemy[i] * k == t);
          for (std::size_t j = i + 1; j < enemy.size(); ++j) taken = taken || enemy[i] + enemy[j] == t;
        }
        if (!taken) only[army].push_back(t);
      }
      std::sort(only[army].begin(), only[army].end());
    }
    return only;
  };
  // 0059:13-16 prints even 2 4 6 153, odd 3 5 7 190. The even 6 is the odd 3 times two
  // void places, his own assault table's row (0055:50 «3. par 2 valent 6»); the even
  // king's layer 1 times 3, 5, 7 places takes the odd 3, 5, 7 when his layers take.
  auto with = only_siege(true), without = only_siege(false);
  CHECK(with[Army::Even] == std::vector<long>{2, 4, 4, 153});
  CHECK(with[Army::Odd] == std::vector<long>{190});
  CHECK(without[Army::Even] == std::vector<long>{2, 4, 4, 153});
  CHECK(without[Army::Odd] == std::vector<long>{3, 5, 7, 190});
  // The engine, placing the men on the board, finds the same.
  CHECK(contains(find("boissiere-prison-only", "boissiere on 8x16").evidence, "even 2 4 4 153, odd 190"));
  CHECK(contains(find("boissiere-prison-only", "boissiere, king-parts-take=no").evidence,
                 "even 2 4 4 153, odd 3 5 7 190"));
  // With the king lost with his base, the even 64 takes the 190 by his base 64.
  CHECK_FALSE(contains(find("boissiere-prison-only", "boissiere, pyramid-base=yes").evidence, "190"));
}

TEST_CASE("claims: Boissière's tables of taking, by the engine", "[play][claims]") {
  // 0055:37 «25 | 9 | 125»: 25 x 9 = 225, and no odd man bears 125.
  CHECK(25 * 9 == 225);
  CHECK(contains(find("boissiere-assault-tables", "boissiere").evidence,
                 "37 (25 9 125, no odd man bears 125)"));
  // 0057:24 «9 | 36 | 45» under «Pair contre Impair»: 45 is an even man, no odd.
  CHECK(
      contains(find("boissiere-embusche-table", "boissiere").evidence, "24 (9 36 45, no odd man bears 45)"));
  // 0053:14 and 0066:28-0067:18 hold.
  CHECK(find("boissiere-equality-numbers", "boissiere").verdict == "holds");
  CHECK(find("boissiere-standards", "boissiere").verdict == "holds");
  // 0064:7-8: 2 + 4 + 6 + 8 + 20 + 64 = 104, «4 d'avantage».
  CHECK(2 + 4 + 6 + 8 + 20 + 64 == 104);
  CHECK(contains(find("boissiere-common-victories", "the common victories").evidence,
                 "with 2 4 6 8 20 64 (sum 104, 8 characters, 6 men), excess 4 (stated 4)"));
}

TEST_CASE("claims: Boissière's worked examples of taking and his counts", "[play][claims]") {
  const Claim& examples = find("boissiere-capture-examples", "boissiere");
  CHECK(examples.verdict == "holds");
  // 0053:12 rencontre, 0056:12 embusche (8 + 4 = 12), 0090:13 addition (16 + 9 = 25) and
  // subtraction (15 - 6 = 9).
  CHECK(8 + 4 == 12);
  CHECK(16 + 9 == 25);
  CHECK(15 - 6 == 9);
  for (const char* way : {"by equality", "by addition", "by subtraction"})
    CHECK(contains(examples.evidence, way));
  // 0012:22-27: 48 men, a third of them rounds, triangles, squares: each army's 8 + 8
  // (002 lines 523-531), the pyramid standing as a square (0036:6).
  const Claim& counts = find("boissiere-counts", "boissiere");
  CHECK(counts.verdict == "holds");
  CHECK(contains(counts.evidence, "men 48 (0012:22)"));
  CHECK(contains(counts.evidence, "rounds 16 (0012:23)"));
  // «de 4, en 4, pas ... comptant le lieu ou la table est» (0051:15-19): three steps.
  CHECK(contains(counts.evidence, "draught-square 4 (0051:16)"));
}

TEST_CASE("claims: Barozzi's tables of taking, his list of equality and his counts", "[play][claims]") {
  // 0035-0036: every row of his four tables of taking by the void squares is a capture
  // of the engine under his preset; his rows counted here from the tables.
  const Claim& spaces = find("barozzi-spaces-tables", "barozzi");
  CHECK(spaces.verdict == "holds");
  CHECK(contains(spaces.evidence,
                 std::to_string(23 + 18 + 18 + 23) + " of " + std::to_string(23 + 18 + 18 + 23)));
  // 0030:5 «9, 16, 25, 36, 49, 64, 81. & non altri.»: the squares 3^2 .. 9^2 both
  // armies bear (002 lines 523-531).
  CHECK(find("barozzi-equality-numbers", "barozzi").verdict == "holds");
  // His counts hold but for the ways of taking: seven as printed (0030:5 «In sette modi»,
  // 0037:25 «tutti li 7 modi»), six as his preset plays them: equality, addition,
  // subtraction, multiplication, division and siege, which his own errata read («doue ſi
  // legge 7, leggaſi 6», 0055:29; «li 7, legasi li 6», 0056:9).
  const Claim& counts = find("barozzi-counts", "barozzi");
  CHECK(counts.verdict == "fails for ways 7 (0030:5), found 6; ways 7 (0037:25), found 6");
  CHECK(contains(counts.evidence, "men 48 (0013:7)"));
  CHECK(contains(counts.evidence, "layers-odd 5 (0023:7)"));
}

TEST_CASE("claims: Barozzi's worked examples of taking", "[play][claims]") {
  // 0030:5 the white triangle 25 meets the black round 25; 0031:13-14 «il 16 ... accozzato
  // col 9 ... fanno la summa del 25»; 0032:8 «ſottrato il 6 dal 15, riman 9»; 0034:8-14
  // «moltiplicando il 4 per il 3 ... ne uiene il 12 : cosi partendo il 12 per il 3 ... ne
  // uiene il 4».
  CHECK(16 + 9 == 25);
  CHECK(15 - 6 == 9);
  CHECK(4 * 3 == 12);
  CHECK(12 / 3 == 4);
  const Claim& examples = find("barozzi-capture-examples", "barozzi");
  CHECK(examples.verdict == "holds");
  for (const char* way : {"by equality (found: equality)", "by addition (found: addition)",
                          "by subtraction (found: subtraction)", "by eruption (found: eruption)",
                          "by spaces-division (found: spaces-division)"})
    CHECK(contains(examples.evidence, way));
}

TEST_CASE("claims: Barozzi's examples of the greatest victory", "[play][claims]") {
  // 0047:10 2 3 4 6 and the heads of 0049-0051 (D C B A): 4 6 8 12, 3 5 15 25, 4 6 9 12,
  // 6 8 9 12, 12 15 16 20, each the three proportions at once (2 4 6 arithmetic, 2:3 = 4:6,
  // 2 3 6 musical; 4 8 12, 4:6 = 8:12, 4 6 12; ...), each a legal declaration that wins
  // once the adversary's men in his camp count (his third rule, 0051:41-42): the odd's
  // 3, 5 and 12 stand in six of them.
  CHECK(6 - 4 == 4 - 2);
  CHECK(2 * 6 == 3 * 4);
  CHECK((6 - 3) * 2 == (3 - 2) * 6);
  const Claim& c = find("barozzi-victory-examples", "barozzi");
  CHECK(c.verdict == "holds");
  CHECK(contains(c.evidence, "0049:17: 4 6 8 12 (odd)"));
  CHECK(contains(c.evidence, "0051:15: 12 (odd) 15 16 20"));
}
