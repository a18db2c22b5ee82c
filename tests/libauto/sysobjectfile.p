;;; sysobjectfile: the object file name of a source file
sysobjectfile('foo.p') =>
sysobjectfile('/a/b/foo.p', true) =>
sysobjectfile('foo') =>
sysobjectfile('a.b.c') =>
sysobjectfile('dir/x.p', false) =>
