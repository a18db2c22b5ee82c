vars x = if 3 > 2 then "big" else "small" endif;
x =>
