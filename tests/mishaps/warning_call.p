warning('SOMETHING ODD', [a b]);
'continued' =>
