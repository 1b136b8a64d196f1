# Everything runs on the project's own Node 24 (the `node` package in node_modules/.bin),
# whatever Node the machine has.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)

INSTALLED := node_modules/.installed
BUILT := build/server/index.js
SOURCES := $(shell find web src -type f -not -name '*.test.ts') react-router.config.ts vite.config.ts package-lock.json
# NODE_COMPILE_CACHE: the many Node processes a run starts (servers, commands, the test runner's
# workers) keep V8's compiled code of the sources and packages on disk, and start in about half
# the time after the first (docs/testing.md).
TEST_ENV := TZ=Europe/Paris LC_ALL=C.UTF-8 LANG=C.UTF-8 NODE_COMPILE_CACHE=$(CURDIR)/var/node-compile-cache
RESULTS := var/test-results

.PHONY: help install build typecheck checks types lint format seed run dev admin api-key test-clock test test-unit test-component test-integration test-e2e test-image coverage bench bench-check fuzz screenshots chromium containers migration clean

help:
	@echo "make run    install, build, migrate, seed and serve on http://localhost:3000 (embedded database)"
	@echo "make test   the whole suite: types, lint, format, layers, unit, component, integration, browser"
	@echo "make format rewrite the sources in the house style (Prettier)"
	@echo "make dev    serve with hot reload"
	@echo "make seed   load reference data into empty tables"
	@echo "make coverage  V8 coverage of src/ and web/components/ by the unit, component and integration tiers"
	@echo "make bench  load tests, results in docs/benchmarks.md, each figure checked against tests/bench/budgets.json"
	@echo "make fuzz   10,000 generated hostile inputs over every public endpoint (FUZZ_RUNS=…)"
	@echo "make screenshots  every page type at phone and desktop sizes into docs/screenshots (BASE_URL=…)"
	@echo "make admin  create a staff account or reset its password (NAME=user, GENERATE=1)"
	@echo "make api-key ACCOUNT=email NAME=label   an API key for a business account (REVOKE=id revokes)"
	@echo "make migration NAME=what-changed   write a migration for entity changes"

$(INSTALLED): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: $(INSTALLED)

$(BUILT): $(INSTALLED) $(SOURCES)
	react-router build

build: $(BUILT)

typecheck: $(INSTALLED)
	react-router typegen
	tsc -p .

# make test's checks on two cores: the route types first (tsc and ESLint read them), then tsc,
# the linters and the production build side by side, each one's output printed whole.
checks: $(INSTALLED)
	react-router typegen
	@$(MAKE) --no-print-directory -j3 --output-sync=target types lint build

types: $(INSTALLED)
	tsc -p .

# typescript-eslint strict and React's hooks rules, Prettier's format, the layers of
# docs/architecture.md (.dependency-cruiser.cjs), unused files, exports and dependencies (knip.jsonc);
# each fails the build.
lint: $(INSTALLED)
	eslint --max-warnings 0 .
	prettier --check --log-level warn .
	stylelint --max-warnings 0 "web/**/*.css"
	depcruise src web tests --config .dependency-cruiser.cjs
	knip --no-progress

format: $(INSTALLED)
	prettier --write --log-level warn .

seed: $(INSTALLED)
	node src/seed.ts

# Creates a staff account or resets its password (asked, never echoed; GENERATE=1 to generate).
admin: $(INSTALLED)
	USER_NAME=$(NAME) node src/admin-account.ts

# An API key for a business account's systems, shown once; REVOKE=<key id> revokes one (issue 28).
api-key: $(INSTALLED)
	ACCOUNT=$(ACCOUNT) NAME="$(NAME)" LIMIT=$(LIMIT) REVOKE=$(REVOKE) node src/api-key.ts

run: build seed
	NODE_ENV=production LOG_FORMAT=$${LOG_FORMAT:-pretty} node src/main.ts

dev: $(INSTALLED) seed
	NODE_ENV=development node --watch-path=src src/main.ts

chromium:
	@bash tests/helpers/ensure-chromium.sh

# A container engine for the integration suites (testcontainers) and the image tier: Docker, or
# podman installed and its images built from Debian's packages (var/container-engine.env).
containers:
	@bash tests/containers/ensure-container-engine.sh

# The tiers run one after the other (two cores), but for the image tier: it mostly waits on its
# container, so it runs beside the integration tier and its output is printed after that tier's.
# Each writes its results, and the last line sums them up as "tests: N passed, N failed". The
# integration suites run on a PostgreSQL container when an engine runs; the browser tier keeps the
# embedded server (a newcomer's path); the image tier builds the Dockerfile and runs it. Without
# an engine, one line says what was skipped.
# The run's clock starts before the installs: the summary says how long the whole of it took.
test-clock:
	@mkdir -p var && date +%s > var/test-started

test: test-clock $(INSTALLED) chromium containers checks
	@rm -rf $(RESULTS); mkdir -p $(RESULTS); status=0; errored=""; \
	skipped=$$(sed -n 's/^# no container engine: //p' var/container-engine.env); \
	set -a; . ./var/container-engine.env; set +a; \
	tiers="unit component integration e2e"; [ -z "$$skipped" ] && tiers="$$tiers image"; \
	run_tier() { \
	  unset_engine=""; [ $$1 = e2e ] && unset_engine="-u DOCKER_HOST -u CONTAINER_ENGINE"; \
	  started=$$(date +%s); outcome=0; \
	  env $$unset_engine $(TEST_ENV) vitest run --project $$1 --reporter=default --reporter=json \
	    --outputFile.json=$(RESULTS)/$$1.json || outcome=1; \
	  echo $$(( $$(date +%s) - started )) > $(RESULTS)/$$1.seconds; \
	  return $$outcome; \
	}; \
	for tier in unit component; do run_tier $$tier || { status=1; errored="$$errored $$tier"; }; done; \
	image=""; if [ -z "$$skipped" ]; then run_tier image > $(RESULTS)/image.log 2>&1 & image=$$!; fi; \
	run_tier integration || { status=1; errored="$$errored integration"; }; \
	if [ -n "$$image" ]; then wait $$image || { status=1; errored="$$errored image"; }; cat $(RESULTS)/image.log; fi; \
	run_tier e2e || { status=1; errored="$$errored e2e"; }; \
	TEST_TIERS="$$tiers" TEST_STARTED=$$(cat var/test-started) node tests/helpers/summarize-results.ts $(RESULTS) $$errored || status=1; \
	bash tests/containers/stop-container-engine.sh; \
	[ -z "$$skipped" ] || echo "No container engine ($$skipped): the image tier was skipped and the integration suites ran on the embedded server."; \
	exit $$status

test-unit test-component test-integration test-e2e test-image: test-%: $(INSTALLED)
	$(TEST_ENV) vitest run --project $*

# V8 coverage of src/ and web/ by the tiers that run the code in their own process (unit,
# component, integration), into var/coverage, then src/'s and web/components/' figures.
coverage: $(INSTALLED) build
	$(TEST_ENV) vitest run --project unit --project component --project integration --coverage.enabled
	node tests/helpers/coverage-by-folder.ts

# Load tests on this machine; writes docs/benchmarks.md (about two minutes).
bench: $(INSTALLED) build
	$(TEST_ENV) node tests/bench/run-bench.ts
	$(TEST_ENV) node tests/bench/pages-bench.ts
	$(TEST_ENV) node tests/bench/booking-bench.ts
	$(TEST_ENV) node tests/bench/outbox-bench.ts
	$(TEST_ENV) node tests/bench/lighthouse.ts
	$(TEST_ENV) node tests/bench/first-tap-bench.ts
	$(TEST_ENV) node tests/bench/api-keys-bench.ts
	$(TEST_ENV) node tests/bench/pdf-storm-bench.ts
	$(TEST_ENV) node tests/bench/check-budgets.ts

# The budget check alone, on the figures of the last make bench (BENCH_BUDGET_SCALE=2 asks twice as much).
bench-check: $(INSTALLED)
	$(TEST_ENV) node tests/bench/check-budgets.ts

# Screenshots of every page type at phone and desktop sizes into docs/screenshots, from a site
# already serving at BASE_URL (make run); STAFF_USER and STAFF_PASSWORD add the dashboard.
screenshots: $(INSTALLED)
	$(TEST_ENV) node tests/screenshots/take-screenshots.ts

# Hostile input over every public endpoint and page form post; make test runs a 1,000-input sample.
fuzz: $(INSTALLED) build
	$(TEST_ENV) FUZZ_RUNS=$${FUZZ_RUNS:-10000} FUZZ_REPORT=1 vitest run --project integration tests/integration/fuzz.int.test.ts

migration: $(INSTALLED)
	node src/adapters/persistence/create-migration.ts $(NAME)

clean:
	rm -rf build .react-router $(RESULTS)
