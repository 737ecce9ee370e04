#!/usr/bin/env bash
# Every C++ file under lib/, tools/ and tests/ is formatted as the repo's .clang-format
# says: `clang-format --dry-run -Werror` finds nothing to change. On failure the files
# that drift are named, with the fix. Skipped (exit 77) when clang-format is absent
# (setup.sh installs it; Debian 12's is version 14).
#   bash tests/tools/format.sh
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 2
if ! command -v clang-format > /dev/null; then
  echo "skipped: clang-format not found (install clang-format)"
  exit 77
fi
mapfile -t files < <(find lib tools tests -type f \( -name '*.cpp' -o -name '*.hpp' \) | LC_ALL=C sort)
if [ ${#files[@]} -eq 0 ]; then
  echo "format: no C++ files found"
  exit 1
fi
out="$(clang-format --style=file --dry-run -Werror "${files[@]}" 2>&1)"
rc=$?
mapfile -t drift < <(sed -n 's/^\([^ :][^:]*\):[0-9][0-9]*:[0-9][0-9]*: error: .*/\1/p' <<< "$out" | LC_ALL=C sort -u)
if [ $rc -ne 0 ] || [ ${#drift[@]} -gt 0 ]; then
  if [ ${#drift[@]} -eq 0 ]; then
    echo "format: clang-format failed (exit $rc):"
    head -20 <<< "$out"
    exit 1
  fi
  echo "format: ${#drift[@]} of ${#files[@]} files are not formatted ($(clang-format --version)):"
  printf '  %s\n' "${drift[@]}"
  echo "fix with: clang-format -i ${drift[*]}"
  exit 1
fi
echo "format: ${#files[@]} files formatted"
