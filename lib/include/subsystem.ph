/* subsystem.ph: the 'virtual subscripts' of subscr_subsystem (REF
   SUBSYSTEM).  The fields of a subsystem's record are 1 to 6; the
   procedures of its SS_PROCEDURES vector are numbered from 1 and shifted
   left 8 bits, so that any subscript of 16:100 or more names one of them. */

#_TERMIN_IF DEF SUBSYSTEM_INCLUDED

section;

iconstant macro (
    SS_NAME         = 1,        ;;; the name, a word
    SS_PROCEDURES   = 2,        ;;; a vector of procedures, or its ident/word
    SS_FILE_EXTN    = 3,        ;;; the extension of source files
    SS_PROMPT       = 4,        ;;; the prompt string
    SS_SEARCH_LISTS = 5,        ;;; search lists for help and libraries
    SS_TITLE        = 6,        ;;; the language's full name

    SS_COMPILER     = 1 << 8,   ;;; compiles a file, device or char repeater
    SS_RESET        = 2 << 8,   ;;; run before the compiler restarts at setpop
    SS_SETUP        = 3 << 8,   ;;; run at start-up
    SS_BANNER       = 4 << 8,   ;;; prints the banner
    SS_INITCOMP     = 5 << 8,   ;;; compiles the init files
    SS_POPARG1      = 6 << 8,   ;;; handles the command line
    SS_VEDSETUP     = 7 << 8,   ;;; Ved's set-up
    SS_XSETUP       = 8 << 8,   ;;; the X window system's set-up
);

iconstant SUBSYSTEM_INCLUDED = true;

endsection;
