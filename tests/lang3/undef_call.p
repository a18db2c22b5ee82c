nosuchproc(1) =>
