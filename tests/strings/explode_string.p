explode('abc') =>
