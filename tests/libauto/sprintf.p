;;; lib/auto: sprintf, nprintf
vars x;
sprintf('the sum of %p and %p is %p\n', [3  4 7]) -> x;
x =>
sprintf(2, 1, 'a %p b %p') =>
sprintf('%s|%p', ['str' 'str']) =>
nprintf('x=%p', [5]);
nprintf(6, 'y=%p');
stacklength() =>
