#include "report/digest.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>
#define RITHMO_SHA_NI 1
#endif

namespace rithmo {

namespace {

// FIPS 180-4 section 4.2.2: the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes.
constexpr std::array<std::uint32_t, 64> kRound = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

// One 64-byte block, as FIPS 180-4 section 6.2.2 writes it.
void compress_portable(std::array<std::uint32_t, 8>& h, const unsigned char* block) {
  std::array<std::uint32_t, 64> w{};
  for (int i = 0; i < 16; ++i) {
    w[i] = std::uint32_t{block[4 * i]} << 24 | std::uint32_t{block[4 * i + 1]} << 16 |
           std::uint32_t{block[4 * i + 2]} << 8 | std::uint32_t{block[4 * i + 3]};
  }
  for (int i = 16; i < 64; ++i) {
    const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
    const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
  for (int i = 0; i < 64; ++i) {
    const std::uint32_t t1 =
        k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kRound[i] + w[i];
    const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    k = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += k;
}

#ifdef RITHMO_SHA_NI
// The same blocks by the processor's SHA extensions (the sha256rnds2, sha256msg1 and
// sha256msg2 instructions): the state is held as the pairs ABEF and CDGH that
// sha256rnds2 works on, each group of four message words is scheduled from the four
// before it, and each group of rounds adds its four round constants from kRound.
__attribute__((target("sha,sse4.1,ssse3"))) void compress_sha_ni(std::array<std::uint32_t, 8>& h,
                                                                 const unsigned char* data,
                                                                 std::size_t blocks) {
  // Each 32-bit word of the message is big-endian.
  const __m128i swap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
  __m128i tmp = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&h[0]));     // A B C D
  __m128i state1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&h[4]));  // E F G H
  tmp = _mm_shuffle_epi32(tmp, 0xB1);
  state1 = _mm_shuffle_epi32(state1, 0x1B);
  __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);  // A B E F
  state1 = _mm_blend_epi16(state1, tmp, 0xF0);       // C D G H
  for (; blocks > 0; --blocks, data += 64) {
    const __m128i abef = state0, cdgh = state1;
    __m128i w[4];
    for (int g = 0; g < 16; ++g) {
      __m128i& x = w[g % 4];
      if (g < 4) {
        x = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(data + 16 * g)), swap);
      } else {
        // W[t] = sigma1(W[t-2]) + W[t-7] + sigma0(W[t-15]) + W[t-16], four at a time.
        const __m128i& last = w[(g + 3) % 4];
        const __m128i& before = w[(g + 2) % 4];
        x = _mm_sha256msg1_epu32(x, w[(g + 1) % 4]);
        x = _mm_add_epi32(x, _mm_alignr_epi8(last, before, 4));
        x = _mm_sha256msg2_epu32(x, last);
      }
      __m128i m = _mm_add_epi32(x, _mm_loadu_si128(reinterpret_cast<const __m128i*>(&kRound[4 * g])));
      state1 = _mm_sha256rnds2_epu32(state1, state0, m);
      m = _mm_shuffle_epi32(m, 0x0E);
      state0 = _mm_sha256rnds2_epu32(state0, state1, m);
    }
    state0 = _mm_add_epi32(state0, abef);
    state1 = _mm_add_epi32(state1, cdgh);
  }
  tmp = _mm_shuffle_epi32(state0, 0x1B);
  state1 = _mm_shuffle_epi32(state1, 0xB1);
  state0 = _mm_blend_epi16(tmp, state1, 0xF0);
  state1 = _mm_alignr_epi8(state1, tmp, 8);
  _mm_storeu_si128(reinterpret_cast<__m128i*>(&h[0]), state0);
  _mm_storeu_si128(reinterpret_cast<__m128i*>(&h[4]), state1);
}

// CPUID leaf 7, EBX bit 29: the SHA extensions; SSE4.1 (leaf 1, ECX bit 19) and SSSE3
// (leaf 1, ECX bit 9) are used beside them.
bool has_sha_ni() {
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 19)) || !(c & (1u << 9))) return false;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return false;
  return (b & (1u << 29)) != 0;
}
#endif

void compress(std::array<std::uint32_t, 8>& h, const unsigned char* data, std::size_t blocks, bool portable) {
#ifdef RITHMO_SHA_NI
  static const bool sha_ni = has_sha_ni();
  if (sha_ni && !portable) {
    compress_sha_ni(h, data, blocks);
    return;
  }
#endif
  (void)portable;
  for (; blocks > 0; --blocks, data += 64) compress_portable(h, data);
}

}  // namespace

Sha256::Sha256(bool portable)
    : h_{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19},
      portable_(portable) {}  // FIPS 180-4 section 5.3.3: the initial hash value.

void Sha256::update(std::string_view data) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(data.data());
  std::size_t n = data.size();
  length_ += n;
  if (held_ > 0) {
    const std::size_t take = std::min(n, block_.size() - held_);
    std::copy(bytes, bytes + take, block_.begin() + static_cast<std::ptrdiff_t>(held_));
    held_ += take, bytes += take, n -= take;
    if (held_ < block_.size()) return;
    compress(h_, block_.data(), 1, portable_);
    held_ = 0;
  }
  compress(h_, bytes, n / 64, portable_);
  bytes += n / 64 * 64;
  std::copy(bytes, bytes + n % 64, block_.begin());
  held_ = n % 64;
}

std::string Sha256::hex() {
  // Padding (section 5.1.1): a one bit, zeros, and the length in bits as 64 bits.
  const std::uint64_t bits = length_ * 8;
  std::array<unsigned char, 128> tail{};
  std::copy(block_.begin(), block_.begin() + static_cast<std::ptrdiff_t>(held_), tail.begin());
  tail[held_] = 0x80;
  const std::size_t tail_size = held_ + 1 + 8 <= 64 ? 64 : 128;
  for (int j = 0; j < 8; ++j) tail[tail_size - 1 - j] = static_cast<unsigned char>(bits >> (8 * j));
  compress(h_, tail.data(), tail_size / 64, portable_);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (std::uint32_t word : h_) {
    for (int shift = 28; shift >= 0; shift -= 4) out += kHex[(word >> shift) & 0xf];
  }
  return out;
}

std::string sha256_hex(std::string_view data, bool portable) {
  Sha256 sha(portable);
  sha.update(data);
  return sha.hex();
}

std::string sha256_hex(std::string_view data) { return sha256_hex(data, false); }

}  // namespace rithmo
