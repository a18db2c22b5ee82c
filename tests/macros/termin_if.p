'before' =>
#_TERMIN_IF true
'never printed' =>
