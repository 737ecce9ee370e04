#!/usr/bin/env bash
# Checks a site written by `rithmo site --output-dir SITE_DIR`: every HTML page and style
# sheet under SITE_DIR free of errors for the Nu Html Checker (vnu.jar from npm's vnu-jar,
# which tests/browser/install.sh installs into INSTALLED, run by Java), and every link
# between the site's files resolving (site_links.py). Skipped (77) when the checker or
# Java is missing; a failure instead when $CI is set.
#   bash tests/tools/site_check.sh INSTALLED SITE_DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
installed="${1:?usage: site_check.sh INSTALLED SITE_DIR}"
site="${2:?usage: site_check.sh INSTALLED SITE_DIR}"
skip() {
  [ -n "${CI:-}" ] && { echo "site check: $1"; exit 1; }
  echo "site check: $1: skipped"
  exit 77
}
jar="$installed/node_modules/vnu-jar/build/dist/vnu.jar"
[ -r "$jar" ] || skip "vnu-jar is not installed in $installed (see the install test)"
command -v java > /dev/null || skip "java is not installed (setup.sh installs it with jing)"
java -jar "$jar" --version > /dev/null 2>&1 || skip "java cannot run $jar (it needs Java 17 or later)"
[ -d "$site" ] || { echo "site check: $site is not a folder"; exit 1; }
[ -n "$(find "$site" -type f -name '*.html' -print -quit)" ] ||
  { echo "site check: no .html file under $site"; exit 1; }
status=0
# vnu checks the HTML files (by their extension) and the CSS files under the folder, and
# skips the others; it exits 1 when it reports an error, and prints nothing when it finds none.
if ! out="$(java -jar "$jar" --errors-only --skip-non-html --also-check-css "$site" 2>&1)"; then
  echo "site check: the Nu Html Checker finds errors:"
  printf '%s\n' "$out"
  status=1
else
  echo "site check: $(find "$site" -type f \( -name '*.html' -o -name '*.css' \) | wc -l) HTML and CSS files valid (vnu $(java -jar "$jar" --version))"
fi
python3 "$here/site_links.py" "$site" || status=1
exit $status
