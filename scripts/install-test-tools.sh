#!/usr/bin/env bash
# Installs, from Debian's packages, the programs some tests drive: Chromium and a CJK font
# (test/cli/svg-browser.slow.test.ts renders the SVG pictures in it, 箱入り娘 included), tmux (test/cli/play.slow.test.ts plays solutions in it), and zsh,
# fish and bash-completion (test/cli/completion.slow.test.ts loads the completion scripts in them), and
# Slurm with munge (test/cli/slurm.slow.test.ts runs array jobs on a one-node cluster).
# Where one is missing its tests are skipped with a message; everything else runs as usual.
set -uo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-dejavu-core)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v zsh >/dev/null 2>&1 || missing+=(zsh)
command -v fish >/dev/null 2>&1 || missing+=(fish)
[ -f /usr/share/bash-completion/bash_completion ] || missing+=(bash-completion)
fc-list :lang=ja 2>/dev/null | grep -q . || missing+=(fonts-ipafont-gothic)
command -v slurmctld >/dev/null 2>&1 || missing+=(slurmctld slurmd slurm-client munge)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  apt=(apt-get)
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  apt=(sudo apt-get)
else
  echo "install-test-tools: cannot install ${missing[*]} (not root, no sudo); their tests will be skipped" >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
"${apt[@]}" install -y --no-install-recommends "${missing[@]}" >/dev/null 2>&1 ||
  { "${apt[@]}" update >/dev/null 2>&1 && "${apt[@]}" install -y --no-install-recommends "${missing[@]}" >/dev/null 2>&1; } ||
  echo "install-test-tools: could not install ${missing[*]}; their tests will be skipped" >&2
exit 0
