[if then else] =>
[+ - * /] =>
[; ,] =>
