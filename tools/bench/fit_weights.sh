#!/usr/bin/env bash
# Refits the evaluation's weights from self-play, as docs/engine.md records the fit
# ("The evaluation"): novice against novice, 40 games under each preset, 300 plies at
# most, seeds from 1, advance held at the weight given (docs/engine.md says why).
# Prints the weights to write into lib/search/evaluation.cpp.
#
#   bash tools/bench/fit_weights.sh      (needs build/rithmo_fit_weights: bash setup.sh test)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${RITHMO_FIT:-./build/rithmo_fit_weights}"
[ -x "$bin" ] || { echo "fit_weights: no $bin; build first (bash setup.sh test)" >&2; exit 2; }
exec "$bin" --games 40 --level novice --max-plies 300 --seed 1 --hold advance "$@"
