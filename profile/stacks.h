/*
** stacks.h -- the profiler's stack samples: every tick of a run is added to
** a trie of call stacks (one node per distinct prefix, keyed by procedure
** and the source line of the call that made its frame, from the compiler's
** line tables: compile_line_at), updated from the part of the call chain
** that changed since the last tick, so memory follows the number of
** distinct stacks and the work per tick follows what changed, not the
** depth (a line is looked up only for a frame new since the last tick).
** The Pop-11 side reads the result with sys_profile_stacks
** (profile/profile.p, profile/profile_export.p, HELP PROFILE).
*/
#ifndef POP_STACKS_H
#define POP_STACKS_H
#include "vm.h"

/* Forget the samples of the previous run (called when a run starts). */
void stacks_reset(VM *vm);
/* Add a batch of ticks for the chain frames[0..top]: n ordinary ticks, and
   ngc ticks that fell during garbage collection (a "<gc>" frame above the
   stack).  leaf, if a procedure other than frames[top].proc, is the
   procedure running at the signal (a built-in called without a frame) and
   becomes the last frame; gone, if a procedure, is one whose frame was
   above frames[top] at the signal and has gone since (sampler.c), a frame
   between the two.  Resets vm->prof_low to top (the count-all
   chain reads stacks_low instead). */
void stacks_sample(VM *vm, int top, long n, long ngc, Val leaf, Val gone);
/* The lowest frame index reached since the last stacks_low_reset (the
   value vm->prof_low would have had without stacks_sample's resets). */
int stacks_low(VM *vm);
/* Start a new low-water mark at frame index top. */
void stacks_low_reset(VM *vm, int top);
/* The low-water marks, saved before reading the chain for another client
   (the tick stress of sampler.c) and put back after it: restoring keeps
   the lower of the saved and the present marks. */
typedef struct StacksLow { int prof_low, low; } StacksLow;
StacksLow stacks_low_save(VM *vm);
void stacks_low_restore(VM *vm, StacksLow l);
/* GC roots: the procedures in the trie. */
void stacks_mark_roots(VM *vm);
#endif
