# no tick stress (its programs' profile runs have the stress tick off)
# The consistency oracle over the examples of the profiler's help files
# other than HELP PROFILE (oracle_help_common.sh), as the help tests run them.
ORACLE_HELP_FILES="profile_graphical profile_saved profile_check"
. ./oracle_help_common.sh
