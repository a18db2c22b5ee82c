conskey(3, [full]) =>
