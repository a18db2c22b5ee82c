arrayvector([]) =>
