vars aa = 1;
identof("aa") -> identof("bb");
bb =>
2 -> bb;
aa =>
