conskey("foo", "bar") =>
