// SHA-256 (FIPS 180-4) of a byte string: the input hash with which generated
// documents are stamped, so that a stale one is found by comparing stamps.
#pragma once

#include <string>
#include <string_view>

namespace rithmo {

// The SHA-256 digest of data as 64 lowercase hexadecimal digits.
std::string sha256_hex(std::string_view data);

}  // namespace rithmo
