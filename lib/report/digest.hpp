// SHA-256 (FIPS 180-4) of a byte string: the input hash with which generated
// documents are stamped, so that a stale one is found by comparing stamps.
#pragma once

#include <string>
#include <string_view>

namespace rithmo {

// The SHA-256 digest of data as 64 lowercase hexadecimal digits. Where the processor
// has the SHA extensions (x86-64's SHA-NI) they do the work.
std::string sha256_hex(std::string_view data);

// The same digest computed by one path: the portable code when portable is true,
// otherwise the processor's SHA extensions where it has them. The tests compare the
// two.
std::string sha256_hex(std::string_view data, bool portable);

}  // namespace rithmo
