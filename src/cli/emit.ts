import { basename } from 'node:path';

/** Where a job script may be run: the schedulers whose array jobs slide knows. */
export const SCHEDULERS = ['slurm', 'kubernetes'] as const;
export type Scheduler = (typeof SCHEDULERS)[number];

/** A word for a POSIX shell, quoted when it needs to be. */
const quote = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** The command line again, without `--emit`, `--shards`, `--shard` and `--parts` (the job sets those), and without `dropped`. */
export function taskArguments(rawArgs: readonly string[], also: readonly string[] = []): string[] {
  const dropped = new Set(['--emit', '--shards', '--shard', '--parts', ...also]);
  const kept: string[] = [];
  for (let i = 0; i < rawArgs.length; i++) {
    const word = rawArgs[i]!;
    const name = word.split('=')[0]!;
    if (dropped.has(name)) {
      if (!word.includes('=')) i++;
      continue;
    }
    kept.push(word);
  }
  return kept;
}

export interface JobPlan {
  scheduler: Scheduler;
  shards: number;
  /** The command's own arguments, without the sharding ones. */
  args: string[];
  /** How this slide is started: node and the binary's path. */
  slide: string[];
  /** What merge is told: the output format of a merged count, nothing for a batch of solves (its lines are joined as they are). */
  mergeArgs: string[];
}

const jobName = (args: readonly string[]) =>
  `slide-${args
    .slice(0, 2)
    .map((word) => basename(word).replace(/[^\w-]/g, ''))
    .join('-')}`;

/**
 * A Slurm batch script to submit as it is (`sbatch`): it submits an array of one task per shard,
 * each writing its part atomically with `--shard auto/N --parts`, and a merge that runs once every
 * task has succeeded, writing the whole answer to merged.txt in the parts folder.
 */
export function slurmScript(plan: JobPlan): string {
  const name = jobName(plan.args);
  const slide = plan.slide.map(quote).join(' ');
  const task = [...plan.slide, ...plan.args, '--shard', `auto/${plan.shards}`, '--parts', '"$PARTS"']
    .map((word) => (word === '"$PARTS"' ? word : quote(word)))
    .join(' ');
  return `#!/bin/bash
#SBATCH --job-name=${name}-submit
#SBATCH --output=${name}-submit-%j.log
#SBATCH --ntasks=1
# Made by: slide ${plan.args.map(quote).join(' ')} --shards ${plan.shards} --emit slurm
# Submit it as it is: sbatch this-file. It submits ${plan.shards} array tasks, one shard each, and a merge
# that runs when all of them have succeeded; the answer is then in ${name}/merged.txt. To redo failed
# tasks K and L: sbatch --array=K,L ${name}/task.sh, then sbatch ${name}/merge.sh once they are done
# (slide merge ${name} names the parts still missing).
set -euo pipefail
cd "\${SLURM_SUBMIT_DIR:-$PWD}"
PARTS="$PWD/${name}"
mkdir -p "$PARTS"
cat > "$PARTS/task.sh" <<TASK
#!/bin/bash
#SBATCH --job-name=${name}
#SBATCH --array=1-${plan.shards}
#SBATCH --ntasks=1
#SBATCH --output=$PARTS/task-%a.log
set -euo pipefail
PARTS="$PARTS"
${task.replace(/\$/g, '\\$').replace('\\$PARTS', '$PARTS')}
TASK
cat > "$PARTS/merge.sh" <<MERGE
#!/bin/bash
#SBATCH --job-name=${name}-merge
#SBATCH --ntasks=1
#SBATCH --output=$PARTS/merge.log
set -euo pipefail
${[slide, 'merge', '"$PARTS"', ...plan.mergeArgs.map(quote)].join(' ')} > "$PARTS/merged.tmp" && mv "$PARTS/merged.tmp" "$PARTS/merged.txt"
MERGE
tasks=$(sbatch --parsable "$PARTS/task.sh")
merge=$(sbatch --parsable --kill-on-invalid-dep=yes --dependency=afterok:"\${tasks%%;*}" "$PARTS/merge.sh")
echo "submitted ${plan.shards} tasks (job \${tasks%%;*}) and their merge (job \${merge%%;*}): the answer goes to $PARTS/merged.txt"
`;
}

/**
 * A Kubernetes Indexed Job (JSON, which kubectl reads as it reads YAML): pod i runs shard i + 1
 * of N (\`--shard auto/N\`) and writes its part into the claim \`slide-parts\`, shared by the pods;
 * \`slide merge /parts\` then adds them up.
 */
export function kubernetesJob(plan: JobPlan): string {
  const name = jobName(plan.args).toLowerCase().replace(/_/g, '-');
  const job = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name },
    spec: {
      completionMode: 'Indexed',
      completions: plan.shards,
      parallelism: plan.shards,
      backoffLimitPerIndex: 2,
      template: {
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'shard',
              image: 'node:20',
              command: ['npx', '--yes', 'slide', ...plan.args, '--shard', `auto/${plan.shards}`, '--parts', '/parts'],
              volumeMounts: [{ name: 'parts', mountPath: '/parts' }],
            },
          ],
          volumes: [{ name: 'parts', persistentVolumeClaim: { claimName: 'slide-parts' } }],
        },
      },
    },
  };
  return `${JSON.stringify(job, null, 2)}\n`;
}
