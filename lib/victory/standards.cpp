#include "victory/standards.hpp"

#include <stdexcept>
#include <string>

namespace rithmo {

void validate(const StandardsOptions& options) {
  if (options.standards < 1) {
    throw std::invalid_argument("standards must be at least 1, got " + std::to_string(options.standards));
  }
  if (options.captains < 0) {
    throw std::invalid_argument("captains must not be negative, got " + std::to_string(options.captains));
  }
}

ArmyStandards army_standards(const Armies& armies, Army army, const StandardsOptions& options) {
  validate(options);
  ArmyStandards s;
  s.army = army;
  // Every man once, the king as his pyramid's total: the quadrates of his layers.
  for (const Man& m : armies.men(army)) {
    if (m.is_pyramid && !options.count_king) continue;
    s.footmen += m.value;
  }
  if (options.count_king_roots) {
    for (const PyramidLayer& l : armies.king(army).layers) s.footmen += l.root;
  }
  s.captains = options.captains;
  s.bearers = options.standards;
  s.soldiers = s.footmen - s.captains - s.bearers;
  s.per_standard = Rational(s.soldiers, mpz_class(options.standards));
  return s;
}

std::vector<Rational> standards_table(const Armies& armies, Army army, const StandardsOptions& options) {
  const ArmyStandards s = army_standards(armies, army, options);
  std::vector<Rational> out;
  for (long k = 1; k <= options.standards; ++k) out.push_back(s.per_standard * Rational(k));
  return out;
}

}  // namespace rithmo
