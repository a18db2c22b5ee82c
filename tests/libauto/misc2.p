;;; lib/auto: sysfileparse, sysfilehost, sysfiledisk, sysfiledir, sysfilename,
;;; sysfiletype, sysfileversion, sysfileextension, sysfilefield, popdplaces,
;;; pop_null_device, popdevraw, popconstants, pop_optimise, popdefineconstant,
;;; popdefineprocedure, popdatalib, popliblibdir, popsyslist, sysstring,
;;; pop_float_radix, devname, countitem, issymlink, sys_dir_size
isdevice(popdevraw) or popdevraw == false or isundef(popdevraw) =>
sysfiledir('/a/b/c.p') => sysfilename('/a/b/c.p') => sysfileextension('/a/b/c.p') => sysfiletype('/a/b/c.p') =>
sysfiledir('c.p') => sysfilename('c') => sysfileextension('c') => sysfiletype('c') =>
sysfileparse('/a/b/c.p') =>
sysfilefield('/a/b/c.p', 3) => sysfilefield('/a/b/c.p', 4) =>
sysfilehost('/a/b') => sysfiledisk('/a/b') => sysfileversion('/a/b') =>
popdplaces =>
3 -> popdplaces; pop_pr_places, sqrt(2) =>
6 -> popdplaces;
lvars s = inits(10); sysread(pop_null_device, s, 10) =>
syswrite(pop_null_device, 'discarded', 9);
popconstants, pop_optimise =>
isboolean(popdefineconstant), isboolean(popdefineprocedure) =>
isstring(popdatalib), isstring(popliblibdir), islist(popsyslist) =>
datalength(sysstring), sysstringlen =>
pop_float_radix =>
devname(popdevin) =>
sysobey('printf "a bb  ccc\\n\\tdd(x) e\\n" > /tmp/pop11_countitem.txt');
countitem('/tmp/pop11_countitem.txt') =>
sysobey('rm -f /tmp/pop11_link; ln -s /tmp/pop11_countitem.txt /tmp/pop11_link');
issymlink('/tmp/pop11_link'), issymlink('/tmp/pop11_countitem.txt') =>
sysobey('rm -rf /tmp/pop11_dsz; mkdir /tmp/pop11_dsz');
isinteger(sys_dir_size('/tmp/pop11_dsz')) =>
