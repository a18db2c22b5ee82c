true -> pop_pr_quotes;
'str' =>
[a 'b'] =>
