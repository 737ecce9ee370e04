#!/usr/bin/env bash
# rithmo serve over HTTP, as a browser or another program reaches it: the page and its
# headers, the games' interface, bad requests answered with a 4xx and a JSON message,
# a body over a megabyte refused, no file outside the page's folder served, a port in
# use refused in one line with exit 2, and SIGTERM stopping the server with exit 0.
# (tests/serve/service_test.cpp tests the interface itself; tests/browser the page.)
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
# shellcheck source=tests/tools/server_url.sh
. "$(dirname "$0")/server_url.sh"
status=0
fail() { echo "FAIL: $*"; status=1; }
log="$(mktemp)"
"$RITHMO" serve --port 0 --max-games 2 > "$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -f "$log"' EXIT
url="$(server_url "$log" "$server")"
[ -n "$url" ] || { echo "FAIL: rithmo serve did not start: $(cat "$log")"; exit 1; }
[[ "$url" == http://127.0.0.1:* ]] || fail "not on this machine only by default: $url"

python3 - "$url" <<'PY' || status=1
import json, sys, urllib.request, urllib.error
url = sys.argv[1]
bad = 0
def fail(what):
    global bad
    print("FAIL:", what)
    bad = 1
def ask(method, path, body=None, raw=False):
    data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode()
    req = urllib.request.Request(url + path.lstrip("/"), data=data, method=method)
    try:
        with urllib.request.urlopen(req) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read()

status, headers, body = ask("GET", "/")
if status != 200 or b"play.js" not in body: fail(f"the page: {status}")
if "default-src 'self'" not in headers.get("Content-Security-Policy", ""): fail("no Content-Security-Policy")
if headers.get("X-Content-Type-Options") != "nosniff": fail("no X-Content-Type-Options")
status, headers, body = ask("GET", "/play.css")
if status != 200 or "text/css" not in headers.get("Content-Type", ""): fail(f"play.css: {status} {headers.get('Content-Type')}")

# Bad requests: a 4xx and {"error": TEXT}.
cases = [
    ("POST", "/api/games", b"{not json", 400),
    ("POST", "/api/games", {"preset": "nobody"}, 400),
    ("POST", "/api/games", {"preset": "<script>alert(1)</script>"}, 400),
    ("GET", "/api/games/0000", None, 404),
    ("PUT", "/api/games", b"{}", 405),
    ("DELETE", "/api/presets", None, 405),
    ("GET", "/api/nothing", None, 404),
    ("POST", "/api/games", b"x" * (2 << 20), 413),
]
for method, path, body, want in cases:
    status, headers, text = ask(method, path, body)
    if status != want:
        fail(f"{method} {path}: {status}, not {want}")
        continue
    try:
        message = json.loads(text)["error"]
    except Exception:
        fail(f"{method} {path}: the answer is not JSON with an error: {text[:100]!r}")
        continue
    if "<script>" in text.decode() and "application/json" not in headers.get("Content-Type", ""):
        fail("a request's text comes back outside JSON")

# No file outside the page's folder.
for path in ["/../CMakeLists.txt", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "/nothing.html"]:
    status, _, text = ask("GET", path)
    if status == 200: fail(f"{path} served: {text[:80]!r}")

# A game, a move, and the game dropped for newer ones (--max-games 2).
status, _, text = ask("POST", "/api/games", {"preset": "barozzi", "vs": "person"})
game = json.loads(text)
if status != 201: fail(f"a new game: {status}")
status, _, text = ask("POST", f"/api/games/{game['id']}/move", {"move": game["moves"][0]["word"]})
if status != 200 or len(json.loads(text)["history"]) != 1: fail(f"a move: {status}")
status, headers, text = ask("GET", f"/api/games/{game['id']}/record")
if status != 200 or "attachment" not in headers.get("Content-Disposition", "") or not text.startswith(b"rithmo-game"):
    fail(f"the record: {status} {headers.get('Content-Disposition')}")
for _ in range(2): ask("POST", "/api/games", {})
status, _, _ = ask("GET", f"/api/games/{game['id']}")
if status != 404: fail(f"the oldest of 3 games under --max-games 2: {status}")
sys.exit(bad)
PY

# A second server on the port of the first is refused: one line, exit 2.
port="${url##*:}"; port="${port%/}"
err="$(timeout 10 "$RITHMO" serve --port "$port" 2>&1)"; rc=$?
[ "$rc" = 2 ] || fail "a port in use: exit $rc"
[ "$(printf '%s\n' "$err" | wc -l)" = 1 ] || fail "a port in use: not one line: $err"
grep -q "port $port" <<<"$err" || fail "a port in use: the port is not named: $err"
err="$("$RITHMO" serve --port 70000 2>&1)"; rc=$?
[ "$rc" = 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] || fail "--port 70000: exit $rc: $err"

# SIGTERM stops the server, exit 0.
kill -TERM "$server"
wait "$server"; rc=$?
[ "$rc" = 0 ] || fail "SIGTERM: exit $rc"
trap 'rm -f "$log"' EXIT

[ $status -eq 0 ] && echo "serve: the page, the interface, bad requests, a port in use and SIGTERM as specified"
exit $status
