;;; popdevraw -> dev_or_false: the raw terminal device: popdevin if it is
;;; a terminal, else false (REF SYSIO).

section;

global vars popdevraw;
if isundef(popdevraw) then systrmdev(popdevin) and popdevin -> popdevraw endif;

endsection;
