# heavy
# The examples of HELP LIMITS (run as examples.sh runs every help file's):
# they build lists of 10^5 pairs and fill the heap to its limit, which the
# GC-stress build, collecting at every safe point, takes minutes over.
HELP_FILES=help/limits sh ./examples.sh
