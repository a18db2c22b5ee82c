;;; pr_field with a negative width is a mishap, not a read past the string
pr_field('[1]', 6, false, `\s`); pr('|'); nl(1);
pr_field('[1]', -6, false, `\s`); pr('|'); nl(1);
