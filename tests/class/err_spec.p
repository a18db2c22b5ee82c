conskey("foo", [full bar]) =>
