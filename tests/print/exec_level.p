1, 2;
if true then 3 => endif;
=>
