20 -> item_chartype(`a`);
