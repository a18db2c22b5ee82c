;;; sys_translate_exlibs: the library lists of environment variables
'-lm -lc  /usr/lib/libz.so' -> systranslate('TEXL_A');
sys_translate_exlibs('TEXL_A') =>
sys_translate_exlibs("TEXL_A") =>
'x=Motif/2001: -lXm  -lXt' -> systranslate('TEXL_B');
sys_translate_exlibs('TEXL_B') =>
'x=mit' -> systranslate('TEXL_C');
sys_translate_exlibs('TEXL_C') =>
'==TEXL_B' -> systranslate('TEXL_D');
sys_translate_exlibs('TEXL_D') =>
'x=:-lX11' -> systranslate('TEXL_E');
sys_translate_exlibs('TEXL_E') =>
'x=openlook/ :-lXol' -> systranslate('TEXL_F');
sys_translate_exlibs('TEXL_F') =>
'x=mit/11:' -> systranslate('TEXL_G');
sys_translate_exlibs('TEXL_G') =>
'==TEXL_H' -> systranslate('TEXL_H');
'changed' -> systranslate('TEXL_A');
sys_translate_exlibs('TEXL_A') =>
vars l1 = sys_translate_exlibs('TEXL_A'), l2 = sys_translate_exlibs('TEXL_A');
l1 == l2 =>
sys_translate_exlibs('TEXL_H') =>
