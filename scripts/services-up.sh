#!/usr/bin/env bash
# Brings up every local service the test suite needs, on a Debian machine: PostgreSQL (with passwordless loopback
# access for the test user), Redis, localstripe (a Stripe-compatible server), FerretDB (the MongoDB wire protocol on
# that PostgreSQL), an Apache Kafka broker (KRaft mode, from the Maven Central jars), espeak-ng (narration) and
# Debian's Chromium for the browser tests. FerretDB is built with the Go toolchain and Kafka's jars fetched with Maven
# on first use, both cached under ~/.cache/pathwise; the two run in the background while the rest comes up. Idempotent: what already answers is left alone. Waits until each answers, then prints what it found or started. `npm start` needs none of this.
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
scripts_dir="$(cd "$(dirname "$0")" && pwd)"
localstripe_serve="$scripts_dir/localstripe-serve.py"
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

# FerretDB v1 from the Go module proxy. The module's zip leaves out build/version/version.txt, which the binary
# reads at start, so it is built from a copy of the module's source with that file written.
cache_dir="${XDG_CACHE_HOME:-$HOME/.cache}/pathwise"
ferretdb_version=v1.24.2
ferretdb_bin="$cache_dir/ferretdb-$ferretdb_version/ferretdb"
ferretdb_port=${SERVICES_FERRETDB_PORT:-27017}
ferretdb_answers() { MONGODB_URL="mongodb://127.0.0.1:$ferretdb_port/" node "$scripts_dir/service-answers.mjs" ferretdb; }

ferretdb_build() {
  [ -x "$ferretdb_bin" ] && return 0
  command -v go >/dev/null 2>&1 || apt_install golang
  local module source
  module=$(go mod download -json "github.com/FerretDB/FerretDB@$ferretdb_version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  [ -d "$module" ] || { echo "services:up: the Go module proxy gave no FerretDB $ferretdb_version" >&2; return 1; }
  source=$(mktemp -d)
  cp -r "$module/." "$source" && chmod -R u+w "$source"
  echo "$ferretdb_version" > "$source/build/version/version.txt"
  mkdir -p "$(dirname "$ferretdb_bin")"
  (cd "$source" && go build -o "$ferretdb_bin.partial" ./cmd/ferretdb) && mv "$ferretdb_bin.partial" "$ferretdb_bin"
  rm -rf "$source"
}

ferretdb_up() {
  if ferretdb_answers; then echo "FerretDB: already answering at 127.0.0.1:$ferretdb_port"; return; fi
  wait "$ferretdb_build_pid" || { show_log_tail "the FerretDB build" "$cache_dir/ferretdb-build.log"; exit 1; }
  psql "postgres://postgres@$pg_host:$pg_port/postgres" -tAc "select 1 from pg_database where datname = 'ferretdb'" | grep -q 1 ||
    psql "postgres://postgres@$pg_host:$pg_port/postgres" -qc 'create database ferretdb' >/dev/null
  mkdir -p "$cache_dir/ferretdb-state"
  # FerretDB keeps up to 50 PostgreSQL connections by default; the test suite needs most of the 100 the server allows.
  nohup "$ferretdb_bin" --handler=pg --postgresql-url="postgres://postgres@$pg_host:$pg_port/ferretdb?pool_max_conns=10" \
    --listen-addr="127.0.0.1:$ferretdb_port" --debug-addr=127.0.0.1:0 --telemetry=disable --state-dir="$cache_dir/ferretdb-state" --log-level=warn \
    >"$cache_dir/ferretdb.log" 2>&1 &
  wait_until "FerretDB" ferretdb_answers || { show_log_tail FerretDB "$cache_dir/ferretdb.log"; exit 1; }
  echo "FerretDB: started $ferretdb_version at 127.0.0.1:$ferretdb_port (on PostgreSQL database ferretdb)"
}

# Apache Kafka: one node acting as broker and controller (KRaft), its jars resolved from Maven Central by a small pom.
kafka_version=$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$scripts_dir/local-kafka/pom.xml")
kafka_home="$cache_dir/kafka-$kafka_version"
kafka_answers() { KAFKA_BROKERS=127.0.0.1:9092 node "$scripts_dir/service-answers.mjs" kafka; }

kafka_fetch() {
  [ -f "$kafka_home/libs/kafka_2.13-$kafka_version.jar" ] && return 0
  command -v mvn >/dev/null 2>&1 || apt_install maven
  mvn -q -B -f "$scripts_dir/local-kafka/pom.xml" dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$kafka_home/libs.partial" &&
    rm -rf "$kafka_home/libs" && mv "$kafka_home/libs.partial" "$kafka_home/libs"
}

kafka_up() {
  if kafka_answers; then echo "Kafka: already answering at 127.0.0.1:9092"; return; fi
  wait "$kafka_fetch_pid" || { show_log_tail "the Kafka download" "$cache_dir/kafka-fetch.log"; exit 1; }
  local config="$kafka_home/server.properties" classpath="$kafka_home/libs/*"
  { cat "$scripts_dir/local-kafka/server.properties"; echo "log.dirs=$kafka_home/data"; } > "$config"
  if [ ! -f "$kafka_home/data/meta.properties" ]; then
    java -cp "$classpath" kafka.tools.StorageTool format -t "$(java -cp "$classpath" kafka.tools.StorageTool random-uuid 2>/dev/null)" -c "$config" >/dev/null 2>&1
  fi
  nohup java -Xms128m -Xmx512m -XX:+UseSerialGC -cp "$classpath" kafka.Kafka "$config" >"$kafka_home/kafka.log" 2>&1 &
  wait_until "Kafka" kafka_answers || { show_log_tail Kafka "$kafka_home/kafka.log"; exit 1; }
  echo "Kafka: started $kafka_version at 127.0.0.1:9092 (KRaft, single node)"
}

mkdir -p "$cache_dir"
# The two builds run while the other services come up; each *_up waits for its own.
ferretdb_build >"$cache_dir/ferretdb-build.log" 2>&1 &
ferretdb_build_pid=$!
kafka_fetch >"$cache_dir/kafka-fetch.log" 2>&1 &
kafka_fetch_pid=$!

postgres_up
redis_up
localstripe_up
chromium_present
espeak_ng_present
ferretdb_up
kafka_up
