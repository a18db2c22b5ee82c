systranslate(3) =>
