;;; LIB SHOWTREE: trees given as nested lists, drawn as text
uses showtree;
showtree([s [np [n cat]] [vp [v sat]]]);
showtree([alpha [beta gamma] [delta [epsilon]]]);
;;; one leaf, a box with no daughters, several daughters
showtree("leaf");
showtree([lonely]);
showtree([root a b c d]);
;;; numbers and strings as node names; a head that is a list
showtree([1 [2 3 'four'] 'five']);
showtree(['a string' x]);
showtree([[a b] c]);
;;; a wide, deep tree where subtrees must be moved apart
showtree([s [np [det the] [adj big] [n dog]]
            [vp [v chased] [np [det a] [n cat]]
                [pp [p up] [np [det the] [n tree]]]]]);
;;; wider than a line of output: not wrapped
showtree([top [left a b c d e f g h i j k l m n o p]
              [right q r s t u v w x y z aa bb cc dd ee ff]]);
;;; strings printed with their quotes
true -> pop_pr_quotes;
showtree(['say' 'hello' [x 'y']]);
