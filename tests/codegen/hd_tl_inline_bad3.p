define t(x); tl(x) enddefine;
t("word") =>
