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
/* Where the ticks of a batch fell, read by the signal handler: the frame
   index of the procedure running then (the owner), the pc saved in its
   caller's frame (the return point of the call that made the owner) and
   the pc saved in the owner's frame (the return point of its call of a
   built-in leaf, or of the operation a slow path ran it for); and the
   chain as it was then (sampler.c's view, or NULL), which names the frames
   between the standing ones and a gone owner that have gone too. */
typedef struct StacksSite {
    int owner_fp;
    const uint32_t *call_pc, *leaf_pc;
    const uint32_t *top_pc;     /* just past the instruction the owner ran,
                                   when its own code ran (lines on), or NULL */
    const ProfView *view;
} StacksSite;
/* Add n ticks for the chain frames[0..top].  leaf, if a procedure other
   than frames[top].proc, is the procedure running at the signal (a
   built-in called without a frame) and becomes the last frame; the word
   <gc> (ticks during a garbage collection) or <compile> (ticks in the
   compiler) becomes a last frame too; gone, if a procedure, is one whose
   frame was above frames[top] at the signal and has gone since
   (sampler.c), a frame between the two, with the frames of site->view
   between frames[top] and it (gone since too: the ticks fell due in the
   last calls of a run, or of a deep call, and were taken after their
   return) before it.  site (or NULL: lines from the
   present frames) gives the lines of the owner's call and of the leaf's
   (the present pcs may have moved on since the signal), and with lines
   on the line the owner's code was running (top_pc: the sample's last
   line, held in a terminal node of its own).  Resets
   vm->prof_low to top (the count-all chain reads stacks_low instead). */
void stacks_sample(VM *vm, int top, long n, Val leaf, Val gone, const StacksSite *site);
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
