# no tick stress (its programs' profile runs have the stress tick off)
# The consistency oracle over a quarter of the fuzz corpus (oracle_run_common.sh).
SHARD=1
. ./oracle_run_common.sh
