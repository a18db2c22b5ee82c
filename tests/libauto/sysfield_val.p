;;; sysFIELD_VAL, sysUFIELD_VAL, sysSUBSCR and sysUSUBSCR: the old
;;; procedures that plant code to read and assign fields and elements.
defclass point {px, py};
vars p = conspoint(1, 2);
define syntax getpy; sysPUSHQ(p); sysFIELD_VAL(2, point_key); enddefine;
getpy =>
define syntax setpy; sysPUSHQ(5); sysPUSHQ(p); sysUFIELD_VAL(1, point_key); enddefine;
setpy; p =>
vars v = {a b c}, s = 'xyz';
define syntax sub2; sysPUSHQ(2); sysPUSHQ(v); sysSUBSCR(vector_key); enddefine;
sub2 =>
define syntax usub2; sysPUSHQ("z"); sysPUSHQ(3); sysPUSHQ(v); sysUSUBSCR(vector_key); enddefine;
usub2; v =>
define syntax subs; sysPUSHQ(1); sysPUSHQ(s); sysSUBSCR(string_key); enddefine;
