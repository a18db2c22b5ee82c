define f(x); if x = 1 then 'one' elseunless x = 2 then 'not two' else 'two' endif enddefine;
f(1) => f(2) => f(3) =>
