# no tick stress (its programs' profile runs have the stress tick off)
# The consistency oracle over HELP PROFILE's examples (oracle_help_common.sh),
# the odd-numbered runs checked (oracle_help3.sh checks the others).
ORACLE_HELP_PART=1/2
. ./oracle_help_common.sh
