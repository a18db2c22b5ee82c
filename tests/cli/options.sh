# --version, --help, and unknown options (one-line error, status 2)
"$POP11" --version | sed 's/[0-9][0-9.]*$/N/'
"$POP11" --help | head -n 1
"$POP11" -x 2>&1; echo "exit $?"
"$POP11" %bogus 2>&1; echo "exit $?"
