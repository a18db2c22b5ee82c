explode([1 2 3]) =>
explode({a b}) =>
dl([x y]) =>
