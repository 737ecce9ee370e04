// Taking by cossic signs: the men whose numbers are powers of the numbers of the other
// army's men, the relation behind Fulke's table "To take by cossicall signes" (002
// lines 798-809) and the signs marked on the men (002 lines 629-644).
//
// Fulke, "Of taking by Cossicall signes" (002 line 687): "anye man that hath these
// signes, {2}.{3}.{4}.{6}. meeting with his roote in his ordinary draught that hath
// this signe {r} taketh him up, or elles is taken of him". The signs are the cossic
// powers: {2} the quadrate (square), {3} the cube, {4} the squared quadrate, {6} the
// quadrate of the cube (line 632: ".64. of the quadrate and the cube, and also the
// quadrat of the cube"). So a row (root, power, sign) holds when power == root^sign,
// the root a man of one army and the power a man of the other; a man is marked {r}
// when he is such a root, and {k} when he is such a power with sign k.
#pragma once

#include "men/armies.hpp"

#include <gmpxx.h>

#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// The cossic signs in use, 002 line 687.
inline constexpr int kCossicSigns[] = {2, 3, 4, 6};

// The sign's name in Fulke's words (002 lines 632, 640): 2 "quadrate", 3 "cube",
// 4 "squared quadrate", 6 "quadrate of the cube"; empty for another number.
std::string_view sign_name(int sign);

struct CossicRow {
  mpz_class root;
  mpz_class power;
  int sign = 0;  // power == root^sign

  friend bool operator==(const CossicRow& a, const CossicRow& b) {
    return a.root == b.root && a.power == b.power && a.sign == b.sign;
  }
};

// Every distinct row over the men of both armies (the kings' totals among them), the
// root's army and the power's army differing; sorted by root, then power. A number
// borne by two men of one army (the even 4 and 6) makes one row.
std::vector<CossicRow> cossic_relation(const Armies& armies);

// The signs a man bears, as the print writes them after his number: "r" first if he
// is a root, then his power signs ascending: "r2", "236", "24"; empty if none.
std::string cossic_marks(const Armies& armies, const Man& man);

}  // namespace rithmo
