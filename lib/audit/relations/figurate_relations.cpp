// The figurate-numbers relation: a side with its square and its triangle, the numbers
// a shape of side n holds (the square n x n; the triangle 1 + 2 + ... + n =
// n(n + 1) / 2). A row holds when its square is side x side and its triangle
// side x (side + 1) / 2.
//
// The print's "A table" (ocr/lever-fulke-1563/page-0053.txt lines 23-36, sig. C.ij.)
// prints 4 3 2, 9 6 3, ... 81 45 9 and a fourth column the relation does not read:
// the page that would say what the table is for (0054) is not among the scans, and
// the fourth column (1 2 3 4 4 4 4 4 2 2 2 2) follows no rule known here. Only the
// arithmetic of the first three columns is checked; no purpose is read into them.
#include "audit/relations/relation.hpp"

namespace rithmo {

namespace {

mpz_class triangle_of(const mpz_class& side) { return side * (side + 1) / 2; }

RelationSpec figurate_spec() {
  RelationSpec spec;
  spec.name = "figurate-numbers";
  spec.summary =
      "A side with its square (side x side) and its triangle (1 + 2 + ... + side = side x (side + 1) / 2); "
      "other columns are not read (the print's \"A table\", OCR page 0053 lines 23-36)";
  spec.columns = {{"square", ColumnRole::Number, "the square of the side"},
                  {"triangle", ColumnRole::Number, "the triangle of the side, side x (side + 1) / 2"},
                  {"side", ColumnRole::Number, "the side"}};
  spec.bind = [](const Armies&, const RelationParams&) {
    BoundRelation r;
    r.statement = "the square is side x side and the triangle side x (side + 1) / 2";
    r.valid = [](const Keys&, const NumberRow& n) {
      return n.size() == 3 && n[2] > 0 && n[0] == n[2] * n[2] && n[1] == triangle_of(n[2]);
    };
    r.proof = [](const Keys&, const NumberRow& n) {
      const mpz_class& s = n.at(2);
      return s.get_str() + " x " + s.get_str() + " = " + n.at(0).get_str() + "; " + s.get_str() + " x " +
             mpz_class(s + 1).get_str() + " / 2 = " + n.at(1).get_str();
    };
    r.disproof = [](const Keys&, const NumberRow& n) -> std::string {
      const mpz_class& s = n.at(2);
      if (s <= 0) return "the side is 0";
      std::string out;
      const mpz_class square = s * s, triangle = triangle_of(s);
      if (n.at(0) != square)
        out += "the square of " + s.get_str() + " is " + square.get_str() + ", not " + n.at(0).get_str();
      if (n.at(1) != triangle) {
        out += std::string(out.empty() ? "" : "; ") + "the triangle of " + s.get_str() + " is " +
               s.get_str() + " x " + mpz_class(s + 1).get_str() + " / 2 = " + triangle.get_str() + ", not " +
               n.at(1).get_str();
      }
      return out;
    };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> figurate_relation_specs() { return {figurate_spec()}; }

}  // namespace rithmo
