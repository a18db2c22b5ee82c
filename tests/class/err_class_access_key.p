vectorclass short 16;
class_access(1, short_key) =>
