// Taking by multiplication and division by the void spaces: the arithmetic of the
// rule, in one place. The derived tables (taking/spaces_table.hpp, the sheets) and the
// engine's capture test (play/capture.hpp) both ask takes_by_spaces.
//
// Fulke, "Of takyng by Multiplication" (002 line 681): "your man ... beyng lesser than
// your adversaries man, you may multiplie your man by the voyde spaces betwene them,
// and the product is all one with the adversarye"; "Of takynge by Division" (line
// 684): "your man beyng greater then the adversarye ... beyng devyded by the voyde
// spaces, the quotient is all one with the adversarye". So a man of number `taker`
// takes one of number `taken` with `spaces` void spaces between them on a line when
//   multiplication  taker * spaces == taken
//   division        taker == spaces * taken   (the quotient exact: no remainder)
// Over one space the two numbers are equal: that is taking "by Equalitie", a way of
// its own (002 lines 671-672), so the engine and Fulke's tables count from two spaces
// (the fewest spaces is the caller's reading, not part of the arithmetic).
#pragma once

#include "params/enum_table.hpp"

#include <gmpxx.h>

#include <cstdint>
#include <optional>
#include <string_view>

namespace rithmo {

enum class SpacesOperation { Multiplication, Division };

// "multiplication", "division": the names the table descriptors use
// (relation "spaces-multiplication", "spaces-division").
inline constexpr auto kSpacesOperationNames = enum_table<SpacesOperation>(
    {{SpacesOperation::Multiplication, "multiplication"}, {SpacesOperation::Division, "division"}});
inline constexpr auto kSpacesOperations = kSpacesOperationNames.values();

constexpr std::string_view name(SpacesOperation op) { return kSpacesOperationNames.name(op); }

// Exact, in GMP: the reference for the fixed-width path below.
bool takes_by_spaces_exact(SpacesOperation op, const mpz_class& taker, long spaces, const mpz_class& taken);

// True when a man of number `taker` takes one of number `taken` by op over `spaces`
// void spaces. Every number must be positive (a man's number is), else false. In 64
// bits, the product checked for overflow; an overflowing product is decided in GMP.
inline bool takes_by_spaces(SpacesOperation op, std::int64_t taker, long spaces, std::int64_t taken) {
  if (taker <= 0 || spaces <= 0 || taken <= 0) return false;
  const std::int64_t a = op == SpacesOperation::Multiplication ? taker : taken;
  const std::int64_t b = op == SpacesOperation::Multiplication ? taken : taker;
  std::int64_t product = 0;
  if (__builtin_mul_overflow(a, static_cast<std::int64_t>(spaces), &product)) {
    return takes_by_spaces_exact(op, mpz_class(static_cast<long>(taker)), spaces,
                                 mpz_class(static_cast<long>(taken)));
  }
  return product == b;
}

// A quick necessary test: false when neither operation can hold, that is when neither
// taker * spaces == taken nor taken * spaces == taker, the products compared modulo
// 2^64 (a product equal as integers is equal modulo 2^64, overflow or not). When it is
// true, takes_by_spaces decides.
inline bool may_take_by_spaces(std::int64_t taker, long spaces, std::int64_t taken) {
  const auto product = [spaces](std::int64_t x) {
    return static_cast<std::uint64_t>(x) * static_cast<std::uint64_t>(spaces);
  };
  return product(taker) == static_cast<std::uint64_t>(taken) ||
         product(taken) == static_cast<std::uint64_t>(taker);
}

// The one count of void spaces over which a man of number `taker` takes one of
// number `taken` by op, or 0 when there is none: taken / taker for multiplication,
// taker / taken for division, when the quotient is exact. takes_by_spaces(op, taker,
// s, taken) holds exactly when s is this count (the tests check it), so that which
// men a man can take at all is a division a pair, not a search over the spaces.
inline std::int64_t spaces_to_take(SpacesOperation op, std::int64_t taker, std::int64_t taken) {
  if (taker <= 0 || taken <= 0) return 0;
  const std::int64_t lesser = op == SpacesOperation::Multiplication ? taker : taken;
  const std::int64_t greater = op == SpacesOperation::Multiplication ? taken : taker;
  return greater % lesser == 0 ? greater / lesser : 0;
}

// The same for numbers of any size: in 64 bits when both fit, else in GMP.
bool takes_by_spaces(SpacesOperation op, const mpz_class& taker, long spaces, const mpz_class& taken);

// The one number a man of number `taker` takes by op over `spaces` void spaces:
// taker * spaces, or taker / spaces when the quotient is exact; nullopt when there is
// none. takes_by_spaces(op, taker, spaces, k) holds exactly when k is this number
// (the tests check it), so that a table of what each man takes is a lookup, not a
// search over every man.
std::optional<mpz_class> taken_by_spaces(SpacesOperation op, const mpz_class& taker, long spaces);

}  // namespace rithmo
