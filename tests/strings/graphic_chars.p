;;; Ved graphics characters \G.., special spaces \S.. \Nt, and \(RADIX:DIGITS)
;;; in character constants and strings (REF ITEMISE).
[% `\Gle`, `\Gre`, `\G-`, `\G|`, `\G+`, `\Go`, `\G#`, `\G.`, `\Gtl`, `\Gbt` %] =>
[% `\Sh`, `\Nt`, `\Sf`, `\Ss`, `\St`, `\Sp`, `\Sn` %] =>
datalength('\t\s\Ss\(16:9A)'), '\(16:9A)'(1) =>
