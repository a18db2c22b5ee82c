vectorclass short 16;
initshort(-1) =>
