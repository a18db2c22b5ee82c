/*
** sysutil.c -- system procedures that pop11's own library (lib/auto) and
** Poplog's need and that cannot be written in Pop-11: file status,
** directories, the dictionary, processes and pipes (REF SYSUTIL,
** REF SYSIO).  Everything else of those libraries is Pop-11 in lib/auto.
**
** Design
**   Processes follow Poplog: sys_fork returns the child's pid in the
**   parent and false in the child, which normally calls sysexecute at
**   once; syspipe makes the two ends of a pipe as devices (device.c owns
**   the descriptors); sys_wait waits for a given child.  Pipe descriptors
**   are close-on-exec, so that a child keeps only what sysexecute's
**   dev_list names (and the standard three).
**   appdic copies the dictionary's words into a list before it applies
**   its procedure, so that the procedure may make new words.
**
**   C buffers: the primitives that build C arrays of strings (argv and
**   envp for sysexecute, directory names) either finish them before
**   anything can mishap or register them with vm_own, so that a mishap
**   frees them.  The strings in argv point straight into the Pop-11
**   strings and words (which never move and are NUL-terminated); nothing
**   can collect between building argv and the exec.
**
**   Output: sys_fork, sysexecute and sys_device_dup2 flush every C stdio
**   stream first (fflush(NULL)), so that text buffered before the fork is
**   not written twice, by parent and child, lost by the exec, or sent to
**   the descriptor that dup2 is about to replace.
*/
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "prim.h"
#include "data.h"
#include "device.h"
#include "lib.h"
#include "itemise.h"
#include "sysutil.h"

extern char **environ;

/* Set in a child made by sys_fork: if its sysexecute fails, the child
   exits (status 127) rather than run on as a copy of its parent. */
static int in_child;

/* The file name argument of a primitive (a word, or a string: STRING
   NEEDED for anything else), with ~ and $NAME parts expanded, into out
   (cut to n - 1 characters). */
static void path_arg(VM *vm, Val v, char *out, size_t n)
{
    if (IS_WORD(v)) lib_expand_path(WORD_PTR(v)->chars, out, n);
    else lib_expand_path(STR_PTR(check_string(vm, v))->chars, out, n);
}

/* qsort order of C strings (sys_directory_files sorts by byte value). */
static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* ---- files and directories ------------------------------------------------ */

PRIM(p_sys_file_stat, "sys_file_stat", -1, 1, "sys_file_stat(file, fvec [, follow_symlinks]) -> fvec or false: put the file's size, modification time, group id, user id, mode, link count, device, inode, access time and status change time in elements 1 to 10 of the full vector fvec (as far as it is long); false if there is no such file. file may be a name or a device")
{
    /* the optional third argument is recognised as "not the vector" */
    NEED(2);
    int follow = 1;
    if (!IS_VECTOR(vm->sp[-1])) follow = POP() != FALSE_V;
    Val vec = POP();
    Val file = POP();
    if (!IS_VECTOR(vec)) vm_mishap(vm, "VECTOR NEEDED", 1, vec);
    struct stat st;
    int r;
    if (IS_TYPE(file, T_DEVICE)) r = fstat(device_fd(vm, file), &st);
    else {
        char path[4096];
        path_arg(vm, file, path, sizeof path);
        r = follow ? stat(path, &st) : lstat(path, &st);
    }
    if (r != 0) { PUSH(FALSE_V); return; }
    intptr_t f[10] = { (intptr_t)st.st_size, (intptr_t)st.st_mtime, (intptr_t)st.st_gid,
                       (intptr_t)st.st_uid, (intptr_t)st.st_mode, (intptr_t)st.st_nlink,
                       (intptr_t)st.st_dev, (intptr_t)st.st_ino, (intptr_t)st.st_atime,
                       (intptr_t)st.st_ctime };
    Vector *v = VEC_PTR(vec);
    for (uint32_t i = 0; i < v->len && i < 10; i++) v->items[i] = MK_INT(f[i]);
    PUSH(vec);
}

PRIM(p_sys_directory_files, "sys_directory_files", 1, 1, "sys_directory_files(dir) -> list or false: the names (strings, in alphabetical order, without . and ..) of the entries of the directory dir; false if it cannot be read")
{
    char path[4096];
    path_arg(vm, POP(), path, sizeof path);
    DIR *d = opendir(path[0] ? path : ".");
    if (!d) { PUSH(FALSE_V); return; }
    size_t n = 0, cap = 64;
    char **names = malloc(cap * sizeof *names);
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        if (n == cap) names = realloc(names, (cap *= 2) * sizeof *names);
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, by_name);
    /* the strings are made on the user stack, which keeps them reachable
       until mk_list collects them into a list */
    Val *base = vm->sp;
    for (size_t i = 0; i < n; i++) { PUSH(mk_cstring(vm, names[i])); free(names[i]); }
    free(names);
    Val l = mk_list(vm, n, base);
    vm->sp = base;
    PUSH(l);
}

PRIM(p_sys_current_directory, "sys_current_directory", 0, 1, "sys_current_directory() -> string: the process's current directory (what current_directory reads)")
{
    char buf[4096];
    if (!getcwd(buf, sizeof buf)) vm_mishap(vm, "CAN'T GET CURRENT DIRECTORY", 0);
    PUSH(mk_cstring(vm, buf));
}

PRIM(p_sys_change_directory, "sys_change_directory", 1, 1, "sys_change_directory(dir) -> bool: make dir the process's current directory; false if it cannot be (what assigning current_directory does)")
{
    char path[4096];
    path_arg(vm, POP(), path, sizeof path);
    PUSH(BOOL_V(chdir(path) == 0));
}

/* ---- the dictionary --------------------------------------------------------- */

PRIM(p_appdic, "appdic", 1, 0, "appdic(p): apply p to each word of the dictionary, in no particular order")
{
    Val p = POP();
    if (!IS_PROC(p)) vm_mishap(vm, "PROCEDURE NEEDED", 1, p);
    Val *base = vm->sp;
    size_t n = 0;
    for (uint32_t b = 0; b < vm->dict_size; b++)
        for (Word *w = vm->dict[b]; w; w = w->next) { PUSH((Val)w); n++; }
    /* l and p are rooted (data_root: two slots for the whole loop, however
       many words) while p runs; l is advanced in place, so the words
       already visited can be collected */
    Val l = mk_list(vm, n, base);
    vm->sp = base;
    data_root(vm, &l);
    data_root(vm, &p);
    for (; IS_PAIR(l); l = BACK(l)) {
        PUSH(FRONT(l));
        vm_apply(vm, p);
    }
    data_unroot(vm, 2);
}

/* ---- processes and pipes ------------------------------------------------------ */

PRIM(p_syspipe, "syspipe", 1, 2, "syspipe(org) -> (out_dev, in_dev): a Unix pipe: what is written to the device out_dev can be read from in_dev (org as for sysopen)")
{
    /* (org, sysopen's organisation, does not apply to a pipe: ignored) */
    (void)POP();
    int fd[2];
    if (pipe(fd) != 0) vm_mishap(vm, "CAN'T CREATE PIPE", 0);
    fcntl(fd[0], F_SETFD, FD_CLOEXEC);
    fcntl(fd[1], F_SETFD, FD_CLOEXEC);
    Val out = device_from_fd(vm, fd[1], 1, "pipe");
    data_root(vm, &out);
    Val in = device_from_fd(vm, fd[0], 0, "pipe");
    data_unroot(vm, 1);
    PUSH(out);
    PUSH(in);
}

PRIM(p_sys_fork, "sys_fork", 1, 1, "sys_fork(will_do_wait) -> pid or false: fork the process; the parent gets the child's pid, the child false (Poplog's optional ast_p argument is not supported)")
{
    (void)POP();
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) vm_mishap(vm, "CAN'T FORK", 0);
    if (pid == 0) in_child = 1;
    PUSH(pid == 0 ? FALSE_V : MK_INT(pid));
}

PRIM(p_sys_vfork, "sys_vfork", 1, 1, "sys_vfork(will_do_wait) -> pid or false: as sys_fork (the child is a full copy)")
{
    p_sys_fork(vm);
}

/* A malloc'd NULL-terminated array of the strings (or words) of list l,
   pointing into the objects themselves (no copies: the objects must stay
   alive, which they do as l's elements while the caller holds l).  STRING
   NEEDED for another element, after freeing the array. */
static char **string_array(VM *vm, Val l)
{
    size_t n = 0;
    for (Val x = l; IS_PAIR(x); x = BACK(x)) n++;
    char **a = malloc((n + 1) * sizeof *a);
    Owned o;
    vm_own(vm, &o, &a);                      /* check_string may mishap */
    n = 0;
    for (Val x = l; IS_PAIR(x); x = BACK(x)) {
        Val s = FRONT(x);
        if (IS_WORD(s)) a[n++] = WORD_PTR(s)->chars;
        else a[n++] = STR_PTR(check_string(vm, s))->chars;
    }
    a[n] = NULL;
    vm_disown(vm, &o);
    return a;
}

PRIM(p_sysexecute, "sysexecute", -1, 0, "sysexecute(file, arg_list, env_list [, dev_list]): run the program file in place of pop11 with the argument strings arg_list (the first is the program's name) and environment strings env_list (false: the current environment); consref(file) searches PATH. dev_list names devices to keep open")
{
    /* dev_list is optional: taken only when the top four items have the
       shapes (file, list, list-or-false, list), since env_list may be
       false but arg_list and dev_list are lists */
    NEED(3);
    Val devs = NIL_V;
    if (vm->sp - vm->stack >= 4 && (IS_PAIR(vm->sp[-1]) || vm->sp[-1] == NIL_V)
        && (vm->sp[-2] == FALSE_V || IS_PAIR(vm->sp[-2]) || vm->sp[-2] == NIL_V)
        && (IS_PAIR(vm->sp[-3]) || vm->sp[-3] == NIL_V))
        devs = POP();
    Val env = POP(), args = POP(), file = POP();
    int search = IS_TYPE(file, T_REF);
    if (search) file = ((Ref *)file)->cont;
    char path[4096];
    path_arg(vm, file, path, sizeof path);
    /* the named devices lose close-on-exec, so the new program keeps them */
    for (Val d = devs; IS_PAIR(d); d = BACK(d)) {
        int fd = device_fd(vm, FRONT(d));
        fcntl(fd, F_SETFD, 0);
    }
    fflush(NULL);
    char **argv = string_array(vm, args);
    Owned o;
    vm_own(vm, &o, &argv);
    char **envp = env == FALSE_V ? environ : string_array(vm, env);
    vm_disown(vm, &o);
    if (search) { environ = envp; execvp(path, argv); }
    else execve(path, argv, envp);
    /* the exec failed: a forked child must not return into the parent's
       program, so it ends; pop11 itself gets a mishap */
    int err = errno;
    if (in_child) {
        fprintf(stderr, "sysexecute: can't run %s: %s\n", path, strerror(err));
        _exit(127);
    }
    free(argv);
    if (envp != environ) free(envp);
    vm_mishap(vm, err == ENOENT ? "sysexecute: FILE NOT FOUND" : "sysexecute: CAN'T EXECUTE FILE",
              1, mk_cstring(vm, path));
}

PRIM(p_sys_device_dup2, "sys_device_dup2", 2, 0, "sys_device_dup2(dev, fd): make the Unix file descriptor fd (0, 1 or 2: standard input, output, error) a copy of the device's, as a child does before sysexecute to read from or write to a pipe")
{
    intptr_t fd = check_int(vm, POP());
    Val dev = POP();
    if (fd < 0 || fd > 2) vm_mishap(vm, "sys_device_dup2: 0, 1 OR 2 NEEDED", 1, MK_INT(fd));
    fflush(NULL);
    if (dup2(device_fd(vm, dev), (int)fd) < 0) vm_mishap(vm, "sys_device_dup2: CAN'T DUPLICATE", 1, dev);
}

PRIM(p_sys_wait, "sys_wait", 1, 2, "sys_wait(pid_or_list_or_false) -> (pid, status): wait for the child process pid (the first of a list to end; false: any child) and return its pid and status (the Unix wait status: the exit code times 256, or the signal number that killed it)")
{
    Val a = POP();
    int status = 0;
    pid_t r = -1;
    /* The wait is bracketed by vm_wait_begin/end, so that a wall-clock
       profile charges the time to <child>.  The argument is checked only
       after the wait (a bad one waits for nothing: r stays -1). */
    vm_wait_begin(vm, VM_WAIT_CHILD);
    if (IS_INT(a)) r = waitpid((pid_t)INT_VAL(a), &status, 0);
    else if (a == FALSE_V || IS_PAIR(a)) {
        for (;;) {
            r = waitpid(-1, &status, 0);
            if (r < 0 || a == FALSE_V) break;
            int found = 0;
            for (Val x = a; IS_PAIR(x); x = BACK(x)) if (FRONT(x) == MK_INT(r)) found = 1;
            if (found) break;
        }
    }
    vm_wait_end(vm);
    if (!IS_INT(a) && a != FALSE_V && !IS_PAIR(a))
        vm_mishap(vm, "sys_wait: INTEGER, LIST OR FALSE NEEDED", 1, a);
    if (r < 0) vm_mishap(vm, "sys_wait: NO CHILD PROCESS TO WAIT FOR", 1, a);
    PUSH(MK_INT(r));
    PUSH(MK_INT(status));
}

PRIM(p_systrmdev, "systrmdev", 1, 1, "systrmdev(dev) -> bool: whether the device dev is a terminal")
{
    PUSH(BOOL_V(isatty(device_fd(vm, POP()))));
}

/* ---- identifiers ------------------------------------------------------------ */

PRIM(p_syscancel, "syscancel", 1, 0, "syscancel(word): cancel the permanent identifier of word: the word is then undeclared, and code compiled before keeps the old identifier (a protected identifier is a mishap)")
{
    Val w = POP();
    if (!IS_WORD(w)) vm_mishap(vm, "WORD NEEDED", 1, w);
    Val id = WORD_PTR(w)->ident;
    if (!id) return;
    if (IDENT_PTR(id)->h.flags & IDF_PROTECTED) vm_mishap(vm, "CANCELLING PROTECTED IDENTIFIER", 1, w);
    WORD_PTR(w)->ident = 0;
}

/* ---- reading ------------------------------------------------------------------- */

/* The line is read from the compiler's item stream (vm->itm), so this is
   for macros and syntax words that run while a program is compiled; the
   string itemiser gives is returned as it is when nothing is trimmed. */
PRIM(p_readstringline, "readstringline", 0, 1, "readstringline() -> string: the rest of the current input line (up to, not including, the newline), without its leading and trailing spaces; for macros that take a line of text (cd, grep ...)")
{
    if (!vm->itm) vm_mishap(vm, "NOT COMPILING: NO ITEM STREAM", 0);
    Val s = itm_rest_of_line(vm);
    const char *p = STR_PTR(s)->chars;
    size_t n = STR_PTR(s)->len, i = 0;
    while (i < n && (p[i] == ' ' || p[i] == '\t')) i++;
    while (n > i && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r')) n--;
    if (i == 0 && n == STR_PTR(s)->len) { PUSH(s); return; }
    data_root(vm, &s);
    Val r = mk_string(vm, NULL, n - i);
    memcpy(STR_PTR(r)->chars, STR_PTR(s)->chars + i, n - i);
    data_unroot(vm, 1);
    PUSH(r);
}
