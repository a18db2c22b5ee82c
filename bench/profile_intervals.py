#!/usr/bin/env python3
"""profile_intervals.py [--runs N] [--pop11 PATH] [--mode flat|all]

Do repeated runs of a program fall inside the 95% intervals the report
states, at the stated rate?  (Issue #19; HELP PROFILE, section 2.)

A program with three procedures of unequal cost (about 50, 30 and 20 per
cent of the CPU time, interleaved by a driver so that no procedure's
share depends on when the run starts) is profiled N times (default 20),
each run a separate process, by the CPU-time timer at 100 Hz.  From each
report's block of intervals the script reads, per row, the share and its
95% interval.  The share each row really has is estimated from all runs
together (the pooled ticks); an interval "covers" when it contains that
pooled share.  With intervals that are right, about 95% of them cover;
the script prints the count and the rate per row and overall, and the
rate's own 95% range for that many intervals (a binomial count), so that
a shortfall that is only chance is not read as a fault.

Exit status 0 when the overall rate is within that range or above it, 1
when it is below (intervals too narrow for the run-to-run spread).
"""
import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

PROGRAM = r"""
uses profile;
define spin(n); lvars i, s = 0; for i from 1 to n do s + i -> s endfor; s enddefine;
define heavy(); spin(5000) -> enddefine;
define middle(); spin(3000) -> enddefine;
define light(); spin(2000) -> enddefine;
"spin" :: profile_exclude_list -> profile_exclude_list;
define driver(); repeat 50000 times heavy(); middle(); light() endrepeat enddefine;
%s
profile_apply(driver);
"""

ROW = re.compile(r"^\s*([0-9.]+)\s+([0-9.]+)\s+-\s+([0-9.]+)\s+\d+\s+(\S+)\s*$")


def interval_rows(report):
    """{name: (share, lo, hi)} from the first intervals block of a report"""
    rows, inblock = {}, False
    for line in report.splitlines():
        if line.startswith("95% intervals"):
            inblock = True
            continue
        if inblock:
            m = ROW.match(line)
            if m:
                share, lo, hi, name = m.groups()
                rows[name] = (float(share), float(lo), float(hi))
            elif line.strip() == "" and rows:
                break
    return rows


def one_run(pop11, mode):
    setting = "true -> profile_count_all;" if mode == "all" else ""
    with tempfile.NamedTemporaryFile("w", suffix=".p", delete=False) as f:
        f.write(PROGRAM % setting)
        path = f.name
    try:
        out = subprocess.run([pop11, path], capture_output=True, text=True,
                             timeout=600).stdout
    finally:
        os.unlink(path)
    rows = interval_rows(out)
    n = re.search(r"Number of interrupts: (\d+)", out)
    if not rows or not n:
        sys.exit("no interval block in the report:\n" + out)
    return int(n.group(1)), rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--pop11", default=os.path.join(os.path.dirname(
        os.path.abspath(__file__)), "..", "pop11"))
    ap.add_argument("--mode", choices=("flat", "all"), default="flat")
    a = ap.parse_args()
    runs = [one_run(a.pop11, a.mode) for _ in range(a.runs)]
    names = ("heavy", "middle", "light")
    total = sum(n for n, _ in runs)
    print("%d runs, %s, %d samples in all (%.0f per run)"
          % (a.runs, a.mode, total, total / a.runs))
    covered = count = 0
    for name in names:
        ticks = sum(r[name][0] * n / 100 for n, r in runs if name in r)
        pooled = 100 * ticks / total
        inside = sum(1 for n, r in runs if name in r
                     and r[name][1] - 0.05 <= pooled <= r[name][2] + 0.05)
        shares = [r[name][0] for _, r in runs if name in r]
        mean = sum(shares) / len(shares)
        sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(1, len(shares) - 1))
        widths = [(r[name][2] - r[name][1]) / 2 for _, r in runs if name in r]
        print("%-7s pooled %5.1f%%  run-to-run sd %4.2f  mean half-width %4.2f  "
              "covered %d/%d" % (name, pooled, sd, sum(widths) / len(widths),
                                 inside, len(shares)))
        covered += inside
        count += len(shares)
    # the count of covering intervals is binomial(count, 0.95) when the
    # intervals are right: its central 95% range
    p = 0.95
    mu, sd = count * p, math.sqrt(count * p * (1 - p))
    low = math.floor(mu - 1.96 * sd)
    print("overall covered %d/%d = %.1f%% (stated 95%%; chance alone gives %d or more)"
          % (covered, count, 100 * covered / count, low))
    return 0 if covered >= low else 1


if __name__ == "__main__":
    sys.exit(main())
