#!/usr/bin/env python3
"""profile_overhead.py SHARED_BENCH_DIR [--rounds N] [--kernels k1,k2] [--modes flat,all,idle,plain] [--prelude] [--icount | --inproc]

What profiling costs on the shared benchmark kernels (docs/rules.md section 7, B5:
flat at 100 Hz at most 1.02x, count-all at most 1.05x).  The modes
"calls", "alloc" and "allcounts" add the exact counts (profile_call_counts,
profile_alloc, both with count-all): with --base flat (or all), what the
counting costs.

Each round runs every kernel plain and under each profiling mode
(profile_interval 10000, i.e. 100 Hz) and records the CPU time (user +
system) of each run.  On a machine with two or more CPUs the plain run and
the profiled run of a pair run at the same time, one on each of two CPUs
(swapped from round to round), so that the swings of a shared host, which
on the machine this was written on move a kernel's time by 25 per cent
over minutes and 5 per cent over seconds, change both alike; with one CPU
they run one after the other.  The figure reported per mode is the median
over rounds of the ratio profiled/plain within a pair (with two CPUs, of
the geometric mean of the ratios of two rounds that swapped CPUs, so that
one CPU being slower than the other cancels), with a bootstrap 95%
interval; then the ratio of the fastest runs; then (own) the median of
the profiler's own share of the CPU time, as the ledger line of each
profiled run states it: the time its tick handling took, measured inside
the run, which the host's noise hardly touches.  The "plain"
mode, a plain run paired with another plain run, shows the noise floor.
With --base idle the profiled modes are compared with profile_apply running
the kernel with a timer that never fires: what the ticks alone cost.  The
"allidle" mode is idle with profile_count_all true: with "all", what
count-all's ticks cost, apart from its set-up.  The
"wrap" mode runs the kernel one procedure call deeper and nothing else.
The "lines" mode is flat with profile_lines true (time per line: the line
hook runs at every tick).  The "flat5hz" mode ticks 20 times less often than flat (a handful of ticks
per kernel: what ticking at all costs, apart from the number of ticks).
The "flat1k" and "flat10k" modes tick 10 and 100 times as often as flat:
with --base idle, what they add over idle, divided by 10 or 100, bounds
what the ticks of flat cost far more tightly than flat/idle itself can,
since that is smaller than the noise of a pair.

Both runs of a round load LIB PROFILE and run the kernel from the same
wrapper; they differ only in whether profile_apply runs it.  The wrapper
randomises the memory layout, the same way within a round and anew in each
round: it pads the local slots, the user stack, the frame stack (nested
calls, up to a 4 KB page of frames), the heap (in every size class of
small objects, since each class has pages of its own), the C heap (a dummy
procedure's code) and the C stack (through the length of the environment)
by random amounts, and every driver file's name has the same length (the
arguments too lie above the C stack).  The C stack matters most: moving it
alone by a few hundred bytes changed the fib kernel's time by up to 5 per
cent on the machine this was written on, with nothing else changed.  Where
a kernel's code, locals and operands fall (modulo the 4 KB page) changed its
speed by up to 8 per cent on the machine this was written on, with no
profiling at all: in one measurement loading LIB PROFILE alone, or calling
the kernel from one more procedure alone, cost the loops kernel nothing,
and both together 7 per cent.  (One cause was the open stack and the
locals starting at the same offset in their pages: a local and a stack
slot of equal index aliased, and with one item left on the stack the loops
kernel ran 20 per cent slower.  They are now half a page apart.)  Without
the randomisation the extra frames and heap objects of profile_apply would
draw one fixed ticket in that lottery and report it as the cost of
profiling; with it, both modes draw the same tickets, and the
"idle" control (profile_apply with a timer that never fires) shows what is
left when the ticks are taken away.

What the randomisation cannot remove is the state of the processor's
speculative store forwarding.  The interpreter keeps the open stack and the
locals in memory, so a kernel's inner loop is a chain of stores and loads,
and how fast it runs depends on how the code run before it trained the
processor's store-forwarding predictors.  On the machine this was written
on (AMD EPYC, family 25) the loops kernel ran in 0.64 s when it was the
first Pop-11 code of the process to loop, and in 0.70-0.84 s after other
Pop-11 code had run (a single erase(1) before it was often enough).  The
instructions executed were the same (valgrind), the layout did not matter
(locals, stack, bytecode and constants each moved over a page, the link
order changed), and with speculative store bypass disabled (prctl) all the
variants ran alike, in 1.13 s.  profile_apply is such other code, so a
profiled run of a kernel in a fresh process is compared with an unusually
fast plain run.  (That was before the interpreter kept the top of the
stack in a register; since then loops takes 0.64-0.72 s either way, but a
kernel's time still moves by a few per cent, and in either direction, with
what ran before it, and the same configuration measured twice in one
process has given closures 1.12 and 1.01.)

--prelude randomises that state as the padding randomises the layout: each
round runs a prelude, a procedure made of a random mix of the interpreter's
common paths run a random number of times, the same in both runs of a pair,
just before the kernel (before profile_apply, in a profiled run).  Without
it the plain run is the first Pop-11 code of its process to loop, the fast
case: after a prelude the loops kernel took 0.64-0.76 s, plain and idle
alike, where without one plain took 0.64 s and idle 0.66-0.68 s.

--inproc runs all the modes in one process per kernel, in turn, after one
uncounted round, as a user comparing kernel() with profile kernel() at the
REPL would: both come after much the same history.

With --icount nothing is timed: each mode runs once, in one fixed layout,
under valgrind (cachegrind), and the instructions it executed are compared
with the plain run's.  That is the work profiling adds, which neither the
host's noise nor the layout touches.  Under valgrind a CPU-time tick covers
far less of the program than natively, so the ticks' part is given per tick
(instructions over idle) and scaled to 100 Hz with the plain run's native
instruction rate.  A time ratio above 1 with no extra instructions is the
processor running the same instructions more slowly, not profiling work.
"""
import argparse, atexit, os, random, re, shutil, statistics, subprocess, sys, tempfile

ap = argparse.ArgumentParser()
ap.add_argument("bench")
ap.add_argument("--rounds", type=int, default=20)
ap.add_argument("--kernels", default="fib,loops,lists,props,strings,sort,closures,tak,float")
ap.add_argument("--modes", default="flat,all,idle,plain")
ap.add_argument("--base", default="plain", help="the mode the others are compared with")
ap.add_argument("--inproc", action="store_true",
                help="run every mode in turn in one process per kernel, as at the REPL")
ap.add_argument("--prelude", action="store_true",
                help="run a random prelude, the same in both runs of a pair, before the kernel")
ap.add_argument("--icount", action="store_true",
                help="count the instructions each mode executes (valgrind) instead of timing it")
ap.add_argument("--pop11", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pop11"))
args = ap.parse_args()
modes = args.modes.split(",")
tmp = tempfile.mkdtemp()
atexit.register(shutil.rmtree, tmp, True)

RUN = {
    "plain": "pop11_compile(hd(poparglist));",
    "flat": "false -> profile_count_all;\n"
            "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    "all": "true -> profile_count_all;\n"
           "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    # controls: profile_apply with a timer that never fires, and flat at
    # 5 Hz, 1000 Hz and 10 000 Hz
    "idle": "100000000 -> profile_interval;\n"
            "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    "allidle": "100000000 -> profile_interval; true -> profile_count_all;\n"
               "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    "wrap": "procedure; pop11_compile(hd(poparglist)) endprocedure();",
    "flat5hz": "200000 -> profile_interval;\n"
               "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    "flat1k": "1000 -> profile_interval;\n"
              "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    "flat10k": "100 -> profile_interval;\n"
               "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    # flat with the exact counts (compare with --base flat): calls, heap
    # bytes, and both with count-all (bytes inclusive too)
    "calls": "true -> profile_call_counts;\n"
             "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    "alloc": "true -> profile_alloc;\n"
             "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    "allcounts": "true -> profile_count_all; true -> profile_call_counts; true -> profile_alloc;\n"
                 "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
    # flat with time per line (issue 31: the line hook at every tick and
    # the hottest lines table; compare with the base plain, or flat)
    "lines": "true -> profile_lines;\n"
             "profile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);",
}


# The statements a prelude is made of: the interpreter's common paths
# (arithmetic, comparisons, lists, vectors, strings, properties, calls and
# closures) in random mixes.
PRELUDE = ["x + 1 -> x;", "x * 3 -> y;", "x - y -> x;", "x && 255 -> x;",
           "if x > y then y -> x else y + 1 -> y endif;", "[^x ^y] -> l;",
           "hd(l) -> x;", "length(l) -> y;", "{%x, y%} -> v;", "v(2) -> y;",
           "consstring(65, 66, 2) -> s;", "s >< 'c' -> s;", "y -> t(x);",
           "t(x) -> y;", "p(x) -> y;", "abs(x - 1000) -> x;", "x // 7 -> (y, x);"]


def prelude(seed):
    """Pop-11 text of a procedure `prelude` made of a random mix of
    PRELUDE, run a random number of times (SEED chooses both)."""
    rnd = random.Random(seed)
    body = "\n".join("        " + rnd.choice(PRELUDE) for _ in range(rnd.randint(3, 12)))
    return ("define prelude();\n"
            "    lvars x = 1, y = 2, l = [1 2], s = '', v = {1 2}, i,\n"
            "          t = newproperty([], 16, 0, \"perm\"), p = nonop +(%% 1 %%);\n"
            "    for i from 1 to %d do\n%s\n    endfor;\nenddefine;\n" % (rnd.randint(1, 5000), body))


# A layout with no padding and no prelude.
UNPADDED = (0, 0, 0, (), 0, 0, None)


def driver(mode, layout):
    """A Pop-11 file that runs the kernel named by its argument in MODE,
    with the memory layout padded as LAYOUT says, and after a prelude (see
    prelude) when LAYOUT's last element, its seed, is not None."""
    nlocals, nstack, nframes, nheap, ncode, nenv, seed = layout
    # every driver's path has the same length: the arguments lie at the top
    # of the C stack, so a longer name would move the interpreter's C frame
    path = os.path.join(tmp, "d%02d.p" % list(RUN).index(mode))
    lv = ", ".join("pad%d" % i for i in range(nlocals))
    with open(path, "w") as f:
        f.write("uses profile;\n10000 -> profile_interval;\n")
        # small objects of each size class live in pages of their own: a
        # string of length 16c lands in the c-th class (or the one after
        # it), and nheap[c] of them move the next objects of that class
        f.write("vars pad_heap = [%% lvars n, c = 0; for n in [%s] do\n"
                "    repeat n times inits(c) endrepeat; c + 16 -> c endfor %%];\n"
                % " ".join(map(str, nheap)))
        f.write("define pad_code();\n%senddefine;\n" % ("    0 ->;\n" * ncode))
        if seed is not None:
            f.write(prelude(seed))
        f.write("define run_padded();\n")
        if lv:
            f.write("    lvars %s;\n" % lv)
        f.write("    repeat %d times 0 endrepeat;\n" % nstack)
        if seed is not None:
            f.write("    prelude();\n")
        f.write("    %s\n" % RUN[mode])
        f.write("    erasenum(%d);\nenddefine;\n" % nstack)
        for i in range(nframes):
            f.write("define pad_frame%d(); %s() enddefine;\n"
                    % (i, "pad_frame%d" % (i - 1) if i else "run_padded"))
        f.write("%s();\n" % ("pad_frame%d" % (nframes - 1) if nframes else "run_padded"))
    return path


# Address-space randomisation off (when setarch can do it), so that the
# layout of a run is the one the padding chose and nothing else.
NORAND = ["setarch", os.uname().machine, "-R"] if shutil.which("setarch") else []


CPUS = sorted(os.sched_getaffinity(0))[:2]


def spawn(cmd, cpu, out=os.devnull, env=None):
    pid = os.fork()
    if pid == 0:
        try:
            if cpu is not None:
                os.sched_setaffinity(0, {cpu})
            fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            os.dup2(fd, 1)
            fd = os.open(os.devnull, os.O_WRONLY)
            os.dup2(fd, 2)
            os.execvpe(cmd[0], cmd, env if env is not None else os.environ)
        finally:
            os._exit(127)
    return pid


def reap(pids):
    """CPU seconds of each of PIDS, in order."""
    got = {}
    while len(got) < len(pids):
        pid, status, ru = os.wait4(-1, 0)
        if status != 0:
            sys.exit("a run failed (status %d)" % status)
        got[pid] = ru.ru_utime + ru.ru_stime
    return [got[p] for p in pids]


OUT = os.path.join(tmp, "out")


def pair(cmd_a, cmd_b, swap, nenv):
    """CPU seconds of CMD_A and CMD_B, run side by side when there are two
    CPUs; the output of CMD_B is left in the file OUT.  Both get an
    environment NENV bytes longer, which moves the C stack by that much."""
    env = dict(os.environ, POP11_PAD="x" * nenv)
    if len(CPUS) < 2:
        return reap([spawn(NORAND + cmd_a, None, env=env)]) + reap([spawn(NORAND + cmd_b, None, OUT, env)])
    ca, cb = (CPUS[1], CPUS[0]) if swap else (CPUS[0], CPUS[1])
    return reap([spawn(NORAND + cmd_a, ca, env=env), spawn(NORAND + cmd_b, cb, OUT, env)])


def own_share():
    """The profiler's own share of the CPU time (per cent) that the ledger
    line of the last profiled run states, or None."""
    m = re.search(r"; profiler [0-9.]+ ms \(([0-9.]+)% of CPU time\)", open(OUT).read())
    return float(m.group(1)) if m else None


def interval(ratios):
    meds = sorted(statistics.median(random.choices(ratios, k=len(ratios))) for _ in range(2000))
    return meds[50], meds[1949]


def icount(cmd):
    """Instructions executed by CMD under valgrind's cachegrind, and the
    ticks its ledger line says were charged (0 when it has none)."""
    out = os.path.join(tmp, "icount")

    def big_stack():
        # pop11 re-executes itself through /proc/self/exe to raise a C stack
        # limit below 63 MiB (vm_ensure_cstack), which under valgrind would
        # run valgrind's tool binary without its launcher: raise it here
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
        want = 63 << 20
        if soft != resource.RLIM_INFINITY and soft < want and (hard == resource.RLIM_INFINITY or hard >= want):
            resource.setrlimit(resource.RLIMIT_STACK, (want, hard))
    with open(out, "w") as f:
        r = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                            "--cachegrind-out-file=/dev/null"] + cmd,
                           stdout=f, stderr=subprocess.PIPE, text=True, preexec_fn=big_stack)
    m = re.search(r"I\s+refs:\s+([\d,]+)", r.stderr)
    if not m:
        sys.exit("valgrind failed: " + r.stderr[-400:])
    t = re.search(r"ticks: \d+ expected, (\d+) charged", open(out).read())
    return int(m.group(1).replace(",", "")), int(t.group(1)) if t else 0


def inproc_driver(order, rounds):
    """A Pop-11 file that runs the kernel named by its argument ROUNDS times
    in each mode of ORDER (each mode as RUN says), in turn (the order
    reversed every other round), after one round that is not counted, and
    prints each run's CPU time (hundredths of a second) on a line
    ";;; TIME mode n"."""
    path = os.path.join(tmp, "inproc.p")
    with open(path, "w") as f:
        f.write("uses profile;\n")
        for m in order:
            # the settings of one mode must not stay for the next
            f.write("define run_%s();\n    10000 -> profile_interval;\n"
                    "    false -> profile_count_all;\n    %s\nenddefine;\n" % (m, RUN[m]))
        f.write("""lvars r, m, t0, order = [%s];
;;; round 0 is not counted: in it the first mode would be the first code
;;; to run the kernel's loops
for r from 0 to %d do
    for m in if r mod 2 == 0 then rev(order) else order endif do
        systime() -> t0;
        valof(consword('run_' >< m))();
        if r > 0 then
            pr(';;; TIME '); pr(m); pr(' '); pr(systime() - t0); pr(newline)
        endif
    endfor
endfor;
""" % (" ".join(order), rounds))
    return path


if args.inproc:
    # Every mode in one process, as a user at the REPL would compare
    # `kernel()` with `profile kernel()`: both run after the same history of
    # other code, so they start from the same processor state (see above).
    # systime counts hundredths of a second, so the rounds are many enough
    # for 4 seconds of each mode.
    order = list(dict.fromkeys(["plain"] + modes))
    print("%-9s %7s  %s" % ("kernel", "plain", "  ".join("%-26s" % ("%s/plain (95%%)" % m) for m in order if m != "plain")))
    worst = {m: 0.0 for m in order}
    for k in args.kernels.split(","):
        kernel = os.path.join(args.bench, "pop11", k + ".p")
        one = reap([spawn([args.pop11, driver("plain", UNPADDED), kernel], None)])[0]
        rounds = max(8, int(4.0 / max(one, 0.05)) + 1)
        out = os.path.join(tmp, "inproc.out")
        reap([spawn([args.pop11, inproc_driver(order, rounds), kernel], CPUS[0] if CPUS else None, out)])
        t = {m: [] for m in order}
        for m, n in re.findall(r";;; TIME (\w+) (\d+)", open(out).read()):
            t[m].append(int(n))
        if any(len(v) != rounds for v in t.values()):
            sys.exit("the in-process run of %s did not finish" % k)
        cols = []
        for m in order:
            if m == "plain":
                continue
            ratio = sum(t[m]) / sum(t["plain"])
            boot = sorted(sum(t[m][i] for i in ix) / sum(t["plain"][i] for i in ix)
                          for ix in (random.choices(range(rounds), k=rounds) for _ in range(2000)))
            worst[m] = max(worst[m], ratio)
            cols.append("%-26s" % ("%.3f (%.3f-%.3f)" % (ratio, boot[50], boot[1949])))
        print("%-9s %7.2f  %s" % (k, sum(t["plain"]) / rounds / 100.0, "  ".join(cols)), flush=True)
    print("worst: " + ", ".join("%s %.3f" % (m, worst[m]) for m in order if m != "plain"))
    sys.exit(0)


if args.icount:
    # The work each mode adds, free of the host's noise and of memory
    # layout: instructions counted by valgrind, one fixed layout.  Under
    # valgrind a CPU-time tick covers far less of the program than natively,
    # so the ticks' cost is reported per tick (what a tick adds over idle)
    # and scaled to 100 Hz with the native instruction rate of the plain run.
    layout = UNPADDED
    print("%-9s %13s  %s" % ("kernel", "plain instr", "  ".join(
        "%-36s" % ("%s/plain ticks instr/tick at-100Hz" % m) for m in modes if m != "plain")))
    for k in args.kernels.split(","):
        kernel = os.path.join(args.bench, "pop11", k + ".p")
        native = reap([spawn([args.pop11, driver("plain", layout), kernel], None)])[0]
        counts = {m: icount([args.pop11, driver(m, layout), kernel]) for m in modes}
        plain = counts["plain"][0] if "plain" in counts else icount([args.pop11, driver("plain", layout), kernel])[0]
        rate = plain / native
        cols = []
        for m in modes:
            if m == "plain":
                continue
            n, ticks = counts[m]
            ref = counts["idle"][0] if "idle" in counts and m != "idle" else plain
            per = (n - ref) / ticks if ticks else 0.0
            cols.append("%-36s" % ("%.4f %6d %9.0f %7.4f%%" % (n / plain, ticks, per, 100.0 * per * 100 / rate)))
        print("%-9s %13d  %s" % (k, plain, "  ".join(cols)), flush=True)
    sys.exit(0)


print("%-9s %7s  %s" % ("kernel", args.base, "  ".join("%-34s" % ("%s/%s (95%%) min/min" % (m, args.base)) + ("   own  " if m not in ("plain", "idle") else "         ") for m in modes)))
worst = {m: 0.0 for m in modes}
for k in args.kernels.split(","):
    kernel = os.path.join(args.bench, "pop11", k + ".p")
    base = {m: [] for m in modes}
    times = {m: [] for m in modes}
    own = {m: [] for m in modes}
    for r in range(args.rounds):
        # frames are 64 bytes: 64 of them span a 4 KB page; a line of
        # pad_code is 8 bytes of code; the heap's size classes are 16 bytes
        # apart, up to 512
        layout = (random.randrange(512), random.randrange(512), random.randrange(64),
                  tuple(random.randrange(4096 // (16 * (c + 1)) + 1) for c in range(33)),
                  random.randrange(512), random.randrange(4096),
                  random.randrange(1 << 30) if args.prelude else None)
        first = [args.pop11, driver(args.base, layout), kernel]
        order = modes[:]
        random.shuffle(order)
        for m in order:
            other = [args.pop11, driver(m, layout) if m != args.base else first[1], kernel]
            if m == args.base:
                other[1] = os.path.join(tmp, "dsa.p")
                shutil.copy(first[1], other[1])
            p, q = pair(first, other, r % 2 == 1, layout[5])
            base[m].append(p)
            times[m].append(q)
            if own_share() is not None:
                own[m].append(own_share())
    cols = []
    for m in modes:
        ratios = [q / p for p, q in zip(base[m], times[m])]
        # rounds 2i and 2i+1 ran the pair on swapped CPUs: their geometric
        # mean cancels a difference in speed between the two CPUs
        if len(CPUS) >= 2 and len(ratios) >= 2:
            ratios = [(ratios[i] * ratios[i + 1]) ** 0.5 for i in range(0, len(ratios) - 1, 2)]
        med = statistics.median(ratios)
        lo, hi = interval(ratios)
        worst[m] = max(worst[m], med)
        cols.append("%-34s" % ("%.3f (%.3f-%.3f) %.3f" % (med, lo, hi, min(times[m]) / min(base[m]))))
        if own[m]:
            cols[-1] += "%6.2f%%  " % statistics.median(own[m])
        elif any(own.values()):
            cols[-1] += "         "
    allbase = [t for m in modes for t in base[m]]
    print("%-9s %7.2f  %s" % (k, statistics.median(allbase), "  ".join(cols)), flush=True)
print("worst median: " + ", ".join("%s %.3f" % (m, worst[m]) for m in modes))
