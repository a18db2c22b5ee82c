# oracle_filter.sh -- sourced by the oracle_*.sh tests.  known_bugs reads
# the driver's output on stdin and writes it less the disagreements that
# known bugs of issue 30 explain, one rule per bug: remove a rule once its
# bug is fixed.  A block is a heading (DISAGREE: ..., ORACLE: run N
# DISAGREE) and its indented lines; a block left with no line goes.
known_bugs() {
    awk '
        # the name a line is about: "WHAT of NAME: ..."
        function about(l,   s) {
            s = l
            sub(/^(ORACLE:)? *    /, "", s)
            if (!sub(/^(own count|active count|calls|bytes|active bytes) of /, "", s)) return ""
            sub(/: [^:]*$/, "", s)
            return s
        }
        function known(l) {
            # (no rule: every bug of issue 30 the oracle found is fixed)
            return 0
        }
        function flush(   i) {
            if (held) {
                for (i = 1; i <= nl; i++) if (!known(lines[i])) { buf = buf lines[i] "\n"; kept++ }
                if (kept > 0) printf "%s%s", head, buf
            }
            head = ""; buf = ""; held = 0; dup = 0; kept = 0; nl = 0
            split("", dupn)
        }
        /^(DISAGREE|ORACLE: run [0-9]+ DISAGREE)/ {
            flush(); held = 1; head = $0 "\n"
            next
        }
        held && /^(ORACLE:)? *    / {
            if ($0 ~ /two rows named /) {
                dup = 1; n = $0; sub(/.*two rows named /, "", n); dupn[n] = 1
            }
            lines[++nl] = $0
            next
        }
        { flush(); print }
        END { flush() }'
}
