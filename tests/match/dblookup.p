add([a b]);
lookup([z z]);
