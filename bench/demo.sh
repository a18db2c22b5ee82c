#!/bin/bash
# demo.sh: install missing build dependencies, build pop11, and profile the
# example program of HELP PROFILE (bench/demo.p).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/deps
[ -x configure ] || autoreconf -fi
[ -f Makefile ] || ./configure
make -j2
./pop11 bench/demo.p
