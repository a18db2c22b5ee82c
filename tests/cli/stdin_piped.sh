# stdin not a terminal: compiled silently, stopping at the first mishap, exit 1
printf '1 + 2 =>\nhd(3);\n4 =>\n' | "$POP11" 2>&1
echo "exit $?"
