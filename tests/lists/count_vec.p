{% lvars i; for i from 1 to 4 do i * i endfor %} =>
