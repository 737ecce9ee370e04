// Both armies with their kings: the whole cast of a game, from seeds and pyramid specs.
#pragma once

#include "men/army.hpp"
#include "men/pyramid.hpp"
#include "men/seeds.hpp"
#include "men/which_men.hpp"

#include <memory>
#include <string>
#include <vector>

namespace rithmo {

struct ArmiesOptions {
  Seeds seeds = Seeds::fulke();
  PyramidSpec even_king = PyramidSpec::fulke(Army::Even);
  PyramidSpec odd_king = PyramidSpec::fulke(Army::Odd);
};

struct Armies {
  std::vector<Man> even;
  std::vector<Man> odd;
  Pyramid even_king;
  Pyramid odd_king;
  // The men who count under each choice of which men (men/which_men.hpp,
  // counted_men), listed once by build_armies for the many lists drawn from them;
  // null for armies put together otherwise, whose men are then counted when asked.
  // The men are not changed once listed.
  std::shared_ptr<const CountedLists> counted;

  const std::vector<Man>& men(Army army) const { return army == Army::Even ? even : odd; }
  const Pyramid& king(Army army) const { return army == Army::Even ? even_king : odd_king; }
};

// Throws std::invalid_argument on a bad pyramid spec.
Armies build_armies(const ArmiesOptions& options = {});

// The men of the army who count under `which` (men/which_men.hpp), one entry a man (a
// number two men bear stands twice), ordered by number; men of one number stay in the
// army's order, the king's layers after its men. Read from Armies::counted when it is
// listed, else counted.
std::vector<CountedMan> counted_men(const Armies& armies, Army army, const WhichMen& which);

// Their numbers, ascending, one entry a man.
std::vector<mpz_class> counted_numbers(const Armies& armies, Army army, const WhichMen& which);

#ifndef NDEBUG
// Debug-only whole-object check: six men per seed, orders and shapes consistent,
// each value derived by its rule, at most one king per army and its value the
// pyramid's total. Returns an empty string when consistent, else what is wrong.
std::string check_armies(const Armies& armies, const ArmiesOptions& options);
#endif

}  // namespace rithmo
