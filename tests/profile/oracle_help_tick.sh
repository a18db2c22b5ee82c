# heavy (the GC-stress build collects at every safe point of the runs of
# help/profile's examples with built-ins ticked: over a minute there)
# The consistency oracle over the examples of the profiler's help files
# (oracle_help_common.sh), with every run made with count-all, call and byte
# counts and a tick every 31 safe points, built-ins included.
ORACLE_HELP_TICK=-31
ORACLE_HELP_FILES="profile profile_graphical profile_saved profile_check"
. ./oracle_help_common.sh
