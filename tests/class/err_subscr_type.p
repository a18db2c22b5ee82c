vectorclass short 16;
subscrshort(1, {1 2}) =>
