vars flag = true;
#_IF flag
'flag was true' =>
#_ELSE
'flag was false' =>
#_ENDIF
#_IF not(DEF no_such_identifier)
'not defined' =>
#_ENDIF
#_IF DEF hd
'hd is defined' =>
#_ENDIF
#_IF false
'skipped' =>
#_ELSEIF 1 = 1
'elseif taken' =>
#_ELSE
'else skipped' =>
#_ENDIF
#_IF false
#_IF true 'nested skipped' => #_ENDIF
#_ENDIF
'done' =>
