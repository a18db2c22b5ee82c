# The pprof export decoded here (python3's gzip and a protobuf reader of a
# few lines, no Go): the gzip file and profile.proto of a run on the
# deterministic tick, as written (golden): the sample types, each sample's
# locations (the leaf first) with their functions and lines and its
# values, the functions with file and start line, the period and the
# comment.  The samples match the .folded export of the run, and writing
# the run twice gives the same bytes; a run loaded from a saved file
# gives the same samples.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cp fib_busy.p "$TMPDIR/" && cd "$TMPDIR" || exit 1
cat > g.p <<'END'
uses profile;
pop11_compile('fib_busy.p');
20 -> profile_tick_every;
true -> profile_count_all;
profile fib_and_busy(12, 1500);
profile_export('g.folded');
profile_export('g.pb.gz');
profile_export('g2.pb.gz');
profile_save('g.run');
profile_load('g.run');
profile_export('l.pb.gz');
END
"$POP11" g.p > out 2>&1 || { cat out; exit 1; }
cmp -s g.pb.gz g2.pb.gz && echo "the same run written twice: the same bytes"
python3 - << 'PY'
import gzip, collections
def varint(b, i):
    n = s = 0
    while True:
        c = b[i]; i += 1; n |= (c & 127) << s; s += 7
        if c < 128: return n, i
def fields(b):
    i, out = 0, []
    while i < len(b):
        key, i = varint(b, i); k, t = key >> 3, key & 7
        if t == 0: v, i = varint(b, i)
        elif t == 2:
            n, i = varint(b, i); v = b[i:i + n]; i += n
        else: raise ValueError("wire type %d" % t)
        out.append((k, v))
    return out
def packed(b):
    i, out = 0, []
    while i < len(b):
        v, i = varint(b, i); out.append(v)
    return out
def decode(path):
    raw = gzip.open(path).read()
    p = collections.defaultdict(list)
    for k, v in fields(raw): p[k].append(v)
    st = [s.decode() for s in p[6]]
    msg = lambda b: dict(fields(b))
    funcs = {m.get(1): m for m in map(msg, p[5])}
    locs = {}
    for b in p[4]:
        m = dict((k, v) for k, v in fields(b) if k != 4)
        lines = [msg(v) for k, v in fields(b) if k == 4]
        locs[m[1]] = lines
    samples = []
    for b in p[2]:
        ids, vals = [], []
        for k, v in fields(b):
            if k == 1: ids += packed(v)
            if k == 2: vals += packed(v)
        samples.append((ids, vals))
    return p, st, funcs, locs, samples
p, st, funcs, locs, samples = decode("g.pb.gz")
print("strings[0] empty:", st[0] == "")
print("sample types:", [st[msg.get(1, 0)] + "/" + st[msg.get(2, 0)] for msg in (dict(fields(b)) for b in p[1])])
pt = dict(fields(p[11][0]))
print("period:", p[12][0], st[pt[1]] + "/" + st[pt[2]], "default:", st[p[14][0]], "comment:", st[p[13][0]])
print("duration (ns):", p[10][0])
for i in sorted(funcs):
    f = funcs[i]
    print("function", i, st[f[2]], "file", st[f.get(4, 0)], "start line", f.get(5, 0))
for i in sorted(locs):
    print("location", i, ["%s:%d" % (st[funcs[l[1]][2]], l.get(2, 0)) for l in locs[i]])
def stacks(st, funcs, locs, samples):
    c = collections.Counter()
    for ids, vals in samples:
        fr = []
        for i in reversed(ids):
            l = locs[i][0]
            fr.append(st[funcs[l[1]][2]] + (":%d" % l[2] if l.get(2) else ""))
        c[";".join(fr)] += vals[0]
    return c
for ids, vals in samples:
    print("sample", vals, "locations", ids)
print("cpu = count * period:", all(v[1] == v[0] * p[12][0] for _, v in samples))
folded = collections.Counter()
for l in open("g.folded").read().splitlines():
    s, n = l.rsplit(" ", 1); folded[s] += int(n)
print("samples = .folded:", stacks(st, funcs, locs, samples) == folded)
_, st2, funcs2, locs2, samples2 = decode("l.pb.gz")
print("the saved run loaded: the same samples:", stacks(st2, funcs2, locs2, samples2) == folded)
PY
