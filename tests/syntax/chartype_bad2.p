13 -> item_chartype(`a`);
