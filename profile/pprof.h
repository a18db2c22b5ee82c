/*
** pprof.h -- the mechanism under the pprof export (profile/profile_pprof.p):
** gzip compression of a string (and decompression, for the oracle) and the first source line of a procedure.
** The profile.proto encoding itself is Pop-11.
*/
#ifndef POP_PPROF_H
#define POP_PPROF_H
#include <stddef.h>

/* Compress the n bytes at data into a gzip member (RFC 1952, zlib's
   deflate at its default level, modification time 0 and no name, so the
   same bytes give the same file).  Returns a buffer from malloc (the
   caller frees it) and its length in *out_len, or NULL when zlib fails
   or memory runs out. */
unsigned char *pprof_gzip(const unsigned char *data, size_t n, size_t *out_len);

/* Decompress the gzip file (or files, one after another) in the n bytes
   at data.  Returns a buffer from malloc (the caller frees it; one byte
   more than *out_len, a NUL) and its length in *out_len, or NULL if
   the data is not gzip, is cut short or corrupt, or memory runs out. */
unsigned char *pprof_gunzip(const unsigned char *data, size_t n, size_t *out_len);
#endif
