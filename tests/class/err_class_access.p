recordclass point x y;
class_access(3, point_key) =>
