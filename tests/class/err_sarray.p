vars s = newsarray([1 2]);
65 -> s(1);
300 -> s(2);
