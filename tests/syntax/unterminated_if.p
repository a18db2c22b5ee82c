if 1 then 2
