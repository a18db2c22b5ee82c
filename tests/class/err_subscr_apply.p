vectorclass short 16;
initshort(3)(0) =>
