/* testlib.c -- a small shared library for tests/ffi/testlib.sh: integer,
   floating-point, string, struct-pointer, data-symbol, variadic and
   callback entry points for exload / exacc. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int tl_add(int a, int b) { return a + b; }
long tl_mul3(long a, long b, long c) { return a * b * c; }
unsigned int tl_umax(void) { return 0xffffffffu; }
short tl_short(long x) { return (short)x; }
unsigned char tl_byte(long x) { return (unsigned char)x; }
double tl_avg(double a, double b) { return (a + b) / 2; }
float tl_scale(float x, int n) { return x * n; }
double tl_mixed(int i, double d, float f, long l) { return i + d + f + l; }

static char greeting[100];
const char *tl_greet(const char *name)
{
    snprintf(greeting, sizeof greeting, "hello, %s", name);
    return greeting;
}
const char *tl_null(void) { return NULL; }
void tl_fill(char *buf, int n, int c) { memset(buf, c, n); buf[n] = 0; }

int tl_counter = 5;
double tl_ratio = 0.25;
const char *tl_name = "testlib";

struct point { int x, y; double w; };
struct point *tl_make_point(int x, int y, double w)
{
    struct point *p = malloc(sizeof *p);
    p->x = x; p->y = y; p->w = w;
    return p;
}
double tl_point_value(const struct point *p) { return (p->x + p->y) * p->w; }
void tl_free(void *p) { free(p); }

int tl_sum_ints(int n, ...)
{
    va_list ap;
    int s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

typedef int (*binop)(int, int);
int tl_apply(binop f, int a, int b) { return f(a, b); }
int tl_fold(binop f, const int *v, int n, int init)
{
    for (int i = 0; i < n; i++) init = f(init, v[i]);
    return init;
}
