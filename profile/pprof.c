/*
** pprof.c -- sys_gzip_string, sys_gunzip_string and sys_procedure_line, the C side of the
** pprof export (contract in pprof.h; the export is profile/profile_pprof.p).
*/
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "pprof.h"
#include "prim.h"
#include "interp.h"
#include "compile.h"

unsigned char *pprof_gzip(const unsigned char *data, size_t n, size_t *out_len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    /* 15 + 16: a gzip wrapper (header with mtime 0, CRC-32 and length) */
    if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8,
                     Z_DEFAULT_STRATEGY) != Z_OK)
        return NULL;
    size_t cap = deflateBound(&z, (uLong)n) + 32;
    unsigned char *out = malloc(cap);
    if (!out) { deflateEnd(&z); return NULL; }
    z.next_in = (Bytef *)data;
    z.avail_in = (uInt)n;
    z.next_out = out;
    z.avail_out = (uInt)cap;
    int rc = deflate(&z, Z_FINISH);
    *out_len = z.total_out;
    deflateEnd(&z);
    if (rc != Z_STREAM_END) { free(out); return NULL; }
    return out;
}

unsigned char *pprof_gunzip(const unsigned char *data, size_t n, size_t *out_len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, 15 + 16) != Z_OK) return NULL;
    size_t cap = n * 4 + 64, len = 0;
    unsigned char *out = malloc(cap + 1);
    int rc = Z_OK;
    z.next_in = (Bytef *)data;
    z.avail_in = (uInt)n;
    while (out) {
        if (cap - len < 4096) {
            unsigned char *bigger = realloc(out, 2 * cap + 1);
            if (!bigger) { free(out); out = NULL; break; }
            out = bigger;
            cap *= 2;
        }
        z.next_out = out + len;
        z.avail_out = (uInt)(cap - len);
        rc = inflate(&z, Z_NO_FLUSH);
        len = cap - z.avail_out;
        if (rc == Z_STREAM_END) {
            if (z.avail_in == 0) break;
            inflateReset(&z);           /* another member follows */
        } else if (rc != Z_OK) {
            free(out); out = NULL;       /* corrupt, or cut short */
        }
    }
    inflateEnd(&z);
    if (out) { out[len] = 0; *out_len = len; }
    return out;
}

PRIM(p_gzip_string, "sys_gzip_string", 1, 1, "sys_gzip_string(s) -> t: the bytes of string s compressed as a gzip file (zlib's deflate, no name, time 0: the same s gives the same t), as a string; the pprof export (profile_export('F.pb.gz')) writes profile.proto with it")
{
    Val s = check_string(vm, POP());
    size_t n;
    unsigned char *z = pprof_gzip((const unsigned char *)STR_PTR(s)->chars, STR_PTR(s)->len, &n);
    if (!z) vm_mishap(vm, "CAN'T COMPRESS (OUT OF MEMORY?)", 0);
    if (n > 0xFFFFFFF0u) { free(z); vm_mishap(vm, "COMPRESSED STRING TOO LONG", 0); }
    Val t = mk_string(vm, (const char *)z, n);
    free(z);
    PUSH(t);
}

PRIM(p_procedure_line, "sys_procedure_line", 1, 1, "sys_procedure_line(p) -> n or false: the source line of the first instruction of p's code (of its pdpart for a closure), where its definition starts; false for a built-in or code without line numbers")
{
    Val p = proc_code_owner(check_proc(vm, POP()));
    int line = 0;
    if (PROC_KIND(p) == PK_CODE) line = compile_line_at(PROC_PTR(p)->u.code.proto, 0);
    PUSH(line > 0 ? MK_INT(line) : FALSE_V);
}

PRIM(p_gunzip_string, "sys_gunzip_string", 1, 1, "sys_gunzip_string(s) -> t or false: the bytes of the gzip file in string s, decompressed, as a string; false if s is not a whole gzip file (cut short, corrupt, or not gzip at all); profile_check reads the pprof export back with it")
{
    Val s = check_string(vm, POP());   /* (not needed after the copy below) */
    size_t n;
    unsigned char *z = pprof_gunzip((const unsigned char *)STR_PTR(s)->chars, STR_PTR(s)->len, &n);
    if (!z) { PUSH(FALSE_V); return; }
    if (n > 0xFFFFFFF0u) { free(z); vm_mishap(vm, "DECOMPRESSED STRING TOO LONG", 0); }
    Val t = mk_string(vm, (const char *)z, n);
    free(z);
    PUSH(t);
}
