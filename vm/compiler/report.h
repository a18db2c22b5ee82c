/*
** report.h -- Poplog's mishap and warning reports, and the DECLARING
** VARIABLE note (report.c).
*/
#ifndef POP_REPORT_H
#define POP_REPORT_H
#include "vm.h"

/* Start-up: make report.c's printer the VM's reporter (vm_set_reporter),
   so that every mishap and warning prints Poplog's report (vm_new, once
   the printer and the compiler are initialised). */
void report_init(VM *vm);

/* Print Poplog's one-line ";;; DECLARING VARIABLE name" note on
   cucharerr. */
void vm_declaring_warning(VM *vm, Val word);
#endif
