recordclass point x y;
destpoint({1 2}) =>
