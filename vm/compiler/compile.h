/*
** compile.h -- the incremental compiler: items in, bytecode procedures out.
**
** compile_stream reads statements from the current item source and runs
** each one as soon as it is complete (incremental compilation, as Poplog
** does).  The compiler is single-pass, in the style of Poplog's own
** pop11_comp_expr: an expression's last instruction is held back in a
** one-instruction buffer so that `->` can turn a push into a pop and a call
** into an updater call.
*/
#ifndef POP_COMPILE_H
#define POP_COMPILE_H
#include "vm.h"
#include "itemise.h"

/* Compile and run every statement of the current source (vm->itm) until
   termin.  Mishaps propagate (longjmp) to the caller's Catch. */
void compile_stream(VM *vm);
/* Free what every compilation in progress holds on the C heap (the
   procedures being compiled, include files, the sources compile_file and
   compile_string opened) and leave vm->comp NULL.  For setpop, which
   longjmps to the outermost handler past the compilers' own cleanup: call
   it just before; vm->itm must then be reset to a source still open. */
void compile_abandon(VM *vm);
/* Mark the constants of procedures being compiled (GC roots). */
void compile_mark_roots(VM *vm);
/* Declare the syntax words (called once by vm_init). */
void compile_init(VM *vm);
/* Compile the file at `path` as a separate stream (load / compile). */
void compile_file(VM *vm, const char *path, int warn);
/* Compile and run a string of Pop-11 code as a stream. */
void compile_string(VM *vm, const char *s, size_t len);
/* Compile the characters a character repeater procedure returns, up to termin. */
void compile_charrep(VM *vm, Val proc);
/* Print the COMPILING line of a mishap report (names being compiled). */
void compile_print_compiling(VM *vm);
/* Add the syntax words being compiled to a DOING line, innermost first. */
void compile_doing(VM *vm, void (*add)(VM *, Val, Val *, int *), Val *last, int *count);

/* The source line of the instruction at code offset `off` of p (one of
   the entries of p's line table, encoded by finish_func), 0 if none is
   known.  The profiler asks it for the call sites of stack samples
   (profile/stacks.c), only when a sample's stack changed. */
int compile_line_at(const Proto *p, uint32_t off);
/* The lowest and highest source lines in p's line table (0, 0 if none). */
void compile_line_range(const Proto *p, int *lo, int *hi);

/* Whether the compiler's own code is running: a compilation is in
   progress (vm->comp) and no code it runs (a statement, a macro, a syntax
   procedure) has a frame above the one it started in.  Compiling and
   autoloading a library count; what the library's statements do does not.
   Only reads two words: the profiler's signal handler calls it to charge
   a tick to <compile> (profile/sampler.c). */
int compile_running(VM *vm);

/* The operator instruction that a fused instruction stands for (ADDI ->
   ADD, JNLT -> LT ...); any other opcode unchanged. */
int compile_operator_of(int op);

/* A syntax word's handler: called when the compiler meets `word` where an
   operand may start; it reads the rest of its construct with the
   compile_int.h reader (cmp_read, cmp_need, comp_expr ...) and emits code. */
typedef void (*SyntaxFn)(VM *vm, Val word);
/* Make `word` a syntax word handled by fn (replacing an earlier handler).
   Subsystems outside the compiler (ffi.c, class.c ...) call this from their
   init function, which runs after compile_init. */
void syntax_register(VM *vm, const char *word, SyntaxFn fn);
/* Make `word` a closer: a word that ends an expression (e.g. endexload). */
void syntax_register_closer(VM *vm, const char *word);
#endif
