#include "victory/standards.hpp"

#include <stdexcept>
#include <string>

namespace rithmo {

std::string describe(KingAmongFootmen king, const Armies& armies, Army army) {
  const std::string total = armies.king(army).total().get_str();
  switch (king) {
    case KingAmongFootmen::None:
      return "the king left out";
    case KingAmongFootmen::TotalAndRoots:
      return "the king as " + total + " and his roots";
    case KingAmongFootmen::Total:
      break;
  }
  return "the king as " + total + ", his roots not counted";
}

void validate(const StandardsOptions& options) {
  if (options.standards < 1) {
    throw std::invalid_argument("standards must be at least 1, got " + std::to_string(options.standards));
  }
  if (options.captains < 0) {
    throw std::invalid_argument("captains must not be negative, got " + std::to_string(options.captains));
  }
  if (options.bearers_or_default() < 0) {
    throw std::invalid_argument("standard-bearers must not be negative, got " +
                                std::to_string(options.bearers_or_default()));
  }
}

ArmyStandards army_standards(const Armies& armies, Army army, const StandardsOptions& options) {
  validate(options);
  ArmyStandards s;
  s.army = army;
  // Every man once, the king as his pyramid's total: the quadrates of his layers.
  for (const Man& m : armies.men(army)) {
    if (m.is_pyramid && options.king == KingAmongFootmen::None) continue;
    s.footmen += m.value;
  }
  if (options.king == KingAmongFootmen::TotalAndRoots) {
    for (const PyramidLayer& l : armies.king(army).layers) s.footmen += l.root;
  }
  s.captains = options.captains;
  s.bearers = options.bearers_or_default();
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
