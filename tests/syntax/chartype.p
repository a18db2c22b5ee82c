;;; item_chartype: the itemiser's character classes, and changing them
lvars c;
for c in [`a` `Z` `0` `+` `-` `#` `_` `.` `,` `;` `"` `%` `[` `]` `{` `}` `(` `)` ` ` `\t` `\n` `'` `\`` `/` `*` `\\` `$` `&` `~` `!` `@` `^` `|` `:` `<` `=` `>` `?`] do
    [% consword(c, 1), item_chartype(c) %] =>
endfor;
item_chartype(0) =>
item_chartype(127) =>
item_chartype(200) =>
item_chartype(255) =>
;;; change a class
1 -> item_chartype(`-`);
[% incharitem(stringin('a-b c+d'))() %] =>
lvars r = incharitem(stringin('a-b c+d x-1'));
[% r(), r(), r(), r() %] =>
updater(item_chartype)(3, `-`);   ;;; "->" would not be an arrow now
5 -> item_chartype(`:`);
lvars r = incharitem(stringin('a::b c:=d'));
[% repeat 6 times r() endrepeat %] =>
3 -> item_chartype(`:`);
6 -> item_chartype(`,`);
lvars r = incharitem(stringin('a,b , c'));
[% repeat 4 times r() endrepeat %] =>
5 -> item_chartype(`,`);
