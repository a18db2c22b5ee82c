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
        function known(l,   name) {
            # The duplicate-name family (a count-all run gives two rows
            # the same name, and the rows, the printed report and the
            # loaded run then disagree about them): fixed in
            # profile_apply'"'"'s count-all bookkeeping and
            # profile_report_rows on another branch; remove this rule
            # when that is merged.
            if (l ~ /profile_report_rows: two rows named /) return 1
            name = about(l)
            if (name != "" && (name in dupn) && l ~ /(profile_report_rows|the printed report) [0-9]+$/) return 1
            if (dup && l ~ /report of the loaded run: /) {
                if (l ~ /report of the loaded run: [0-9]+ lines, the run.s [0-9]+$/) return 1
                for (name in dupn) if (substr(l, length(l) - length(name) + 1) == name) return 1
            }
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
