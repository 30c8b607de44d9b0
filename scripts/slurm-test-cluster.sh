#!/usr/bin/env bash
# A one-node Slurm cluster for the tests (test/cli/slurm.slow.test.ts): munge, slurmctld and slurmd
# as root, all their files in DIR, on ports of their own. `start DIR` starts it and waits until the
# node is idle; `stop DIR` ends its daemons by the process ids they wrote. Debian's packages
# (scripts/install-test-tools.sh installs them).
set -euo pipefail
action=$1
dir=$2
if [ "$action" = stop ]; then
  pids=()
  for file in "$dir/slurmd.pid" "$dir/slurmctld.pid" "$dir/munge/munged.pid"; do
    [ -f "$file" ] && pids+=("$(cat "$file")")
  done
  [ ${#pids[@]} -eq 0 ] && exit 0
  kill "${pids[@]}" 2>/dev/null || true
  # Gone within a few seconds, or made to go.
  for _ in $(seq 1 50); do kill -0 "${pids[@]}" 2>/dev/null || exit 0; sleep 0.1; done
  kill -9 "${pids[@]}" 2>/dev/null || true
  exit 0
fi
mkdir -p "$dir"/{state,spool,log,munge}
chmod 700 "$dir/munge"
[ -f "$dir/munge/munge.key" ] || mungekey --create --keyfile="$dir/munge/munge.key" --force >/dev/null 2>&1 || dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 400 "$dir/munge/munge.key"
munged --key-file="$dir/munge/munge.key" --socket="$dir/munge/socket" --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" --seed-file="$dir/munge/seed" --force
host=$(hostname -s)
# Ports of its own, so a real cluster on the machine is left alone.
cat > "$dir/slurm.conf" <<CONF
ClusterName=slide-test
SlurmctldHost=$host
SlurmctldPort=16817
SlurmdPort=16818
AuthType=auth/munge
AuthInfo=socket=$dir/munge/socket
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
SwitchType=switch/none
NodeName=$host CPUs=2 State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
slurmctld -f "$dir/slurm.conf"
slurmd -f "$dir/slurm.conf"
for _ in $(seq 1 100); do sinfo -h -o %T 2>/dev/null | grep -qE '^idle' && exit 0; sleep 0.2; done
echo "slurm-test-cluster: the node did not become idle (see $dir/log)" >&2
exit 1
