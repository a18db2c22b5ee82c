;;; pophost(word) -> item: a property of facts about the machine (REF
;;; SYSTEM): os (hd of sys_os_type), osversion (the rest of it, as a
;;; string), machinetype (hd of sys_machine_type), machine (the processor, from
;;; sys_processor_type), systemname (sys_host_name()) and memory (the
;;; kilobytes of memory, from /proc/meminfo, or 0).  The entries a Poplog
;;; administrator fills in by editing the library (site, sitemailname,
;;; fullsitename, machineserialnumber) are false; so is any other word.

section;

uses sys_host_name, line_repeater;

define lconstant memory_kb();
    lvars rep, line, n = 0, i;
    returnunless(sys_file_exists('/proc/meminfo'))(0);
    line_repeater('/proc/meminfo', 256) -> rep;
    until (rep() ->> line) == termin do
        if isstartstring('MemTotal:', line) then
            ;;; MemTotal:   16384 kB
            for i from 10 to datalength(line) do
                if isnumbercode(line(i)) then n * 10 + line(i) - `0` -> n endif
            endfor;
            quitloop
        endif
    enduntil;
    n
enddefine;

global constant pophost = newproperty([], 16, false, "perm");

hd(sys_os_type) -> pophost("os");
consstring(#| lvars i, first = true;
              for i in tl(sys_os_type) do
                  unless first then `\s` endunless; false -> first;
                  explode(i sys_>< nullstring)
              endfor |#) -> pophost("osversion");
hd(sys_machine_type) -> pophost("machinetype");
hd(sys_processor_type) sys_>< nullstring -> pophost("machine");
sys_host_name() -> pophost("systemname");
memory_kb() -> pophost("memory");

endsection;
