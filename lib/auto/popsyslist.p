;;; popsyslist -> search_list: the source and library directories searched
;;; for declarations by the Popc compiler; pop11 has none, [] (REF
;;; LIBRARY).

section;

global vars popsyslist;
if isundef(popsyslist) then [] -> popsyslist endif;

endsection;
