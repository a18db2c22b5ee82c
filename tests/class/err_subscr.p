vectorclass short 16;
vars s = initshort(3);
subscrshort(3, s) =>
subscrshort(4, s) =>
