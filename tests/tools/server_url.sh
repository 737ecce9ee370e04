# shellcheck shell=bash
# Sourced by the tests that start `rithmo serve --port 0` in the background, its
# standard output to LOG: `server_url LOG PID` prints the address the server wrote
# there once it has (waiting at most 10 s), or nothing where it did not start (its
# process ended, or no address by then).
server_url() {
  local url=""
  for _ in $(seq 100); do
    url="$(grep -o 'http://[^ ]*' "$1" | head -1)"
    [ -n "$url" ] && break
    kill -0 "$2" 2> /dev/null || break
    sleep 0.1
  done
  printf '%s' "$url"
}
