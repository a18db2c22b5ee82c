;;; systranslate reads and sets environment variables; popusername is $USER
systranslate('HOME') = systranslate('$HOME') =>
isstring(systranslate('HOME')) =>
systranslate('HOME', 0) = systranslate('HOME') =>
systranslate('POP11_NO_SUCH_VARIABLE') =>
'xyz' -> systranslate('POP11_TEST_VAR');
systranslate('POP11_TEST_VAR') =>
'abc' -> systranslate('$POP11_TEST_VAR');
systranslate('POP11_TEST_VAR') =>
false -> systranslate('POP11_TEST_VAR');
systranslate('POP11_TEST_VAR') =>
systranslate('~') = systranslate('HOME') =>
popusername = systranslate('USER') =>
