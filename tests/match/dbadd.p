;;; adding an item with pattern elements mishaps
add([a [b ?c]]);
