item_chartype(-1) =>
