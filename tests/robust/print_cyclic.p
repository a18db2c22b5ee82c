;;; issue 20: printing a cyclic vector stops at pop_pr_level (1000)
vars v = {1 2}; v -> v(1); v =>
