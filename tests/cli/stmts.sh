# pop11 ":stmts" runs the statements (Poplog's one-line form)
"$POP11" ":1+2=>"
echo "exit $?"
