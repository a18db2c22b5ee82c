# heavy (slow in the GC-stress build; the other builds run it)
# LIB PROFILE_GRAPHICAL at the REPL in a real terminal (tmux, private
# server, deterministic tick): uses profile_graphical; the report is a bar
# chart of Unicode blocks as wide as the terminal (100 columns, then 60
# after the window shrinks), in colour (TERM has colour), and in plain
# text without colour once NO_COLOR is set.  Every step waits for its
# output by polling the pane; a step that times out prints the pane.
. ./tmux.inc
mkdir -p "$TMPDIR/home"
# the display width of the longest line with a bar (block characters are
# one column each), and the number of cells of the longest bar
cells() { sed -e 's/█/#/g' -e 's/▏/#/g' -e 's/▎/#/g' -e 's/▍/#/g' -e 's/▌/#/g' \
    -e 's/▋/#/g' -e 's/▊/#/g' -e 's/▉/#/g'; }
widest() { pane | grep '█' | tail -n "$1" | cells | awk '{ print length($0) }' | sort -n | tail -n 1; }
bars() { pane | grep '█' | tail -n "$1" | cells | sed 's/[^#]//g' | awk '{ print length($0) }' | tr '\n' ' '; }

tmux -L "$S" -f "$TMPDIR/tmux.conf" new-session -d -s t -x 100 -y 40 \
    "HOME='$TMPDIR/home' TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 POP11_LIBDIR='$LIB' '$POP11' %nobanner"
wait_for 1 "Setpop"
line "uses profile; uses profile_graphical; 1000 -> profile_tick_every;"
line "define spin(n); repeat n times endrepeat enddefine;"
line "define helper(); repeat 20000 times endrepeat enddefine;"
line "define main(); spin(100000); helper() enddefine;"
line "profile main();"
wait_for 1 "Number of interrupts: 120" && wait_for 1 "helper  " && step "uses profile_graphical; profile main()"
# LANG is UTF-8 inside tmux: the pane holds the block characters
echo "widest bar line at 100 columns: $(widest 2)"
echo "bars of spin and helper (100 and 20 ticks), in cells: $(bars 2)"
pane -e | grep -q "$(printf '\033')\[36m" && step "the bars are in colour"
tmux -L "$S" resize-window -t t -x 60
sleep 0.3
line "profile main();"
wait_for 2 "Number of interrupts: 120" && wait_for 2 "helper  "
echo "widest bar line at 60 columns: $(widest 2)"
echo "bars of spin and helper (100 and 20 ticks), in cells: $(bars 2)"
line "systranslate('TERM') =>"
wait_for 1 "** xterm-256color"
line "'1' -> systranslate('NO_COLOR'); profile main();"
wait_for 3 "Number of interrupts: 120" && wait_for 3 "helper  "
pane -e | tail -n 8 | grep -q "$(printf '\033')\[36m" || step "NO_COLOR: no colour"
line "bye"
exit 0
