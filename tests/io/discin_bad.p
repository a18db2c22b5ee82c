discin('no_such_file.p') =>
