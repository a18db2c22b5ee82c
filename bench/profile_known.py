#!/usr/bin/env python3
"""profile_known.py [--runs N] [--pop11 PATH] [--scale F] [--interval US] [PROGRAM...]

Do the report's 95% intervals contain the true shares?  (Issue #30,
"known-answer programs"; HELP PROFILE, section 2.)

Each known-answer program of tests/profile/known (or the ones named, by
file name or base name) states the true share of the CPU time of some of
its procedures, known by construction (one loop body run 1:2:4 times from
three procedures, a leaf under three callers, ...).  With POP11_KNOWN_CPU
set in the environment a program runs on the CPU-time timer instead of
the deterministic tick, with loops long enough for a few hundred samples,
prints its report with the block of intervals (profile_share_interval),
and then a line "KNOWN: SHARE NAME" per stated share.

Every program is run N times (default 50), each run a separate process,
the programs taking turns (so a slow spell of the machine falls on all of
them).  For each stated share, an interval "covers" when it contains the
true share (the interval as printed, to one decimal place); a row with no
samples has no interval and counts as a miss.  The script prints per
program and per row how many intervals covered, and the coverage rate;
the target is at least 90% per program.  Intervals that are right cover
95% of the time; the script also gives the binomial range of the count
for that many intervals, so that a shortfall that is only chance is not
read as a fault.  The machine may be busy: CPU time is what is sampled.

Exit status 0 when every program covers at least 90%, else 1.

Measured (50 runs each, profile_interval 10000, a busy 2-core machine,
November 2026), intervals covering the true share:
    builtin.p   98 of 100 (98%)    one 98%, three 98%   (main 100%)
    callers.p  143 of 150 (95.3%)  p 96%, q 92%, r 98%  (main 100%)
    deep.p     144 of 150 (96%)    a 100%, b 88%, c 100% (down 100%)
    gc.p       136 of 150 (90.7%)  a 94%, b 90%, c 88%  (main 100%)
    loop124.p  140 of 150 (93.3%)  a 90%, b 94%, c 96%
(the rows whose true share is 100% cover in every run; counted in, the
figures are 98.7, 96.5, 97.0, 93.0 and 93.3%).
"""
import argparse
import glob
import math
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from profile_intervals import interval_rows  # noqa: E402 (the same report parser)

HERE = os.path.dirname(os.path.abspath(__file__))
KNOWN = os.path.join(HERE, "..", "tests", "profile", "known")
SAME_ON_CPU = ("builtin_calls.p", "deep_small.p")
KNOWN_LINE = re.compile(r"^KNOWN: ([0-9.eE+-]+) (\S+)\s*$")


def one_run(pop11, program, env):
    """(samples, {name: (share, lo, hi)}, {name: true share}, cpu seconds)"""
    t0 = os.times()
    out = subprocess.run([pop11, os.path.basename(program)], cwd=KNOWN, env=env,
                         capture_output=True, text=True, timeout=3600)
    t1 = os.times()
    cpu = (t1.children_user + t1.children_system) - (t0.children_user + t0.children_system)
    if out.returncode != 0:
        sys.exit("%s failed (exit %d):\n%s%s" % (program, out.returncode,
                                                  out.stdout, out.stderr))
    rows = interval_rows(out.stdout)
    truth = {}
    for line in out.stdout.splitlines():
        m = KNOWN_LINE.match(line)
        if m:
            truth[m.group(2)] = float(m.group(1))
    n = re.search(r"Number of interrupts: (\d+)", out.stdout)
    if not truth or not n:
        sys.exit("%s: no KNOWN lines or no report:\n%s" % (program, out.stdout))
    return int(n.group(1)), rows, truth, cpu


def binomial_range(n, p=0.95):
    """the central 95% range of a Binomial(n, p) count"""
    pmf = [math.comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]
    lo, acc = 0, 0.0
    while acc + pmf[lo] < 0.025:
        acc += pmf[lo]
        lo += 1
    hi, acc = n, 0.0
    while acc + pmf[hi] < 0.025:
        acc += pmf[hi]
        hi -= 1
    return lo, hi


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[1])
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--pop11", default=os.path.join(HERE, "..", "pop11"))
    ap.add_argument("--scale", type=float, default=None,
                    help="POP11_KNOWN_SCALE: rounds of each program times F")
    ap.add_argument("--interval", type=int, default=None,
                    help="profile_interval in microseconds (default 10000)")
    ap.add_argument("programs", nargs="*")
    a = ap.parse_args()
    pop11 = os.path.abspath(a.pop11)
    if a.programs:
        progs = []
        for p in a.programs:
            base = os.path.basename(p)
            progs.append(base if base.endswith(".p") else base + ".p")
    else:
        # every program but the libraries and the variants that are the same
        # program on the CPU timer (builtin_calls.p differs from builtin.p
        # only in profile_tick_builtins, deep_small.p from deep.p only in the
        # depth)
        progs = sorted(os.path.basename(p) for p in glob.glob(os.path.join(KNOWN, "*.p"))
                       if not p.endswith("_lib.p")
                       and os.path.basename(p) not in SAME_ON_CPU)
    env = dict(os.environ)
    env["POP11_KNOWN_CPU"] = "1"
    env.setdefault("POP11_LIBDIR", os.path.abspath(os.path.join(HERE, "..")))
    env.pop("POP11_TICK_STRESS", None)
    if a.scale is not None:
        env["POP11_KNOWN_SCALE"] = str(a.scale)
    if a.interval is not None:
        env["POP11_KNOWN_INTERVAL"] = str(a.interval)

    results = {p: [] for p in progs}
    start = time.time()
    for r in range(a.runs):
        for p in progs:
            results[p].append(one_run(pop11, p, env))
        print("run %d of %d done (%.0f s)" % (r + 1, a.runs, time.time() - start),
              file=sys.stderr, flush=True)

    print("Coverage of the true shares by the report's 95%% intervals, "
          "%d runs per program on the CPU timer (profile_interval %s us)"
          % (a.runs, a.interval or 10000))
    all_ok = True
    for p in progs:
        runs = results[p]
        samples = sorted(n for n, _, _, _ in runs)
        cpu = sorted(c for _, _, _, c in runs)
        truth = runs[0][2]
        cover_all = total_all = 0
        lines = []
        for name, share in truth.items():
            cover = 0
            got = []
            for _, rows, _, _ in runs:
                if name in rows:
                    s, lo, hi = rows[name]
                    got.append(s)
                    if lo <= share + 1e-9 and share - 1e-9 <= hi:
                        cover += 1
                else:
                    got.append(0.0)
            mean = sum(got) / len(got)
            sd = math.sqrt(sum((g - mean) ** 2 for g in got) / max(1, len(got) - 1))
            lines.append("    %-10s true %6.2f%%  mean %6.2f%%  sd %5.2f  covered %d of %d (%.0f%%)"
                         % (name, share, mean, sd, cover, len(runs), 100.0 * cover / len(runs)))
            cover_all += cover
            total_all += len(runs)
        rate = 100.0 * cover_all / total_all
        lo, hi = binomial_range(total_all)
        ok = rate >= 90.0
        all_ok = all_ok and ok
        print("%-18s %d of %d intervals covered: %.1f%% %s (95%% intervals that are right: "
              "%d to %d); samples per run %d to %d (median %d), CPU %.1f to %.1f s"
              % (p, cover_all, total_all, rate, "ok" if ok else "BELOW 90%",
                 lo, hi, samples[0], samples[-1], samples[len(samples) // 2],
                 cpu[0], cpu[-1]))
        for l in lines:
            print(l)
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
