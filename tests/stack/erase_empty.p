erase() =>
