;;; trap procedures raised by program: sys_raise_ast, pop_ast_queue,
;;; pop_asts_enabled, the old names sys_raise_signal and sys_signal_queue,
;;; and external_defer_apply (deferred out of a callback from C)
include ast;
define p1(); 'p1 runs' => enddefine;
define p2(); 'p2 runs' => enddefine;
sys_raise_signal(p1);
pop_asts_enabled =>
false -> pop_asts_enabled;
sys_raise_signal(p1);
sys_raise_ast(conspair(p2, 0));
pop_ast_queue =>
'enabling' =>
true -> pop_asts_enabled;
pop_ast_queue =>
define rec2(); 'rec2 runs' => enddefine;
define rec(); 'rec begins' =>; sys_raise_ast(rec2); 'rec ends' => enddefine;
sys_raise_ast(rec);
vars nself = 0;
define selfrec(); nself + 1 -> nself; ['selfrec' ^nself] =>; if nself == 1 then sys_raise_ast(selfrec); pop_ast_queue => endif; 'selfrec ends' => enddefine;
sys_raise_ast(selfrec);
false -> pop_asts_enabled;
sys_raise_signal(p1);
true -> pop_asts_enabled;
pop_ast_queue =>
false -> pop_asts_enabled;
sys_raise_ast(conspair(p1, ASTP_BLOCK_NEVER));
true -> pop_asts_enabled;
sys_raise_ast(false);
'end' =>
define p3(); 'p3 runs' => enddefine;
false -> pop_asts_enabled;
sys_raise_ast(p3);
sys_signal_queue =>
[^p2 ^p2] -> sys_signal_queue;
pop_ast_queue =>
true -> pop_asts_enabled;
external_defer_apply(p2);
external_defer_apply(npr, 'with arg', 1);
exload 'defer'
    c_qsort(base, n, sz, cmp) <- qsort,
    c_malloc(n):exptr <- malloc
endexload;
vars buf = exacc c_malloc(3 * 4), i;
for i from 1 to 3 do 4 - i -> exacc :int[] buf[i] endfor;
vars deferred = 0;
define note_deferred(); deferred + 1 -> deferred; 'deferred call' => enddefine;
define cmp(args);
    lvars args, a = exacc :int (exacc :exptr[] args[1]), b = exacc :int (exacc :exptr[] args[2]);
    if deferred == 0 and pop_ast_queue == [] then external_defer_apply(note_deferred) endif;
    if a < b then -1 elseif a > b then 1 else 0 endif -> exacc :int args;
enddefine;
exacc c_qsort(buf, 3, 4, exfunc_export(cmp, 0, false));
'after qsort' =>
deferred =>
[% for i from 1 to 3 do exacc :int[] buf[i] endfor %] =>
