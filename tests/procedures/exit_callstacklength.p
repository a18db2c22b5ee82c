;;; exitfrom and exitto with a call-stack length as target (REF PROCEDURE)
define inner(n); exitfrom(n); 'not here' => enddefine;
define outer(); inner(callstacklength(0)); 'outer goes on' => enddefine;
define top(); outer(); 'top goes on' => enddefine;
top();
define inner2(n); exitto(n); 'not here 2' => enddefine;
define outer2(); inner2(callstacklength(0)); 'outer2 goes on' => enddefine;
outer2();
