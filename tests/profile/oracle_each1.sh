# no tick stress (its programs' profile runs have the stress tick off)
# The consistency oracle over every profile run of a sixth of the programs
# of tests/profile and tests/profile/known (oracle_each_common.sh).
SHARD=1
. ./oracle_each_common.sh
