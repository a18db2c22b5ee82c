;;; lib/auto: format_print (HELP FORMAT_PRINT's examples and more directives)
format_print('an object: ~A~%', {[a b c]});
format_print('~5A and ~5@D is ~:B in base 2~%', [123 34 ^(123 + 34)]);
format_print('~:(i was born ~D year~:P ago~)~%', [25]);
format_print('~:@(shout ~A~)! ~@(first word only~)~%', ['this']);
format_print('[~10A] [~10@A] [~S] [~K]~%', ['left' 'right' 'str' 'str']);
format_print('~X ~O ~B ~16R ~2,8,`0R~%', [255 8 5 255 5]);
format_print('~:D ~8,`*D ~@D~%', [1234567 42 7]);
format_print('~C~:C~@C ~~ ~3%', [`a` 4 `b`]);
format_print('~D item~:P, ~D pon~:@P, ~D fl~:@P~%', [1 2 1]);
format_print('~D ~*~D ~#D left~%', [1 2 3 4 5]);
format_print('~VD|~%', [6 42]);
