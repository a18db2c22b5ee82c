# fuzz_profile_tables.py FUZZ_PROFILE_C: the texts of tests/fuzz/fuzz_profile.c
# (its prelude, its defaults and its arrays of step texts) as Pop-11
# variables fz_prelude, fz_reset, fz_v_interval ..., for
# fuzz_profile_steps.p (oracle_fuzz_profile.sh): taken from the C file
# itself, so that the two cannot drift apart.
import re, sys
src = open(sys.argv[1]).read()
def lits(body):
    return [bytes(x, 'latin-1').decode('unicode_escape')
            for x in re.findall(r'"((?:[^"\\]|\\.)*)"', body)]
def pop(s):
    return "'" + s.replace('\\', '\\\\').replace("'", "\\'").replace('\n', '\\n') + "'"
out = []
for name in ['prelude', 'reset']:
    m = re.search(r'static const char ' + name + r'\[\] =\n(.*?);\n', src, re.S)
    out.append('vars fz_' + name + ' = ' + pop(''.join(lits(m.group(1)))) + ';')
for m in re.finditer(r'static const char \*const (\w+)\[\] = \{(.*?)\};', src, re.S):
    out.append('vars fz_' + m.group(1) + ' = {' + ' '.join(pop(x) for x in lits(m.group(2))) + '};')
print('\n'.join(out))
