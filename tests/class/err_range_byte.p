defclass person { pname, page :byte };
vars p = consperson("fred", 3);
256 -> page(p);
