#!/usr/bin/env bash
# Restarts the app instances one at a time, so that the proxy in front (deploy/nginx.conf or
# deploy/Caddyfile) loses no request (docs/deploy.md, "Rolling restarts"): for each port, stop the
# instance (SIGTERM: /api/health answers 503 at once, it serves DRAIN_SECONDS more, finishes running
# requests and exits), start it again, wait until its /api/health answers 200, then the next.
#
#   deploy/rolling-restart.sh systemd 3000 3001   # systemd units mpu@3000, mpu@3001
#   deploy/rolling-restart.sh process 3000 3001   # plain processes with PID files
#
# systemd: `systemctl restart` of each unit (UNIT, default mpu@%s, %s being the port).
# process: the PID of the instance on port P is in $RUN_DIR/mpu-P.pid; it is started again, in
#   $APP_DIR, as `PORT=P $START_COMMAND`, its output appended to $RUN_DIR/mpu-P.log. An instance
#   that is not running is just started (so the same command starts them the first time).
#
# Settings (environment):
#   UNIT            systemd unit per port (default mpu@%s)
#   APP_DIR         the checkout (default: this script's parent folder)
#   RUN_DIR         PID and log files (default $APP_DIR/run)
#   START_COMMAND   default: node_modules/.bin/node --max-semi-space-size=4 --env-file-if-exists=.env dist/server/main.js
#   HEALTH_URL      default http://127.0.0.1:%s/api/health
#   WAIT_SECONDS    how long to wait for an instance to stop and to become healthy (default 120)
# Needs curl. Exit status 1 when an instance does not come back healthy: the others stay as they are.
set -euo pipefail

mode=${1:-}
shift || true
if [[ "$mode" != systemd && "$mode" != process ]] || [[ $# -eq 0 ]]; then
  sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi

UNIT=${UNIT:-mpu@%s}
APP_DIR=${APP_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
RUN_DIR=${RUN_DIR:-$APP_DIR/run}
START_COMMAND=${START_COMMAND:-node_modules/.bin/node --max-semi-space-size=4 --env-file-if-exists=.env dist/server/main.js}
HEALTH_URL=${HEALTH_URL:-http://127.0.0.1:%s/api/health}
WAIT_SECONDS=${WAIT_SECONDS:-120}

say() { echo "rolling-restart: $*"; }
cd "$APP_DIR"

# Succeeds while the instance on port $1 runs (systemd: the unit is active; process: its PID lives).
running() {
  if [[ "$mode" == systemd ]]; then
    # shellcheck disable=SC2059
    systemctl is-active --quiet "$(printf "$UNIT" "$1")"
  else
    local pid
    pid=$(cat "$RUN_DIR/mpu-$1.pid" 2>/dev/null) && kill -0 "$pid" 2>/dev/null
  fi
}

healthy() {
  # shellcheck disable=SC2059
  curl --silent --fail --max-time 5 --output /dev/null "$(printf "$HEALTH_URL" "$1")"
}

stop_process() {
  local port=$1 pid waited=0
  pid=$(cat "$RUN_DIR/mpu-$port.pid" 2>/dev/null) || return 0
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid"
  while kill -0 "$pid" 2>/dev/null; do
    if ((waited >= WAIT_SECONDS * 5)); then
      say "instance on :$port did not stop within $WAIT_SECONDS s"
      return 1
    fi
    sleep 0.2
    waited=$((waited + 1))
  done
}

start_process() {
  local port=$1
  mkdir -p "$RUN_DIR"
  # One simple command (no subshell), and exec: the PID in the file is the app's own, so the next
  # SIGTERM reaches it.
  PORT=$port nohup sh -c "exec $START_COMMAND" >>"$RUN_DIR/mpu-$port.log" 2>&1 </dev/null &
  echo $! >"$RUN_DIR/mpu-$port.pid"
}

restart() {
  if [[ "$mode" == systemd ]]; then
    # shellcheck disable=SC2059
    systemctl restart "$(printf "$UNIT" "$1")"
  else
    stop_process "$1"
    start_process "$1"
  fi
}

wait_healthy() {
  local port=$1 waited=0
  until healthy "$port"; do
    if ! running "$port"; then
      say "instance on :$port is not running (log: $([[ "$mode" == systemd ]] && echo journalctl -u "$(printf "$UNIT" "$port")" || echo "$RUN_DIR/mpu-$port.log"))"
      return 1
    fi
    if ((waited >= WAIT_SECONDS * 5)); then
      say "instance on :$port not healthy after $WAIT_SECONDS s"
      return 1
    fi
    sleep 0.2
    waited=$((waited + 1))
  done
}

for port in "$@"; do
  say "restarting :$port"
  restart "$port"
  wait_healthy "$port"
  say ":$port is healthy"
done
say "done ($*)"
