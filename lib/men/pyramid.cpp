#include "men/pyramid.hpp"

#include <stdexcept>
#include <string>

namespace rithmo {

PyramidSpec PyramidSpec::fulke(Army army) {
  PyramidSpec s;
  if (army == Army::Odd) {
    // "The king of the odde men, muste have but fyve steppes, that is .4.5.6.7.8."
    // (002 line 691).
    s.first_root = 4;
    s.last_root = 8;
  }
  return s;
}

mpz_class Pyramid::total() const {
  mpz_class t = 0;
  for (const auto& layer : layers) t += layer.value;
  return t;
}

Pyramid build_pyramid(Army army, const PyramidSpec& spec) {
  if (spec.first_root < 1 || spec.first_root > spec.last_root || spec.last_root > kMaxRoot) {
    throw std::invalid_argument(
        "pyramid roots must satisfy 1 <= first <= last <= " + std::to_string(kMaxRoot) + "; got " +
        std::to_string(spec.first_root) + ".." + std::to_string(spec.last_root));
  }
  if (spec.squares < 0 || spec.triangles < 0) {
    throw std::invalid_argument("pyramid shape counts must not be negative");
  }
  Pyramid p{army, {}};
  int from_bottom = 0;
  for (long root = spec.last_root; root >= spec.first_root; --root, ++from_bottom) {
    Shape shape = Shape::Round;
    if (from_bottom < spec.squares) {
      shape = Shape::Square;
    } else if (from_bottom < spec.squares + spec.triangles) {
      shape = Shape::Triangle;
    }
    p.layers.push_back({shape, root, mpz_class(root) * root});
  }
  return p;
}

}  // namespace rithmo
