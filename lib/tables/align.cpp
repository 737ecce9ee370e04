#include "tables/align.hpp"

#include <algorithm>
#include <cassert>
#include <unordered_map>

namespace rithmo {

namespace {

using Keys = std::vector<std::size_t>;

// lengths[j] = LCS of a[alo, ahi) and b[blo, blo + j), for j in 0..bhi-blo; forward.
std::vector<std::size_t> forward_lengths(const Keys& a, std::size_t alo, std::size_t ahi, const Keys& b,
                                         std::size_t blo, std::size_t bhi) {
  const std::size_t m = bhi - blo;
  std::vector<std::size_t> prev(m + 1, 0), cur(m + 1, 0);
  for (std::size_t i = alo; i < ahi; ++i) {
    cur[0] = 0;
    for (std::size_t j = 1; j <= m; ++j) {
      cur[j] = a[i] == b[blo + j - 1] ? prev[j - 1] + 1 : std::max(prev[j], cur[j - 1]);
    }
    std::swap(prev, cur);
  }
  return prev;
}

// lengths[j] = LCS of a[alo, ahi) and b[blo + j, bhi); backward.
std::vector<std::size_t> backward_lengths(const Keys& a, std::size_t alo, std::size_t ahi, const Keys& b,
                                          std::size_t blo, std::size_t bhi) {
  const std::size_t m = bhi - blo;
  std::vector<std::size_t> prev(m + 1, 0), cur(m + 1, 0);
  for (std::size_t i = ahi; i-- > alo;) {
    cur[m] = 0;
    for (std::size_t j = m; j-- > 0;) {
      cur[j] = a[i] == b[blo + j] ? prev[j + 1] + 1 : std::max(prev[j], cur[j + 1]);
    }
    std::swap(prev, cur);
  }
  return prev;
}

void hirschberg(const Keys& a, std::size_t alo, std::size_t ahi, const Keys& b, std::size_t blo,
                std::size_t bhi, std::vector<AlignedRows>& out) {
  // Common ends first: cheap, and most of two keyings of one table.
  while (alo < ahi && blo < bhi && a[alo] == b[blo]) out.push_back({alo++, blo++});
  std::vector<AlignedRows> tail;
  while (alo < ahi && blo < bhi && a[ahi - 1] == b[bhi - 1]) tail.push_back({--ahi, --bhi});
  if (alo < ahi && blo < bhi) {
    if (ahi - alo == 1) {
      for (std::size_t j = blo; j < bhi; ++j) {
        if (a[alo] == b[j]) {
          out.push_back({alo, j});
          break;
        }
      }
    } else {
      const std::size_t mid = alo + (ahi - alo) / 2;
      const auto left = forward_lengths(a, alo, mid, b, blo, bhi);
      const auto right = backward_lengths(a, mid, ahi, b, blo, bhi);
      std::size_t best = 0, at = 0;
      for (std::size_t j = 0; j <= bhi - blo; ++j) {
        if (left[j] + right[j] > best || j == 0) {
          best = left[j] + right[j];
          at = j;
        }
      }
      hirschberg(a, alo, mid, b, blo, blo + at, out);
      hirschberg(a, mid, ahi, b, blo + at, bhi, out);
    }
  }
  out.insert(out.end(), tail.rbegin(), tail.rend());
}

// Pairs the rows of one gap: a[alo, ahi) against b[blo, bhi), none reading the same.
void pair_gap(std::size_t alo, std::size_t ahi, std::size_t blo, std::size_t bhi,
              const std::function<long(std::size_t, std::size_t)>& score, std::vector<AlignedRows>& out) {
  const std::size_t n = ahi - alo, m = bhi - blo;
  if (n == 0 || m == 0 || n * m > kGapCells) {
    // Large gaps: in order, a pair wherever the two next rows agree enough.
    std::size_t i = alo, j = blo;
    while (i < ahi || j < bhi) {
      if (i < ahi && j < bhi && score(i, j) >= 0) {
        out.push_back({i++, j++});
      } else if (i < ahi && (j >= bhi || ahi - i >= bhi - j)) {
        out.push_back({i++, kNoRow});
      } else {
        out.push_back({kNoRow, j++});
      }
    }
    return;
  }
  // best[i][j]: the best total score pairing a[alo + i, ahi) with b[blo + j, bhi).
  std::vector<long> best((n + 1) * (m + 1), 0);
  auto at = [&](std::size_t i, std::size_t j) -> long& { return best[i * (m + 1) + j]; };
  for (std::size_t i = n; i-- > 0;) {
    for (std::size_t j = m; j-- > 0;) {
      long v = std::max(at(i + 1, j), at(i, j + 1));
      if (const long s = score(alo + i, blo + j); s >= 0) v = std::max(v, s + at(i + 1, j + 1));
      at(i, j) = v;
    }
  }
  std::size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m) {
      const long s = score(alo + i, blo + j);
      if (s >= 0 && at(i, j) == s + at(i + 1, j + 1)) {
        out.push_back({alo + i++, blo + j++});
        continue;
      }
      if (at(i, j) == at(i + 1, j)) {
        out.push_back({alo + i++, kNoRow});
      } else {
        out.push_back({kNoRow, blo + j++});
      }
    } else if (i < n) {
      out.push_back({alo + i++, kNoRow});
    } else {
      out.push_back({kNoRow, blo + j++});
    }
  }
}

}  // namespace

std::vector<AlignedRows> common_rows(const Keys& first, const Keys& second) {
  std::vector<AlignedRows> out;
  hirschberg(first, 0, first.size(), second, 0, second.size(), out);
  return out;
}

std::vector<AlignedRows> align_rows(const Keys& key_first, const Keys& key_second,
                                    const std::function<long(std::size_t, std::size_t)>& score) {
  const auto anchors = common_rows(key_first, key_second);
  std::vector<AlignedRows> out;
  std::size_t i = 0, j = 0;
  for (const AlignedRows& a : anchors) {
    pair_gap(i, a.first, j, a.second, score, out);
    out.push_back(a);
    i = a.first + 1;
    j = a.second + 1;
  }
  pair_gap(i, key_first.size(), j, key_second.size(), score, out);
  return out;
}

void row_keys(const std::vector<std::string>& first, const std::vector<std::string>& second, Keys& key_first,
              Keys& key_second) {
  std::unordered_map<std::string, std::size_t> ids;
  auto id = [&ids](const std::string& s) { return ids.emplace(s, ids.size()).first->second; };
  key_first.clear();
  key_second.clear();
  for (const auto& s : first) key_first.push_back(id(s));
  for (const auto& s : second) key_second.push_back(id(s));
}

}  // namespace rithmo
