;;; ast.ph -- flag values for sys_timer and asynchronous trap procedures.
;;; `include ast;` makes them available.

iconstant
    TIMER_VIRTUAL           = 1,    ;;; count process CPU time, not real time
    TIMER_CANCEL            = 2,    ;;; sys_timer(p, TIMER_CANCEL): read and cancel
    TIMER_REPEAT            = 4,    ;;; fire periodically
    ASTP_ERROR_DELETE       = 1,
    ASTP_BLOCK_RECURSIVE    = 2,
    ASTP_BLOCK_IN_EXTERNAL  = 4,
    ASTP_BLOCK_NEVER        = 8,
;
