# oracle_filter.sh -- sourced by the oracle_*.sh tests.  known_bugs reads
# the driver's output on stdin and writes it less the disagreements that
# known bugs of issue 30 explain, one rule per bug: remove a rule once its
# bug is fixed.  A block is a heading (DISAGREE: ..., ORACLE: run N
# DISAGREE) and its indented lines; a block left with no line goes.
known_bugs() {
    awk '
        function known(l) {
            return 0
        }
        function flush(   i) {
            if (held) {
                for (i = 1; i <= nl; i++) if (!known(lines[i])) { buf = buf lines[i] "\n"; kept++ }
                if (kept > 0) printf "%s%s", head, buf
            }
            head = ""; buf = ""; held = 0; dup = 0; kept = 0; nl = 0
        }
        /^(DISAGREE|ORACLE: run [0-9]+ DISAGREE)/ {
            flush(); held = 1; head = $0 "\n"
            next
        }
        held && /^(ORACLE:)? *    / {
            if ($0 ~ /two rows named/) dup = 1
            lines[++nl] = $0
            next
        }
        { flush(); print }
        END { flush() }'
}
