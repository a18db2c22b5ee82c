# The consistency oracle over a quarter of the test programs (oracle_common.sh).
SHARD=2
. ./oracle_common.sh
