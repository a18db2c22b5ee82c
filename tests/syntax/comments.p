1 =>   ;;; a line comment
/* a block /* nested */ comment */ 2 =>
[a /* inside */ b] =>
