// A set of whole numbers asked "is x among them?" many times: the men of a pool, the
// numbers a relation allows in a cell. The numbers that fit in 64 bits are also kept
// as such, so that most questions are answered without comparing GMP integers; the
// rest stay as mpz_class. The answer is std::binary_search's over the sorted numbers
// (the tests compare the two).
#pragma once

#include "number/compare.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <vector>

namespace rithmo {

class NumberSet {
 public:
  NumberSet() = default;
  explicit NumberSet(std::vector<mpz_class> numbers) : all_(std::move(numbers)) {
    std::sort(all_.begin(), all_.end());
    all_.erase(std::unique(all_.begin(), all_.end()), all_.end());
    for (const mpz_class& n : all_) {
      if (n.fits_slong_p()) small_.push_back(n.get_si());
    }
  }

  bool contains(const mpz_class& x) const {
    if (long v = 0; as_long(x, v)) return std::binary_search(small_.begin(), small_.end(), v);
    return std::binary_search(all_.begin(), all_.end(), x);
  }

  // The numbers, ascending, each once.
  const std::vector<mpz_class>& numbers() const { return all_; }

 private:
  std::vector<mpz_class> all_;
  std::vector<long> small_;  // those of all_ that fit in a long, ascending
};

}  // namespace rithmo
