item_chartype('a') =>
