/*
** device.c -- system devices (REF SYSIO) and the character streams made
** from them.
**
** Design
**   A device is a T_DEVICE object (value.h) holding a stdio stream, its
**   open name and its full name.  The standard devices popdevin, popdevout
**   and popdeverr hold stdin, stdout and stderr, the streams the printer
**   writes, so syswrite(popdevout, ...) and pr(...) stay in order; closing
**   one of them only flushes it.  Other devices are opened with open(2) (so
**   access modes, O_EXCL and the creation mode are Unix's own) and wrapped
**   with fdopen.  h.flags holds the DEV_* bits below; a closed device keeps
**   its names and mishaps when used.  The garbage collector closes a
**   device nobody can reach (device_finalise).
**
**   org (the organisation argument): "line" and "record" make sysread stop
**   after a newline; true reads the full count; false stops after a
**   newline on terminals, pipes and sockets and reads the full count from
**   disk files, as REF SYSIO describes.
**
**   discin, discout and discappend make character repeaters and consumers
**   over devices (closures of nameless built-ins over a one-element state
**   vector holding the device); discin_device and discout_device recover
**   the device.  charin reads the standard input.
**
**   Who uses it: the itemiser reads source files through these streams,
**   sysutil.c wraps pipe ends (device_from_fd) and dup2s device_fd, and
**   gc.c calls device_finalise when it frees a device.  The gc_push_root
**   calls around allocations (mk_device, open_device) are a safeguard
**   only: allocation never collects (vm/core/gc.c).
*/
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "device.h"
#include "data.h"
#include "gc.h"
#include "itemise.h"
#include "lib.h"
#include "prim.h"
#include "vmcode.h"

enum {
    DEV_READ = 1, DEV_WRITE = 2,   /* open for reading / writing         */
    DEV_LINE = 4,                  /* org "line" or "record"             */
    DEV_FULL = 8,                  /* org true                           */
    DEV_TTYLIKE = 16,              /* terminal, pipe, socket             */
    DEV_STD = 32,                  /* stdin, stdout or stderr            */
    DEV_CLOSED = 64
};

#define IS_DEVICE(v) IS_TYPE(v, T_DEVICE)
#define DEV(v)       ((Device *)(v))
#define DFP(v)       ((FILE *)DEV(v)->fp)

static Val id_poplastchar;

/* A new device over the stdio stream fp (NULL for none), with the DEV_*
   flags given; DEV_TTYLIKE is added for a character device, pipe or
   socket, which decides how a false org reads (see above). */
static Val mk_device(VM *vm, FILE *fp, Val open_name, Val full_name, int flags)
{
    gc_push_root(vm, &open_name);
    gc_push_root(vm, &full_name);
    Device *d = gc_alloc(vm, sizeof(Device), T_DEVICE);
    gc_pop_root(vm);
    gc_pop_root(vm);
    d->fp = fp;
    d->open_name = open_name;
    d->full_name = full_name;
    d->h.flags = (uint16_t)flags;
    struct stat st;
    if (fp && fstat(fileno(fp), &st) == 0 &&
        (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)))
        d->h.flags |= DEV_TTYLIKE;
    return (Val)d;
}

/* See device.h. */
Val device_from_fd(VM *vm, int fd, int write, const char *name)
{
    FILE *fp = fdopen(fd, write ? "w" : "r");
    if (!fp) { close(fd); vm_mishap(vm, "CAN'T OPEN PIPE", 0); }
    Val n = mk_cstring(vm, name);
    return mk_device(vm, fp, n, FALSE_V, write ? DEV_WRITE : DEV_READ);
}

/* See device.h: the collector frees a device nobody can reach; its stream
   is closed then (buffered output is written), except for the standard
   three, which stay open for the rest of the program. */
void device_finalise(Obj *o)
{
    Device *d = (Device *)o;
    if (!(o->flags & (DEV_CLOSED | DEV_STD)) && d->fp) fclose((FILE *)d->fp);
    d->fp = NULL;
}

/* The device v, open, and open for reading or writing as `want` says
   (DEV_READ, DEV_WRITE or 0); Poplog's mishaps otherwise. */
static Val check_device(VM *vm, Val v, int want)
{
    if (!IS_DEVICE(v)) vm_mishap(vm, "DEVICE NEEDED", 1, v);
    if (OBJ(v)->flags & DEV_CLOSED) vm_mishap(vm, "ATTEMPT TO USE CLOSED DEVICE", 1, v);
    if (want && !(OBJ(v)->flags & want))
        vm_mishap(vm, want == DEV_READ ? "DEVICE NOT OPEN FOR READING"
                                       : "DEVICE NOT OPEN FOR WRITING", 1, v);
    return v;
}

/* Close dev's stream and mark it closed (its names stay, for printing);
   a standard device is only flushed and stays usable; a second close does
   nothing. */
static void close_device(Val dev)
{
    if (OBJ(dev)->flags & DEV_CLOSED) return;
    if (OBJ(dev)->flags & DEV_STD) { fflush(DFP(dev)); return; }
    fclose(DFP(dev));
    DEV(dev)->fp = NULL;
    OBJ(dev)->flags |= DEV_CLOSED;
}

/* See device.h. */
int device_fd(VM *vm, Val v)
{
    if (!IS_DEVICE(v) || (OBJ(v)->flags & DEV_CLOSED) || !DEV(v)->fp)
        vm_mishap(vm, "DEVICE NEEDED", 1, v);
    return fileno(DFP(v));
}

/* The next byte of fp, or termin; a read that can block (a pipe, a
   terminal) is a wait of a wall-clock profile (vm_wait_begin). */
static Val next_byte(VM *vm, FILE *fp)
{
    vm_wait_begin(vm, VM_WAIT_READ);
    int c = getc(fp);
    vm_wait_end(vm);
    return c == EOF ? TERMIN_V : MK_INT(c);
}

/* ---- opening ------------------------------------------------------------ */

/* The file name a sysopen-like procedure was given: a string as it is, a
   word with pop_default_type added; its path, ~ and $VARIABLEs expanded,
   in path[4096]. */
static Val file_arg(VM *vm, Val name, char *path)
{
    if (!IS_STRING(name)) {
        if (!IS_WORD(name)) vm_mishap(vm, "STRING NEEDED", 1, name);
        Val ext = ident_value(vm, "pop_default_type");
        char buf[1024];
        snprintf(buf, sizeof buf, "%.*s%s", (int)WORD_PTR(name)->len, WORD_PTR(name)->chars,
                 IS_STRING(ext) ? STR_PTR(ext)->chars : "");
        name = mk_cstring(vm, buf);
    }
    lib_expand_path(STR_PTR(name)->chars, path, 4096);
    return name;
}

/* Why opening path failed, in Poplog's words; *missing is set when the
   file does not exist but its directory does. */
static const char *open_error(const char *path, int err, int *missing)
{
    *missing = 0;
    if (err == ENOTDIR) return "Invalid directory";
    if (err == EISDIR) return "File is a directory";
    if (err != ENOENT) return strerror(err);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash) snprintf(dir, sizeof dir, ".");
    else if (slash == dir) dir[1] = 0;
    else *slash = 0;
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) return "Invalid directory";
    *missing = 1;
    return strerror(err);
}

/* pop_file_versions as a count of versions kept (1: no back files). */
static int file_versions(VM *vm)
{
    Val v = ident_value(vm, "pop_file_versions");
    return IS_INT(v) && INT_VAL(v) > 1 ? (int)(INT_VAL(v) < 20 ? INT_VAL(v) : 20) : 1;
}

/* path followed by k '-' characters, in buf. */
static const char *back_name(char *buf, size_t size, const char *path, int k)
{
    snprintf(buf, size, "%s%.*s", path, k, "--------------------");
    return buf;
}

/* Before path is created afresh: move its back versions one further back
   (path- becomes path--, ...), the oldest of `keep` versions going. */
static void move_back(const char *path, int keep)
{
    char from[4200], to[4200];
    for (int k = keep - 1; k >= 1; k--) {
        back_name(from, sizeof from, path, k - 1);
        if (access(from, F_OK) == 0) rename(from, back_name(to, sizeof to, path, k));
    }
}

enum { OPEN_READ, OPEN_CREATE, OPEN_APPEND };

/* Open (or create, or open to append) the file named by name with access
   mode `mode` and organisation org.  errchar is sysopen's or syscreate's
   optional argument (0 when absent).  Returns the device, or false where
   errchar says so; mishaps otherwise. */
static Val open_device(VM *vm, Val name, intptr_t mode, Val org, int errchar, int how)
{
    char path[4096];
    name = file_arg(vm, name, path);
    /* Phase 1: open(2) flags and the device's DEV_ bits from mode and how;
       syscreate first moves the older versions back (file-, file--, ...)
       unless errchar F asks for an exclusive create. */
    int acc = mode == 0 ? O_RDONLY : mode == 1 ? O_WRONLY : O_RDWR;
    int flags = mode == 0 ? DEV_READ : mode == 1 ? DEV_WRITE : DEV_READ | DEV_WRITE;
    if (how == OPEN_APPEND) { acc = O_WRONLY | O_APPEND; flags = DEV_WRITE; }
    if (how == OPEN_CREATE) acc |= O_CREAT | O_TRUNC | (errchar == 'F' ? O_EXCL : 0);
    Val fm = ident_value(vm, "pop_file_mode");
    mode_t perm = IS_INT(fm) ? (mode_t)INT_VAL(fm) : 0664;
    int keep = how == OPEN_CREATE && errchar != 'F' ? file_versions(vm) : 1;
    if (keep > 1 && access(path, F_OK) == 0) move_back(path, keep);
    int fd = open(path, acc | O_CLOEXEC, perm);
    /* Phase 2, a failure: errchar decides which errors give false (A: any
       failure to reach the file, D: a missing file or directory; for
       sysopen F or none: a missing file, N: nothing; for syscreate F: the
       file exists already); the rest are mishaps naming the reason in
       Poplog's words. */
    if (fd < 0) {
        int err = errno, missing;
        const char *why = open_error(path, err, &missing);
        if (how == OPEN_CREATE) {
            if (err == EEXIST && errchar == 'F') return FALSE_V;
        } else if (errchar == 'A' ? (err == ENOENT || err == ENOTDIR || err == EACCES ||
                                     err == EISDIR || err == ENAMETOOLONG || err == ELOOP)
                   : errchar == 'D' ? (err == ENOENT || err == ENOTDIR)
                   : errchar != 'N' && missing) {
            return FALSE_V;
        }
        char msg[300];
        snprintf(msg, sizeof msg, "%s (%s)",
                 how == OPEN_CREATE ? "CAN'T CREATE FILE" : "CAN'T OPEN FILE", why);
        vm_mishap(vm, msg, 1, name);
    }
    /* Phase 3: the stdio stream, the organisation, and the full name
       (realpath, or the name as given when it cannot be resolved). */
    FILE *fp = fdopen(fd, mode == 0 ? "r" : (flags & DEV_READ) ? "r+" : "w");
    if (!fp) { close(fd); vm_mishap(vm, "CAN'T OPEN FILE (out of memory)", 1, name); }
    if (org == TRUE_V) flags |= DEV_FULL;
    else if (IS_WORD(org) && WORD_PTR(org)->len == 4 &&
             memcmp(WORD_PTR(org)->chars, "line", 4) == 0) flags |= DEV_LINE;
    else if (IS_WORD(org) && WORD_PTR(org)->len == 6 &&
             memcmp(WORD_PTR(org)->chars, "record", 6) == 0) flags |= DEV_LINE;
    char full[4096];
    gc_push_root(vm, &name);
    Val fullname = mk_cstring(vm, realpath(path, full) ? full : path);
    gc_pop_root(vm);
    return mk_device(vm, fp, name, fullname, flags);
}

/* sysopen and syscreate: (name, mode, org [, errchar]) on the stack; the
   optional errchar is recognised as an integer on top (org is never one)
   and must be one of the characters in valid. */
static void open_prim(VM *vm, int how, const char *valid)
{
    int errchar = 0;
    NEED(3);
    if (IS_INT(PEEK(0))) {
        Val e = POP();
        intptr_t c = INT_VAL(e);
        if (c < 0 || c > 255 || !strchr(valid, (int)c))
            vm_mishap(vm, "sysopen/create: INVALID ERROR CHARACTER CODE", 1, e);
        errchar = (int)c;
    }
    Val org = POP();
    Val mode = POP();
    Val name = POP();
    intptr_t m = check_int(vm, mode);
    PUSH(open_device(vm, name, m, org, errchar, how));
}

PRIM(p_sysopen, "sysopen", -1, 1, "sysopen(filename, mode, org [, errchar]) -> device or false: open an existing file; mode 0 reads, 1 writes, 2 does both; org \"line\" makes sysread stop at newlines; errchar `A`, `D`, `F` (default) or `N` says which failures give false instead of a mishap (any, a missing file or directory, a missing file, none)")
{
    open_prim(vm, OPEN_READ, "ADFN");
}

PRIM(p_syscreate, "syscreate", -1, 1, "syscreate(filename, mode, org [, errchar]) -> device or false: create (or empty) a file with permissions pop_file_mode; errchar `F` gives false if the file exists already (an atomic test), `N` (default) mishaps")
{
    open_prim(vm, OPEN_CREATE, "FN");
}

PRIM(p_readable, "readable", 1, 1, "readable(filename) -> device or false: sysopen(filename, 0, false, `A`)")
{
    Val name = POP();
    PUSH(open_device(vm, name, 0, FALSE_V, 'A', OPEN_READ));
}

PRIM(p_sysdelete, "sysdelete", 1, 1, "sysdelete(filename) -> bool: delete the file (true), or false if it does not exist; its back versions (pop_file_versions) move forward")
{
    char path[4096], from[4200], to[4200];
    file_arg(vm, POP(), path);
    if (unlink(path) != 0) { PUSH(FALSE_V); return; }
    int keep = file_versions(vm);
    for (int k = 1; k < keep; k++) {
        back_name(from, sizeof from, path, k);
        if (access(from, F_OK) != 0) break;
        rename(from, back_name(to, sizeof to, path, k - 1));
    }
    PUSH(TRUE_V);
}

PRIM(p_sys_file_move, "sys_file_move", 2, 0, "sys_file_move(old, new): rename the file old as new (replacing new, as rename(2) does); a mishap CAN'T MOVE FILE (reason) if it cannot be done")
{
    char from[4096], to[4096];
    Val newname = POP(), oldname = POP();
    file_arg(vm, oldname, from);
    file_arg(vm, newname, to);
    if (rename(from, to) != 0) {
        char msg[300];
        snprintf(msg, sizeof msg, "CAN'T MOVE FILE (%s)", strerror(errno));
        vm_mishap(vm, msg, 2, oldname, newname);
    }
}

PRIM(p_sysclose, "sysclose", 1, 0, "sysclose(device): close the device (a standard device is only flushed); closing it again does nothing")
{
    Val d = POP();
    if (!IS_DEVICE(d)) vm_mishap(vm, "DEVICE NEEDED", 1, d);
    close_device(d);
}

/* ---- reading and writing ---------------------------------------------------- */

/* The byte structure, start and count of sysread/syswrite: (dev, [bsub,]
   bytes, n) on the stack.  Leaves dev in *dev. */
static char *io_args(VM *vm, int want, Val *dev, size_t *n)
{
    Val nv = POP();
    Val bs = POP();
    Val x = POP();
    intptr_t bsub = 1;
    if (IS_INT(x)) {
        bsub = INT_VAL(x);
        if (bsub < 1) vm_mishap(vm, "INTEGER >= 1 NEEDED", 1, x);
        x = POP();
    }
    if (!IS_INT(nv) || INT_VAL(nv) < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, nv);
    *dev = check_device(vm, x, want);
    char *p;
    size_t len;
    if (IS_STRING(bs)) { p = STR_PTR(bs)->chars; len = STR_PTR(bs)->len; }
    else if (IS_WORD(bs) && want == DEV_WRITE) { p = (char *)WORD_PTR(bs)->chars; len = WORD_PTR(bs)->len; }
    else vm_mishap(vm, "INVALID STRUCTURE FOR I/O", 2, x, bs);
    *n = (size_t)INT_VAL(nv);
    if ((size_t)bsub - 1 + *n > len)
        vm_mishap(vm, "STRUCTURE TOO SMALL FOR I/O", 3, bs, MK_INT(bsub), nv);
    return p + bsub - 1;
}

/* Read up to n bytes of dev into buf, as the device's organisation says. */
static size_t dev_read(Val dev, char *buf, size_t n)
{
    FILE *fp = DFP(dev);
    int flags = OBJ(dev)->flags;
    int lines = (flags & DEV_LINE) || ((flags & DEV_TTYLIKE) && !(flags & DEV_FULL));
    if (!lines) return fread(buf, 1, n, fp);
    size_t k = 0;
    while (k < n) {
        int c = getc(fp);
        if (c == EOF) break;
        buf[k++] = (char)c;
        if (c == '\n') break;
    }
    return k;
}

PRIM(p_sysread, "sysread", -1, 1, "sysread(device, [bsub,] string, n) -> nread: read up to n bytes into string from byte bsub (default 1); 0 means end of file")
{
    Val dev;
    size_t n;
    char *p = io_args(vm, DEV_READ, &dev, &n);
    vm_wait_begin(vm, VM_WAIT_READ);
    size_t k = dev_read(dev, p, n);
    vm_wait_end(vm);
    PUSH(MK_INT((intptr_t)k));
}

/* Keep the printer's column right after raw output to stdout/stderr. */
static void note_columns(VM *vm, FILE *fp, const char *p, size_t n)
{
    int *col = fp == stdout ? &vm->out_col : fp == stderr ? &vm->err_col : NULL;
    if (!col) return;
    size_t i = n;
    while (i > 0 && p[i - 1] != '\n') i--;
    *col = i > 0 ? (int)(n - i) : *col + (int)n;
}

/* Write n bytes to dev.  Before writing to stderr, stdout is flushed, so
   that a program's output and its error messages appear in the order they
   were made when both go to one terminal.  A failed write (a full disk, a
   closed pipe) closes the device and mishaps. */
static void dev_write(VM *vm, Val dev, const char *p, size_t n)
{
    FILE *fp = DFP(dev);
    if (fp == stderr) fflush(stdout);
    if (fwrite(p, 1, n, fp) != n) {
        close_device(dev);
        vm_mishap(vm, "ERROR WRITING DEVICE", 1, dev);
    }
    note_columns(vm, fp, p, n);
}

PRIM(p_syswrite, "syswrite", -1, 0, "syswrite(device, [bsub,] string_or_word, n): write n bytes of the string (or word) from byte bsub (default 1)")
{
    Val dev;
    size_t n;
    const char *p = io_args(vm, DEV_WRITE, &dev, &n);
    dev_write(vm, dev, p, n);
}

PRIM(p_sysflush, "sysflush", -1, 0, "sysflush(device [, sync]): write out what is buffered for the device; sync true also has the system write it to disk (fsync)")
{
    /* the optional sync is a boolean on top with a device under it */
    int sync = 0;
    NEED(1);
    if (PEEK(0) == TRUE_V || PEEK(0) == FALSE_V) {
        NEED(2);
        if (IS_DEVICE(PEEK(1))) sync = POP() == TRUE_V;
    }
    Val d = check_device(vm, POP(), DEV_WRITE);
    fflush(DFP(d));
    if (sync && !(OBJ(d)->flags & DEV_STD)) fsync(fileno(DFP(d)));
}

PRIM(p_getc, "getc", 1, 1, "getc(device) -> char: the next byte of the device, or termin at end of file")
{
    Val d = check_device(vm, POP(), DEV_READ);
    PUSH(next_byte(vm, DFP(d)));
}

/* ---- enquiries ---------------------------------------------------------------- */

PRIM(p_isdevice, "isdevice", 1, 1, "isdevice(item) -> bool: whether item is a device")
{
    Val v = POP();
    PUSH(BOOL_V(IS_DEVICE(v)));
}

PRIM(p_device_open_name, "device_open_name", 1, 1, "device_open_name(device) -> string: the name the device was opened with ('std_in', 'std_out' or 'std_err' for the standard devices)")
{
    Val d = POP();
    if (!IS_DEVICE(d)) vm_mishap(vm, "DEVICE NEEDED", 1, d);
    PUSH(DEV(d)->open_name);
}

PRIM(p_device_full_name, "device_full_name", 1, 1, "device_full_name(device) -> string or false: the device's absolute file name (false for the standard devices)")
{
    Val d = POP();
    if (!IS_DEVICE(d)) vm_mishap(vm, "DEVICE NEEDED", 1, d);
    PUSH(DEV(d)->full_name);
}

PRIM(p_device_os_channel, "device_os_channel", 1, 1, "device_os_channel(device) -> int: the device's Unix file descriptor")
{
    Val d = check_device(vm, POP(), 0);
    PUSH(MK_INT(fileno(DFP(d))));
}

/* ---- input waiting (REF SYSIO) ------------------------------------------------ */

/* The bytes of dev ready to read without waiting: those already in its
   stdio buffer (glibc's FILE), and for a terminal or pipe those the
   system holds (FIONREAD). */
static long input_waiting(Val dev)
{
    FILE *fp = DFP(dev);
    long n = fp->_IO_read_end - fp->_IO_read_ptr;
    int avail = 0;
    if ((OBJ(dev)->flags & DEV_TTYLIKE) && ioctl(fileno(fp), FIONREAD, &avail) == 0 && avail > 0)
        n += avail;
    return n;
}

PRIM(p_sys_input_waiting, "sys_input_waiting", 1, 1, "sys_input_waiting(device) -> n or false: the number of bytes that can be read from the device without waiting, false for none on a terminal or pipe (other devices: the bytes in pop11's buffer, maybe 0); sys_input_waiting(list) -> list: the devices of the list with input waiting")
{
    Val x = POP();
    if (x == NIL_V || IS_PAIR(x)) {
        size_t k = 0;
        gc_push_root(vm, &x);
        for (Val l = x; IS_PAIR(l); l = BACK(l)) {
            Val d = check_device(vm, FRONT(l), DEV_READ);
            if (input_waiting(d) > 0) { PUSH(d); k++; }
        }
        gc_pop_root(vm);
        PUSH(data_list_from_stack(vm, k));
        return;
    }
    Val d = check_device(vm, x, DEV_READ);
    long n = input_waiting(d);
    PUSH(n == 0 && (OBJ(d)->flags & DEV_TTYLIKE) ? FALSE_V : MK_INT(n));
}

PRIM(p_sys_clear_input, "sys_clear_input", 1, 0, "sys_clear_input(device): for a readable device, write out its buffered output (if it is also writeable); for a terminal or pipe, also throw away the input waiting to be read (typeahead included)")
{
    Val d = check_device(vm, POP(), DEV_READ);
    FILE *fp = DFP(d);
    int flags = OBJ(d)->flags;
    if (flags & DEV_WRITE) fflush(fp);
    if (!(flags & DEV_TTYLIKE)) return;
    __fpurge(fp);
    int fd = fileno(fp);
    if (isatty(fd)) { tcflush(fd, TCIFLUSH); return; }
    char buf[4096];
    int avail;
    while (ioctl(fd, FIONREAD, &avail) == 0 && avail > 0)
        if (read(fd, buf, (size_t)avail < sizeof buf ? (size_t)avail : sizeof buf) <= 0) break;
}

/* ---- character repeaters and consumers ------------------------------------------ */

static void dev_rep_next(VM *vm);

/* The device of a repeater or consumer made here with fn, or 0. */
static Val stream_device(Val p, PrimFn fn)
{
    if (!IS_PROC(p) || PROC_KIND(p) != PK_CLOSURE || PROC_PTR(p)->n != 1) return 0;
    Val part = PROC_PTR(p)->u.clos.pdpart;
    if (!IS_PROC(part) || PROC_KIND(part) != PK_PRIM || PROC_PTR(part)->u.prim.fn != fn) return 0;
    return VEC_PTR(PROC_PTR(p)->vals[0])->items[0];
}

/* A newline read by a discin repeater of device d counts as a line of the
   input being compiled, as in Poplog (where both advance poplinenum),
   unless that input is a repeater of d itself. */
static void count_line(VM *vm, Val d)
{
    Itemiser *it = vm->itm;
    if (!it || stream_device(it->charrep, dev_rep_next) == d) return;
    it->line++;
    if (vm->id_poplinenum) IDENT_PTR(vm->id_poplinenum)->value = MK_INT(it->line);
}

/* The next character of a device repeater, or termin (which closes the
   device). */
static void dev_rep_next(VM *vm)
{
    Val st = POP();
    Val d = VEC_PTR(st)->items[0];
    if (OBJ(d)->flags & DEV_CLOSED) vm_mishap(vm, "ATTEMPT TO READ CLOSED DEVICE", 1, d);
    Val c = next_byte(vm, DFP(d));
    if (c == MK_INT('\n')) count_line(vm, d);
    if (c == TERMIN_V) close_device(d);
    PUSH(c);
}

/* A device consumer: a character (or a string) to write, termin to close. */
static void dev_cons_next(VM *vm)
{
    Val st = POP();
    Val c = POP();
    Val d = VEC_PTR(st)->items[0];
    if (c == TERMIN_V) { close_device(d); return; }
    if (OBJ(d)->flags & DEV_CLOSED) vm_mishap(vm, "ATTEMPT TO WRITE CLOSED DEVICE", 1, d);
    if (IS_INT(c) && INT_VAL(c) >= 0 && INT_VAL(c) <= 0xFFFF) {
        if (INT_VAL(c) > 255)
            vm_mishap(vm, "DEVICE NOT ENABLED FOR 16-BIT CHARACTER OUTPUT", 2, c, d);
        char b = (char)INT_VAL(c);
        dev_write(vm, d, &b, 1);
        return;
    }
    if (!IS_STRING(c)) vm_mishap(vm, "CHARACTER (INTEGER 0 TO 16:FFFF) OR STRING NEEDED", 1, c);
    dev_write(vm, d, STR_PTR(c)->chars, STR_PTR(c)->len);
}

/* A repeater or consumer over dev: fn's closure, named by the device. */
static Val dev_stream(VM *vm, PrimFn fn, Val dev)
{
    gc_push_root(vm, &dev);
    Val st = mk_vector(vm, 1, dev);
    Val r = mk_repeater(vm, fn, st);
    gc_pop_root(vm);
    PROC_PTR(r)->props = IS_STRING(DEV(dev)->full_name) ? DEV(dev)->full_name : DEV(dev)->open_name;
    return r;
}

/* A character repeater reading dev, which must be open for reading. */
static Val device_repeater(VM *vm, Val dev)
{
    return dev_stream(vm, dev_rep_next, check_device(vm, dev, DEV_READ));
}

PRIM(p_discin, "discin", 1, 1, "discin(filename_or_device) -> char_rep: a procedure that returns the characters of the file one per call, then termin (a word gets pop_default_type added)")
{
    Val f = POP();
    if (!IS_DEVICE(f)) f = open_device(vm, f, 0, FALSE_V, 'N', OPEN_READ);
    PUSH(device_repeater(vm, f));
}

PRIM(p_discout, "discout", 1, 1, "discout(filename_or_device) -> char_cons: a procedure that writes each character (or string) it is given to the file, created afresh, and closes it when given termin")
{
    Val f = POP();
    if (!IS_DEVICE(f)) f = open_device(vm, f, 1, FALSE_V, 'N', OPEN_CREATE);
    PUSH(dev_stream(vm, dev_cons_next, check_device(vm, f, DEV_WRITE)));
}

PRIM(p_discappend, "discappend", 1, 1, "discappend(filename) -> char_cons: like discout, but adds to the end of an existing file")
{
    Val f = open_device(vm, POP(), 1, FALSE_V, 'N', OPEN_APPEND);
    PUSH(dev_stream(vm, dev_cons_next, f));
}

PRIM(p_discin_device, "discin_device", -1, 1, "discin_device(char_rep [, mishap]) -> device: the device a discin repeater reads; with mishap false, false for any other procedure instead of a mishap")
{
    int quiet = 0;
    NEED(1);
    if (PEEK(0) == FALSE_V || PEEK(0) == TRUE_V) quiet = POP() == FALSE_V;
    Val p = POP();
    Val d = stream_device(p, dev_rep_next);
    if (!d && !quiet) vm_mishap(vm, "DISCIN CHARACTER REPEATER PROCEDURE NEEDED", 1, p);
    PUSH(d ? d : FALSE_V);
}

PRIM(p_discout_device, "discout_device", 1, 1, "discout_device(char_cons) -> device: the device a discout consumer writes")
{
    Val p = POP();
    Val d = stream_device(p, dev_cons_next);
    if (!d) vm_mishap(vm, "DISCOUT CHARACTER CONSUMER PROCEDURE NEEDED", 1, p);
    PUSH(d);
}

PRIM(p_charin, "charin", 0, 1, "charin() -> char: the next character of the standard input, or termin at its end (also left in poplastchar)")
{
    fflush(stdout);
    Val v = next_byte(vm, stdin);
    IDENT_PTR(id_poplastchar)->value = v;
    PUSH(v);
}

PVAR("popdevin", "popdevin -> device: the standard input")
PVAR("popdevout", "popdevout -> device: the standard output (the stream cucharout writes)")
PVAR("popdeverr", "popdeverr -> device: the standard error output")
PVAR("poplastchar", "poplastchar -> char: the character charin read last")
PVAR("cucharin", "cucharin() -> char: the current character repeater of the input (charin here; the compiler does not change it)")
PVAR("pop_file_versions", "pop_file_versions -> int_or_false: how many versions of a file syscreate keeps: the old file becomes NAME-, an older NAME- becomes NAME--, and so on (default 2; false or 1: none)")
PVAR("pop_file_mode", "pop_file_mode -> int: the permissions syscreate gives a new file (default 8:664, less the umask)")
PVAR("pop_default_type", "pop_default_type -> string: the extension discin, discout, sysopen and syscreate add to a word file name (default '.p')")

void device_init(VM *vm)
{
    static const struct { const char *var, *name; int flags; } std[] = {
        { "popdevin", "std_in", DEV_READ }, { "popdevout", "std_out", DEV_WRITE },
        { "popdeverr", "std_err", DEV_WRITE },
    };
    FILE *fps[] = { stdin, stdout, stderr };
    for (int i = 0; i < 3; i++) {
        Val d = mk_device(vm, fps[i], mk_cstring(vm, std[i].name), FALSE_V, std[i].flags | DEV_STD);
        vm_defvar(vm, std[i].var, d);
    }
    id_poplastchar = vm_defvar(vm, "poplastchar", MK_INT('\n'));
    vm_defvar(vm, "cucharin", ident_value(vm, "charin"));
    vm_defvar(vm, "pop_file_mode", MK_INT(0664));
    vm_defvar(vm, "pop_file_versions", MK_INT(2));
    vm_defvar(vm, "pop_default_type", mk_cstring(vm, ".p"));
}
