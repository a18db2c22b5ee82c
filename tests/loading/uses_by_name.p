;;; uses-by_name NAME (NAMES); and uses-by_name from NAME (NAMES); load
;;; the library (pop11 at once); a closing word may be declared syntax
uses-by_name sprintf;
sprintf('%p-%p', [a b]) =>
uses-by_name from shuffle (shuffle);
isprocedure(shuffle) =>
uses-by_name (nprintf), flatlistify;
isprocedure(flatlistify) =>
constant syntax (
    updating_last = pop_undef,
    of_dimension = pop_undef
    );
identprops("updating_last") =>
