# heavy (slow in the GC-stress build; the other builds run it)
# The REPL in a real terminal (tmux, private server): a definition over two
# lines, =>, a mishap and recovery, Ctrl-C in an endless loop and at the
# prompt, history (up arrow, and kept in ~/.pop11_history), Tab completion
# of identifiers and of file names in a string, popprompt, help profile
# (PAGER=cat), profiling a procedure, popready, and leaving with Ctrl-D and
# with bye (status 0).  Every step waits for its output by polling the
# pane, with a generous time limit; a step that times out prints the pane.
. ./tmux.inc
mkdir -p "$TMPDIR/home" "$TMPDIR/work"
cd "$TMPDIR/work" || exit 1
: > completion_target.txt

# wait for a file (the exit status written when pop11 ends)
wait_file() {
    i=0
    while [ $i -lt 600 ] && [ ! -s "$1" ]; do sleep 0.1; i=$((i + 1)); done
    [ -s "$1" ] || { echo "TIMEOUT waiting for pop11 to exit"; exit 0; }
}
start() {
    rm -f status
    tmux -L "$S" -f "$TMPDIR/tmux.conf" new-session -d -s t -x 100 -y 40 \
        "HOME='$TMPDIR/home' PAGER=cat POP11_LIBDIR='$LIB' POP11HELPPATH= '$POP11' $*; echo \$? > status"
}

start
wait_for 1 "Setpop" && wait_for 1 "Ctrl-D or bye" && step "banner and Setpop"
line "define twice(x);"
line "    x * 2 enddefine;"
line "twice(21) =>"
wait_for 1 "** 42" && step "a definition over two lines, =>"
line "hd(3) =>"
wait_for 1 ";;; MISHAP - LIST NEEDED" && wait_for 2 "Setpop" &&
line "twice(50) =>" && wait_for 1 "** 100" && step "mishap, Setpop, recovery"
line "npr('loo' <> 'ping'); repeat endrepeat;"
wait_for 1 "looping" && keys C-c && wait_for 3 "Setpop" &&
line "twice(4) =>" && wait_for 1 "** 8" && step "Ctrl-C stops repeat endrepeat"
line "1 +"
keys -l "1000"
wait_for 1 ": 1000" && keys C-c && wait_for 1 "1000^C" && wait_for 4 "Setpop" &&
line "5 =>" && wait_for 1 "** 5" && step "Ctrl-C at the prompt drops the half-typed statement"
keys Up Enter
wait_for 2 "** 5" && step "up arrow recalls the last line"
keys -l "twi"; keys Tab; keys -l "(7) =>"; keys Enter
wait_for 1 "** 14" && step "Tab completes a defined identifier"
keys -l "'completion_ta"; keys Tab; keys -l "' =>"; keys Enter
wait_for 1 "** completion_target.txt" && step "Tab completes a file name in a string"
line "define myprompt(); 'my' <> 'prompt> ' enddefine;"
line "myprompt -> popprompt;"
line "3 +"
line "4 =>"
wait_for 1 "myprompt> 4 =>" && wait_for 1 "** 7" &&
line "'>> ' -> popprompt;" && line "11 =>" && wait_for 1 ">> 11 =>" &&
step "popprompt: a procedure, a string, also on continuation lines"
line "help profile"
wait_for 1 "HELP PROFILE" && wait_for 1 "pop11/help/profile" && step "help profile"
line "help nosuch"
wait_for 1 ";;; HELP NOSUCH not found - try HELP HELPFILES" && step "help of a missing file"
line "uses profile; 1000 -> profile_tick_every;"
line "define busy(); lvars i; for i to 100000 do endfor enddefine;"
line "profile busy();"
wait_for 1 "Number of interrupts: 100" && wait_for 1 "100.0  busy" && step "uses profile; profile busy()"
line "popready();"
wait_for 1 "Popready" && wait_for 1 ":1: " && line "6 * 7 * 2 =>" && wait_for 1 "** 84" &&
keys C-d && line "12 =>" && wait_for 1 ">> 12 =>" && wait_for 1 "** 12" &&
step "popready: :1: prompt, Ctrl-D returns"
keys C-d
wait_file status
echo "Ctrl-D: exit $(cat status)"
grep -c '^twice(21) =>$' "$TMPDIR/home/.pop11_history"

# a second session: no banner, history from the first, bye
start %nobanner
wait_for 1 "Setpop" && [ "$(pane | grep -c 'Ctrl-D or bye')" = 0 ] && step "%nobanner"
keys Up
wait_for 1 ": 12 =>" && keys C-u && step "history kept from the last session"
line "bye"
wait_file status
echo "bye: exit $(cat status)"
exit 0
