vectorclass short 16;
vars s = initshort(3);
70000 -> s(1);
