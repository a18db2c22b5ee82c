# no tick stress (its programs' profile runs have the stress tick off)
# The consistency oracle over a twelfth of the test programs (oracle_common.sh).
SHARD=7
. ./oracle_common.sh
