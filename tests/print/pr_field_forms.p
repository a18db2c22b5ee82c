pr_field(12, 5, ` `, false); pr(newline);
pr_field('ab', 6, `-`, `-`); pr(newline);
pr_field('abc', 6, false, `*`); pr(newline);
