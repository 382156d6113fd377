#!/usr/bin/env bash
# Brings up every local service the test suite needs, on a Debian machine: PostgreSQL (with passwordless loopback
# access for the test user), Redis, localstripe (a Stripe-compatible server), espeak-ng (narration) and Debian's Chromium for the browser
# tests. Idempotent: what already answers is left alone. Waits until each answers, then prints what it found or started. `npm start` needs none of this.
# SERVICES_PG_PORT and SERVICES_PG_CLUSTER (5432, main) choose another cluster, e.g. to try the set-up beside a live one.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get install -y -qq "$@" >/dev/null || { as_root apt-get update -qq && as_root apt-get install -y -qq "$@" >/dev/null; }
}
wait_until() { # description, then a command that succeeds once the service answers
  local what=$1; shift
  for _ in $(seq 1 60); do "$@" >/dev/null 2>&1 && return 0; sleep 1; done
  echo "services:up: $what did not answer within 60 s" >&2
  return 1
}
show_log_tail() { # what, then its log file: printed when the service did not come up, so CI's output says why
  echo "services:up: the last lines $1 printed ($2):" >&2
  tail -n 30 "$2" >&2 2>/dev/null || echo "(no log)" >&2
}

pg_host=127.0.0.1
pg_port=${SERVICES_PG_PORT:-5432}
pg_cluster=${SERVICES_PG_CLUSTER:-main}
postgres_answers() { psql "postgres://postgres@$pg_host:$pg_port/postgres" -tAc 'select 1' 2>/dev/null | grep -q 1; }

postgres_up() {
  if postgres_answers; then echo "PostgreSQL: already answering at $pg_host:$pg_port (user postgres)"; return; fi
  command -v pg_ctlcluster >/dev/null 2>&1 || apt_install postgresql
  local version
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  [ -n "$version" ] || { echo "services:up: no PostgreSQL server under /usr/lib/postgresql" >&2; exit 1; }
  local conf="/etc/postgresql/$version/$pg_cluster"
  if [ ! -f "$conf/postgresql.conf" ]; then
    as_root pg_createcluster --port "$pg_port" "$version" "$pg_cluster" >/dev/null
    echo "PostgreSQL: created cluster $version/$pg_cluster"
  fi
  # The tests connect as postgres@127.0.0.1 without a password; only loopback is trusted, and only for that user.
  if ! grep -q 'pathwise-test-access' "$conf/pg_hba.conf"; then
    local rules
    rules=$(printf '%s\n' '# pathwise-test-access: the test suite connects as postgres over loopback without a password' \
      'host all postgres 127.0.0.1/32 trust' 'host all postgres ::1/128 trust')
    as_root sh -c "{ printf '%s\n' \"\$1\"; cat '$conf/pg_hba.conf'; } > '$conf/pg_hba.conf.new' && mv '$conf/pg_hba.conf.new' '$conf/pg_hba.conf' && chown postgres:postgres '$conf/pg_hba.conf'" _ "$rules"
    echo "PostgreSQL: granted postgres passwordless access over loopback"
  fi
  if as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$pg_cluster" status >/dev/null 2>&1; then
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$pg_cluster" reload
  else
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$pg_cluster" start
  fi
  wait_until "PostgreSQL" postgres_answers
  echo "PostgreSQL: started $version/$pg_cluster at $pg_host:$pg_port (user postgres)"
}

redis_answers() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

redis_up() {
  if command -v redis-cli >/dev/null 2>&1 && redis_answers; then echo "Redis: already answering at 127.0.0.1:6379"; return; fi
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server
  redis_answers || as_root redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no >/dev/null
  wait_until "Redis" redis_answers
  echo "Redis: started at 127.0.0.1:6379"
}

chromium_present() {
  [ -x /usr/bin/chromium ] || apt_install chromium
  echo "Chromium: $(/usr/bin/chromium --version 2>/dev/null) at /usr/bin/chromium"
}

# espeak-ng narrates lessons in the narration tests; GPL-3.0, so the server only ever runs it as a separate program.
espeak_ng_present() {
  command -v espeak-ng >/dev/null 2>&1 || apt_install espeak-ng
  echo "espeak-ng: $(espeak-ng --version 2>/dev/null | head -n 1) at $(command -v espeak-ng)"
}

# localstripe: a stateful Stripe-compatible server from PyPI, for the Stripe adapter's tests (customers, payment
# intents, refunds); kept in its own virtual environment under the user's cache, installed once.
localstripe_port=${SERVICES_LOCALSTRIPE_PORT:-8420}
localstripe_version=1.15.10
localstripe_serve="$(cd "$(dirname "$0")" && pwd)/localstripe-serve.py"
localstripe_answers() { curl -sf -u sk_test_services: "http://127.0.0.1:$localstripe_port/v1/customers" >/dev/null; }

localstripe_up() {
  command -v curl >/dev/null 2>&1 || apt_install curl
  if localstripe_answers; then echo "localstripe: already answering at 127.0.0.1:$localstripe_port"; return; fi
  local venv="${XDG_CACHE_HOME:-$HOME/.cache}/pathwise/localstripe-$localstripe_version"
  if [ ! -x "$venv/bin/localstripe" ]; then
    python3 -m venv "$venv" >/dev/null 2>&1 || { apt_install python3-venv && python3 -m venv "$venv"; }
    "$venv/bin/pip" install -q --disable-pip-version-check "localstripe==$localstripe_version"
  fi
  nohup "$venv/bin/python" "$localstripe_serve" "$localstripe_port" >"$venv/localstripe.log" 2>&1 &
  wait_until "localstripe" localstripe_answers || { show_log_tail localstripe "$venv/localstripe.log"; exit 1; }
  echo "localstripe: started $localstripe_version at 127.0.0.1:$localstripe_port"
}

postgres_up
redis_up
localstripe_up
chromium_present
espeak_ng_present
