2 -> pop_pr_places;
3.14159 =>
1.0 / 3 =>
