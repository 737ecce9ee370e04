#include "taking/spaces.hpp"

namespace rithmo {

bool takes_by_spaces_exact(SpacesOperation op, const mpz_class& taker, long spaces, const mpz_class& taken) {
  if (taker <= 0 || spaces <= 0 || taken <= 0) return false;
  // Division is checked as a product so that it is exact without a remainder test:
  // "the quotient is all one with the adversarye" (002 line 684) means no remainder.
  return op == SpacesOperation::Multiplication ? taker * spaces == taken : taken * spaces == taker;
}

bool takes_by_spaces(SpacesOperation op, const mpz_class& taker, long spaces, const mpz_class& taken) {
  if (taker.fits_slong_p() && taken.fits_slong_p())
    return takes_by_spaces(op, taker.get_si(), spaces, taken.get_si());
  return takes_by_spaces_exact(op, taker, spaces, taken);
}

std::optional<mpz_class> taken_by_spaces(SpacesOperation op, const mpz_class& taker, long spaces) {
  if (taker <= 0 || spaces <= 0) return std::nullopt;
  if (op == SpacesOperation::Multiplication) return mpz_class(taker * spaces);
  if (mpz_divisible_ui_p(taker.get_mpz_t(), static_cast<unsigned long>(spaces)) == 0) return std::nullopt;
  return mpz_class(taker / spaces);
}

}  // namespace rithmo
