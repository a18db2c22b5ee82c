consword('hello') == "hello" =>
word_string("hello") =>
