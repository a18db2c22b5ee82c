# A library file named after a syntax word (Poplog's lib/auto has load.p,
# lib.p, uses.p ...) is not autoloaded when the compiler reads the word:
# pop11's own syntax stays in force.  An autoloadable macro still is.
mkdir -p "$TMPDIR/auto"
printf "npr('wrong: load.p was autoloaded');\n" > "$TMPDIR/auto/load.p"
printf "npr('wrong: then.p was autoloaded');\n" > "$TMPDIR/auto/then.p"
printf "define global macro mymac; 'hello' enddefine;\n" > "$TMPDIR/auto/mymac.p"
printf "npr('loaded');\n" > "$TMPDIR/f.p"
printf "load %s/f.p\nif true then npr('then') endif;\nnpr(mymac);\n" "$TMPDIR" > "$TMPDIR/main.p"
POP11LIBPATH=$TMPDIR/auto/ "$POP11" "$TMPDIR/main.p" | sed "s|$TMPDIR|TMP|"
