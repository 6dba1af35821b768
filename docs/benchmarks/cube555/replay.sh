#!/usr/bin/env bash
# Replays every solution of both solvers on its state with our CLI (`cubesolver apply`)
# and says whether it ends with every face one colour (docs/BENCHMARKS.md, "5x5x5
# reduction"). One line a state: cube555's length, ours, and the two verdicts.
#   replay.sh CLI STATES CUBE555_OUT OURS_JSON
# CUBE555_OUT: Bench555's output (lowercase letters are wide turns, which our notation
# reads as they are); OURS_JSON: `cubesolver solve --json --batch STATES`'s.
set -euo pipefail
cli=$1 states=$2 theirs=$3 ours=$4
solved() {
  python3 -c 'import sys; s = sys.argv[1].strip()
print("solved" if len(s) == 150 and all(len(set(s[i * 25:(i + 1) * 25])) == 1 for i in range(6)) else "NOT SOLVED")' "$1"
}
grep -v '^#' "$theirs" | cut -f1,2,4 >"${TMPDIR:-/tmp}/replay-theirs.$$"
python3 -c 'import json, sys
for line in open(sys.argv[1]): d = json.loads(line); print(d["length"], d["moves"], sep="\t")' "$ours" \
  >"${TMPDIR:-/tmp}/replay-ours.$$"
i=0
while IFS= read -r state; do
  i=$((i + 1))
  IFS=$'\t' read -r reduction three moves < <(sed -n "${i}p" "${TMPDIR:-/tmp}/replay-theirs.$$")
  IFS=$'\t' read -r length ours_moves < <(sed -n "${i}p" "${TMPDIR:-/tmp}/replay-ours.$$")
  a=$(solved "$("$cli" apply --puzzle 5x5x5 --state "$state" --scramble "$moves" 2>&1)")
  b=$(solved "$("$cli" apply --puzzle 5x5x5 --state "$state" --scramble "$ours_moves" 2>&1)")
  echo "$i cube555 $((reduction + three)) $a ours $length $b"
done <"$states"
rm -f "${TMPDIR:-/tmp}/replay-theirs.$$" "${TMPDIR:-/tmp}/replay-ours.$$"
