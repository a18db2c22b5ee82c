#!/usr/bin/env python3
"""profile_diff.py [--pairs N] [--pop11 PATH] [--interval US] [--per-side K]

The acceptance run of differential profiles (issue 32; HELP PROFILE_DIFF):
do `pop11 profile --diff A -- B` flags what changed, and only that?

A program of three procedures of unequal cost (heavy, middle and light:
spin loops of 5000, 3000 and 2000 steps, interleaved by a driver) is run
under the CPU-time profiler and saved, each run a separate process.  In
version B, light is made twice as slow (its loop runs 4000 steps: the
same code, the factor is a top-level variable, so no procedure is
redefined).  Then

  * N A/A pairs (two independent runs of A each): a pair "flags anything"
    when any row of its differential profile has the * mark.  Wanted: at
    most 1 of N = 20.
  * N A/B pairs: light must be flagged, with the change the diff states
    inside its interval.  Wanted: at least 19 of 20.  The true change is
    estimated from all runs pooled (2N runs of A, N of B); the cost model
    (2000 of 10000 steps in A, 4000 of 12000 in B: +13.3 points) is
    printed beside it.

With --per-side K, each side of a pair is K runs (the diff then uses the
spread of their shares); 2 * N * K runs of A and N * K of B are made.

Exit status 0 when both criteria hold, 1 otherwise.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

PROGRAM = r"""
uses profile;
%d -> profile_interval;
vars factor = %d;
define spin(n); lvars i, s = 0; for i from 1 to n do s + i -> s endfor; s enddefine;
define heavy(); spin(5000) -> enddefine;
define middle(); spin(3000) -> enddefine;
define light(); spin(2000 * factor) -> enddefine;
"spin" :: profile_exclude_list -> profile_exclude_list;
define driver(); repeat %d times heavy(); middle(); light() endrepeat enddefine;
profile_apply(driver);
profile_save('%s');
"""

ROW = re.compile(r"^\s*([0-9.]+)\s+([0-9.]+)\s+([-+][0-9.]+)\s+\[\s*([-+][0-9.]+),\s*([-+][0-9.]+)\]\s+(\*?)\s+(\S+)")


def make_run(pop11, interval, factor, reps, path):
    with tempfile.NamedTemporaryFile("w", suffix=".p", delete=False) as f:
        f.write(PROGRAM % (interval, factor, reps, path))
        prog = f.name
    try:
        r = subprocess.run([pop11, prog], capture_output=True, text=True, timeout=600)
        if r.returncode != 0 or not os.path.exists(path):
            sys.exit("run failed:\n" + r.stdout + r.stderr)
        n = int(re.search(r"Number of interrupts: (\d+)", r.stdout).group(1))
        light = re.search(r"^\s*(\d+)\s+[0-9.]+\s+\d+\s+[0-9.]+\s+light\s*$", r.stdout, re.M)
        return n, int(light.group(1)) if light else 0
    finally:
        os.unlink(prog)


def diff(pop11, a, b):
    r = subprocess.run([pop11, "profile", "--diff"] + a + ["--"] + b,
                       capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        sys.exit("diff failed:\n" + r.stdout + r.stderr)
    rows = {}
    for line in r.stdout.splitlines():
        m = ROW.match(line)
        if m:
            sa, sb, ch, lo, hi, star, name = m.groups()
            rows[name] = (float(sa), float(sb), float(ch), float(lo), float(hi), star == "*")
    if not rows:
        sys.exit("no rows in the differential profile:\n" + r.stdout)
    return rows, r.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=20)
    ap.add_argument("--per-side", type=int, default=1)
    ap.add_argument("--interval", type=int, default=1000, help="microseconds per tick")
    ap.add_argument("--reps", type=int, default=20000, help="driver iterations per run")
    ap.add_argument("--pop11", default=os.environ.get("POP11", "pop11"))
    ap.add_argument("--keep", action="store_true", help="keep the saved runs (their directory is printed)")
    args = ap.parse_args()
    n, k = args.pairs, args.per_side
    d = tempfile.mkdtemp(prefix="profile_diff.")
    a_runs, b_runs = [], []
    a_tot = a_light = b_tot = b_light = 0
    # interleaved: A, A, B, A, A, B ... so that a change of machine load
    # falls on both versions alike
    for i in range(n * k):
        for j in (2 * i, 2 * i + 1):
            p = os.path.join(d, "a%d.run" % j)
            t, l = make_run(args.pop11, args.interval, 1, args.reps, p)
            a_runs.append(p); a_tot += t; a_light += l
        p = os.path.join(d, "b%d.run" % i)
        t, l = make_run(args.pop11, args.interval, 2, args.reps, p)
        b_runs.append(p); b_tot += t; b_light += l
    true_change = 100.0 * (b_light / b_tot - a_light / a_tot)
    print("runs: %d of A (%d samples), %d of B (%d samples), %d us a tick"
          % (len(a_runs), a_tot, len(b_runs), b_tot, args.interval))
    print("light: %.2f %% of A, %.2f %% of B pooled: true change %+.2f points"
          " (cost model +13.33)" % (100.0 * a_light / a_tot, 100.0 * b_light / b_tot, true_change))
    aa_flagged = 0
    for i in range(n):
        left = a_runs[2 * k * i: 2 * k * i + k]
        right = a_runs[2 * k * i + k: 2 * k * (i + 1)]
        rows, out = diff(args.pop11, left, right)
        flagged = [name for name, r in rows.items() if r[5]]
        if flagged:
            aa_flagged += 1
            print("A/A pair %d flags %s" % (i + 1, ", ".join(flagged)))
        for l in out.splitlines():
            if "times as much as sampling" in l:
                print("A/A pair %d: %s" % (i + 1, l[4:]))
    print("A/A: %d of %d pairs flag anything (wanted: at most 1)" % (aa_flagged, n))
    ab_ok = 0
    widths = []
    for i in range(n):
        left = a_runs[2 * k * i: 2 * k * i + k]
        right = b_runs[k * i: k * (i + 1)]
        rows, out = diff(args.pop11, left, right)
        r = rows.get("light")
        ok = r is not None and r[5] and r[3] <= true_change <= r[4]
        if r:
            widths.append(r[4] - r[3])
        ab_ok += ok
        print("A/B pair %2d: light %s change %+.1f [%+.1f, %+.1f]%s"
              % (i + 1, "flagged" if r and r[5] else "NOT flagged", r[2], r[3], r[4],
                 "" if ok else "  <- fails"))
    if widths:
        print("interval width: median %.1f points" % sorted(widths)[len(widths) // 2])
    print("A/B: %d of %d pairs flag light with the true change inside its interval"
          " (wanted: at least %d)" % (ab_ok, n, n - 1 if n >= 20 else n))
    ok = aa_flagged <= max(1, n // 20) and ab_ok >= n - max(1, n // 20)
    print("PASS" if ok else "FAIL")
    if args.keep:
        print("runs kept in", d)
    else:
        shutil.rmtree(d, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
