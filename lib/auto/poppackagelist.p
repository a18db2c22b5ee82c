;;; poppackagelist -> list: the packages loaded, a list that starts empty
;;; (Poplog's POPC records its packages there; pop11 does not use it).

section;

global vars poppackagelist;
if isundef(poppackagelist) then [] -> poppackagelist endif;

endsection;
