vars v = false;
v or 'default' =>
