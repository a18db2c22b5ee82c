7 div 2 => -7 div 2 =>
7 rem 3 => -7 rem 3 =>
7 mod -3 =>
